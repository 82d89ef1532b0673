// expect: keyplate: condition: an operand is not a value this attribute takes
// expect-also: schema_error<.*"Basket".*"total"
// single-error
// Must not compile: a number attribute compared with a string.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"total"> == "10"));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"total"> == 10));
#endif
}
