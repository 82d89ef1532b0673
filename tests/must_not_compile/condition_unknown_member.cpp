// expect: keyplate: condition: the struct's kp::members mapping names no member of this name
// expect-also: schema_error<.*"Basket".*"address.town"
// single-error
// Must not compile: a condition on a member the struct's mapping does not name (a path into a
// map of members that would silently match nothing).
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"address", "town"> == "Lyon"));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::when(attr<"address", "city"> == "Lyon"));
#endif
}
