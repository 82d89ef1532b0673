// expect: keyplate: a field of the primary key is missing
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: remove without `orderId`.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::remove(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d));
#else
  return Order::remove(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2));
#endif
}
