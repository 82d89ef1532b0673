// expect: keyplate: condition: <, <=, >, >= and between compare string, number and binary
// expect-also: schema_error<.*"Basket".*"gift"
// single-error
// Must not compile: a boolean attribute compared with <.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"gift"> < true));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"gift"> == true));
#endif
}
