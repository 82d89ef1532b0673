// expect: keyplate: a field of the primary key is missing
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: an update without `orderId`, so without the item's whole key.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::set<"status">("NEW"));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("NEW"));
#endif
}
