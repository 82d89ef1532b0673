// expect: keyplate: update takes the primary key fields
// expect-also: schema_error<.*"Order".*"update"
// single-error
// Must not compile: a bare value among update's arguments.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), "SHIPPED");
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("SHIPPED"));
#endif
}
