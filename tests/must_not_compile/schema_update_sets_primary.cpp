// expect: keyplate: update: this field is part of the primary key, which never changes: use move
// expect-also: schema_error<.*"Order".*"date"
// single-error
// Must not compile: an update that sets `date`, a field of Order's primary key (keys are
// immutable: a new primary key is a move).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                       kp::set<"date">(2026y / 1 / 2d));
#else
  return Order::update(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::set<"status">("SHIPPED"));
#endif
}
