// expect: keyplate: condition: contains needs a string, set or list attribute
// expect-also: schema_error<.*"Basket".*"total"
// single-error
// Must not compile: contains on a number attribute.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"total">.contains(1)));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"tags">.contains("1")));
#endif
}
