// expect: keyplate: update: this key attribute is built from the field of an update operator
// expect-also: schema_error<.*"Order".*"gsi1pk"
// single-error
// Must not compile: kp::set_if_absent on the status, which the status index's partition key is
// built from: what the item holds afterwards is unknown, so the key could not be rebuilt.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
  const std::chrono::year_month_day d = 2026y / 10 / 1d;
#ifndef KEYPLATE_MNC_CONTROL
  return Order::update(kp::arg<"customerId">(42), kp::arg<"date">(d), kp::arg<"orderId">(100),
                       kp::set_if_absent<"status">("PLACED"));
#else
  return Order::update(kp::arg<"customerId">(42), kp::arg<"date">(d), kp::arg<"orderId">(100),
                       kp::set<"status">("PLACED"));
#endif
}
