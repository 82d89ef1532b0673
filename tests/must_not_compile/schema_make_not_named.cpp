// expect: keyplate: make takes kp::arg<"field">.value. arguments
// expect-also: schema_error<.*"Order".*"make"
// single-error
// Must not compile: make given a bare value instead of kp::arg<"orderId">(2).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto order() {
  return Order::make(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
#ifndef KEYPLATE_MNC_CONTROL
                     2);
#else
                     kp::arg<"orderId">(2));
#endif
}
