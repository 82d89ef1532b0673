// expect: keyplate: update: kp::add needs a number or a set field
// expect-also: schema_error<.*"Basket".*"gift"
// single-error
// Must not compile: kp::add on a boolean attribute.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::add<"gift">(true));
#else
  return Basket::update(kp::arg<"basketId">(1), kp::add<"total">(5));
#endif
}
