// expect: keyplate: condition: in takes 1 to 100 values
// expect-also: schema_error<.*"Basket".*"status"
// single-error
// Must not compile: in() with no value.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"status">.in()));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"status">.in("OPEN")));
#endif
}
