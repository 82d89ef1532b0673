// expect: keyplate: condition: this is a key attribute
// expect-also: schema_error<.*"Basket".*"sk"
// single-error
// Must not compile: a condition on a key attribute (name the fields it is built from).
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"sk">.begins_with("BASKET#")));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"status">.begins_with("O")));
#endif
}
