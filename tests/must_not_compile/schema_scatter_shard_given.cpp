// expect: keyplate: scatter: the shard is not given \(scatter queries every shard\)
// expect-also: schema_error<.*"Sale".*"shard"
// single-error
// standalone: in a batch, clang goes on to instantiate scatter's query at the end of the
// translation unit, and that second error names no line of this file.
// Must not compile: scatter given a shard, which would make all four queries read that one.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto day() {
#ifndef KEYPLATE_MNC_CONTROL
  return Sale::scatter<ByDay>(kp::arg<"day">(2026y / 1 / 1d), kp::arg<"shard">(1));
#else
  return Sale::scatter<ByDay>(kp::arg<"day">(2026y / 1 / 1d));
#endif
}
