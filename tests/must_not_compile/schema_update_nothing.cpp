// expect: keyplate: update: nothing to change
// expect-also: schema_error<.*"Order".*"update"
// single-error
// Must not compile: an update with only the primary key changes nothing.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::unset<"status">);
#endif
}
