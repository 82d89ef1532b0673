// The cheapest include of keyplate's keys: <keyplate/core.hpp>, the per-key layer without the
// <chrono> codecs. The ctest headers.lean_includes checks that it pulls in none of the heavy
// standard headers (cmake/check_lean_includes.cmake lists them), and tools/compile_time measures
// what it costs to compile (run.py --suite include).
#include <keyplate/core.hpp>
