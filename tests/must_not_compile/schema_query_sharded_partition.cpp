// expect: keyplate: query: the partition key uses this shard field
// expect-also: schema_error<.*"Sale".*"shard"
// single-error
// Must not compile: a query of one day's sales without a shard (it would read one shard of
// four); scatter reads them all.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto day() {
#ifndef KEYPLATE_MNC_CONTROL
  return Sale::query<ByDay>(kp::arg<"day">(2026y / 1 / 1d));
#else
  return Sale::scatter<ByDay>(kp::arg<"day">(2026y / 1 / 1d));
#endif
}
