// expect: keyplate: the entity has no field of this name
// expect-also: schema_error<.*"Order".*"orderID"
// Must not compile: make given `orderID`, a field Order does not have.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto order() {
  return Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
#ifndef KEYPLATE_MNC_CONTROL
                     kp::arg<"orderId">(2), kp::arg<"orderID">(3));
#else
                     kp::arg<"orderId">(2));
#endif
}
