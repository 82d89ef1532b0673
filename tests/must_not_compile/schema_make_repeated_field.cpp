// expect: keyplate: a field is given twice
// expect-also: schema_error<.*"Order".*"orderId"
// Must not compile: make given `orderId` twice.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto order() {
  return Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
#ifndef KEYPLATE_MNC_CONTROL
                     kp::arg<"orderId">(2), kp::arg<"orderId">(3));
#else
                     kp::arg<"orderId">(2));
#endif
}
