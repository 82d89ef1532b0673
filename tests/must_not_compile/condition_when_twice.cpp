// expect: keyplate: a write takes one kp::when
// expect-also: schema_error<.*"Basket".*"update"
// single-error
// Must not compile: two kp::when on one write (join them with &&).
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::set<"status">("PAID"),
                        kp::when(attr<"status"> == "OPEN"), kp::when(attr<"total"> > 0));
#else
  return Basket::update(kp::arg<"basketId">(1), kp::set<"status">("PAID"),
                        kp::when(attr<"status"> == "OPEN" && attr<"total"> > 0));
#endif
}
