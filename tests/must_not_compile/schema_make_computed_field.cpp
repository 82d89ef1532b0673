// expect: keyplate: this field is computed \(a shard field\): it is never given
// expect-also: schema_error<.*"Sale".*"shard"
// single-error
// Must not compile: make given the shard, which make computes from the sale id.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto sale() {
#ifndef KEYPLATE_MNC_CONTROL
  return Sale::make(kp::arg<"saleId">(1), kp::arg<"day">(2026y / 1 / 1d), kp::arg<"shard">(2));
#else
  return Sale::make(kp::arg<"saleId">(1), kp::arg<"day">(2026y / 1 / 1d));
#endif
}
