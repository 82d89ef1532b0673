// expect: keyplate: the value.s type is not one the field.s codec takes
// expect-also: schema_error<.*"Order".*"region"
// single-error
// Must not compile: a number for the string attribute region.
#include "native_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">(42));
#else
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("42"));
#endif
}
