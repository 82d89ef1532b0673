// expect: keyplate: query takes kp::arg<"field">.value. arguments
// expect-also: schema_error<.*"Sale".*"query"
// single-error
// standalone: in a batch, clang goes on to instantiate scatter's query at the end of the
// translation unit, and that second error names no line of this file.
// Must not compile: scatter given the day as a bare value (each shard's query reports it).
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto day() {
#ifndef KEYPLATE_MNC_CONTROL
  return Sale::scatter<ByDay>(2026y / 1 / 1d);
#else
  return Sale::scatter<ByDay>(kp::arg<"day">(2026y / 1 / 1d));
#endif
}
