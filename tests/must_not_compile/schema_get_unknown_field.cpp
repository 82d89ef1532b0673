// expect: keyplate: get: the entity has no field of this name
// expect-also: schema_error<.*"Order".*"orderID"
// single-error
// Must not compile: get names `orderID`; the field is `orderId`.
#include <chrono>
#include <cstdint>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

std::uint64_t order_id() {
  const auto o =
      Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d), kp::arg<"orderId">(2));
#ifndef KEYPLATE_MNC_CONTROL
  return o.get<"orderID">();
#else
  return o.get<"orderId">();
#endif
}
