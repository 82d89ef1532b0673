// Tests detail/config.hpp: the inlining attributes apply to constexpr functions without
// changing what they compute.
#include <keyplate/detail/config.hpp>

#include "catch.hpp"

namespace {
KEYPLATE_ALWAYS_INLINE constexpr int twice(int x) noexcept {
  return 2 * x;
}
struct api {
  KEYPLATE_FLATTEN static constexpr int four_times(int x) noexcept { return twice(twice(x)); }
};
}  // namespace

TEST_CASE("KEYPLATE_FLATTEN and KEYPLATE_ALWAYS_INLINE keep functions constexpr") {
  STATIC_REQUIRE(twice(21) == 42);
  STATIC_REQUIRE(api::four_times(3) == 12);
  volatile int x = 5;
  CHECK(api::four_times(x) == 20);
}
