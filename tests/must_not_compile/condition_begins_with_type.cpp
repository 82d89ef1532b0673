// expect: keyplate: condition: begins_with needs a string attribute
// expect-also: schema_error<.*"Basket".*"total"
// single-error
// Must not compile: begins_with on a number attribute.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"total">.begins_with("1")));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"status">.begins_with("1")));
#endif
}
