// expect: keyplate: condition: size\(\) of a number or boolean attribute
// expect-also: schema_error<.*"Basket".*"gift"
// single-error
// Must not compile: size() of a boolean attribute.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"gift">.size() > 0));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"tags">.size() > 0));
#endif
}
