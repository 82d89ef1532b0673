// expect: keyplate: condition: a path steps into a value with no members or elements
// expect-also: schema_error<.*"Basket".*"notes.first"
// single-error
// Must not compile: a list's element named like a member (a list's elements are reached by
// position: attr<"notes", 0>).
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"notes", "first"> == "call"));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"notes", 0> == "call"));
#endif
}
