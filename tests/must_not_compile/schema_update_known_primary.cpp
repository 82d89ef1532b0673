// expect: keyplate: update: a primary key field is given with kp::arg, not kp::known
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: a primary key field given as kp::known (it selects the item: kp::arg).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::known<"orderId">(2), kp::set<"status">("NEW"));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("NEW"));
#endif
}
