// expect: keyplate: the value's type is not one the field's codec takes
// expect-also: schema_error<.*"Order".*"date"
// single-error
// Must not compile: make given text for `date`, a kp::date field.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto order() {
  return Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
#ifndef KEYPLATE_MNC_CONTROL
                     kp::arg<"date">("2026-01-01"));
#else
                     kp::arg<"date">(2026y / 1 / 1d));
#endif
}
