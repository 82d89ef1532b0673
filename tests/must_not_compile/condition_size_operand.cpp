// expect: keyplate: condition: size\(\) compares with an integer
// expect-also: schema_error<.*"Basket".*"tags"
// single-error
// Must not compile: size() compared with a string.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"tags">.size() > "2"));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"tags">.size() > 2));
#endif
}
