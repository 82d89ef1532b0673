// expect: keyplate: the value's type is not one the field's codec takes
// expect-also: schema_error<.*"Basket".*"total"
// single-error
// Must not compile: adding text to a number attribute.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::add<"total">("ten"));
#else
  return Basket::update(kp::arg<"basketId">(1), kp::add<"total">(std::int64_t{10}));
#endif
}
