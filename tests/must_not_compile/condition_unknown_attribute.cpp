// expect: keyplate: condition: the entity declares no field or attribute of this name
// expect-also: schema_error<.*"Basket".*"totl"
// single-error
// Must not compile: a condition on an attribute the entity does not declare (a misspelt name).
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"totl"> > 10));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"total"> > 10));
#endif
}
