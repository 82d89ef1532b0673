// expect: keyplate: query: a field of the partition key is missing
// expect-also: schema_error<.*"Order".*"status"
// single-error
// Must not compile: a query of the status index without the `status` its partition key needs.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto shipped() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<ByStatus>(kp::arg<"date">(2026y / 1 / 1d));
#else
  return Order::query<ByStatus>(kp::arg<"status">("SHIPPED"), kp::arg<"date">(2026y / 1 / 1d));
#endif
}
