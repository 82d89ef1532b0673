// expect: keyplate: the entity has no field of this name
// expect-also: schema_error<.*"Order".*"colour"
// single-error
// Must not compile: an update that sets a field Order does not declare.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"colour">("red"));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("red"));
#endif
}
