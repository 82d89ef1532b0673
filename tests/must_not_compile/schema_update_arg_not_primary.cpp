// expect: keyplate: this field is not part of the primary key
// expect-also: schema_error<.*"Order".*"status"
// single-error
// Must not compile: kp::arg for `status`, which is not in the primary key (a new value is
// kp::set).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::arg<"status">("NEW"));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("NEW"));
#endif
}
