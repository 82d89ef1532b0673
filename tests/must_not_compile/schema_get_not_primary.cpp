// expect: keyplate: this field is not part of the primary key
// expect-also: schema_error<.*"Order".*"status"
// single-error
// Must not compile: get takes exactly the primary key fields; `status` is not one.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::get(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                    kp::arg<"orderId">(2), kp::arg<"status">("NEW"));
#else
  return Order::get(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                    kp::arg<"orderId">(2));
#endif
}
