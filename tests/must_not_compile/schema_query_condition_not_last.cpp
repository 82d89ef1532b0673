// expect: keyplate: query: only the last sort key field given may be a condition
// expect-also: schema_error<.*"Order".*"date"
// single-error
// Must not compile: a range on `date` followed by a value for `orderId` is not one range of
// sort keys.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(1),
                               kp::arg<"date">(kp::greater(2026y / 1 / 1d)), kp::arg<"orderId">(2));
#else
  return Order::query<Primary>(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                               kp::arg<"orderId">(2));
#endif
}
