// expect: keyplate: query: a partition key field takes a value, not a condition
// expect-also: schema_error<.*"Order".*"region"
// single-error
// Must not compile: a condition on a partition attribute; every one is compared by equality.
#include "native_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7),
                                          kp::arg<"region">(kp::partial("e")));
#else
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("e"));
#endif
}
