// Checks for the plain test programs (no Catch2: the -fno-exceptions and the optimised +
// sanitized builds): KP_CHECK prints each failed condition with its line, and
// `plain_checks_result` turns the count into the exit status.
#pragma once

#include <cstdio>

namespace keyplate_test {

inline int failures = 0;

inline void check(bool ok, const char* what, int line) {
  if (!ok) {
    std::printf("FAILED (line %d): %s\n", line, what);
    ++failures;
  }
}

// The exit status: 0 when every check passed; says how many failed otherwise.
inline int plain_checks_result(const char* program) {
  if (failures != 0) {
    std::printf("%d check(s) failed\n", failures);
    return 1;
  }
  std::printf("%s: all checks passed\n", program);
  return 0;
}

}  // namespace keyplate_test

#define KP_CHECK(...) ::keyplate_test::check(static_cast<bool>(__VA_ARGS__), #__VA_ARGS__, __LINE__)
