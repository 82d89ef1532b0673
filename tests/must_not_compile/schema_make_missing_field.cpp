// expect: keyplate: make: a required field is missing
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: make without a value for the required field `orderId`.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto order() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d));
#else
  return Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                     kp::arg<"orderId">(2));
#endif
}
