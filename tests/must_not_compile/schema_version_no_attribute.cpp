// expect: keyplate: kp::at_version / kp::any_version: this entity has no kp::version_attribute
// expect-also: schema_error<.*"Order".*"remove"
// single-error
// Must not compile: a version expected of an entity that has none (the check would be silently
// meaningless).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::remove(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2), kp::at_version(1));
#else
  return Order::remove(kp::arg<"customerId">(1), kp::arg<"date">(2026y / 1 / 1d),
                       kp::arg<"orderId">(2));
#endif
}
