// Tests integer_argument.hpp: any integer kept as sign and magnitude, so no value is silently
// converted; bool and char are not integers here.
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <limits>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
// Wider integers, where the standard library counts them as integers (under -std=gnu++20, not
// under -std=c++20), are range-checked instead of cut to 64 bits.
template <class Wide>
void check_wide() {
  if constexpr (std::is_integral_v<Wide>) {
    constexpr kp::integer_argument big = static_cast<Wide>(1) << 70;
    STATIC_REQUIRE((big.exceeds_64_bits && !big.negative));
    constexpr kp::integer_argument fits = static_cast<Wide>(-5);
    STATIC_REQUIRE((!fits.exceeds_64_bits && fits.negative && fits.magnitude == 5));
  }
}
}  // namespace

TEST_CASE("integer_argument keeps sign and magnitude of every integer type") {
  constexpr kp::integer_argument minus_one = -1;
  STATIC_REQUIRE(minus_one.negative && minus_one.magnitude == 1 && !minus_one.exceeds_64_bits);
  constexpr kp::integer_argument lowest = std::numeric_limits<std::int64_t>::min();
  STATIC_REQUIRE(lowest.negative && lowest.magnitude == std::uint64_t{1} << 63);
  constexpr kp::integer_argument highest = std::numeric_limits<std::uint64_t>::max();
  STATIC_REQUIRE(!highest.negative &&
                 highest.magnitude == std::numeric_limits<std::uint64_t>::max());
  constexpr kp::integer_argument small = static_cast<short>(-300);
  STATIC_REQUIRE(small.negative && small.magnitude == 300);
  constexpr kp::integer_argument byte = static_cast<unsigned char>(200);
  STATIC_REQUIRE(!byte.negative && byte.magnitude == 200);
#if defined(__SIZEOF_INT128__)
  __extension__ typedef __int128 wide;
  check_wide<wide>();
#endif
  STATIC_REQUIRE(!std::is_convertible_v<bool, kp::integer_argument>);
  STATIC_REQUIRE(!std::is_convertible_v<char, kp::integer_argument>);
  STATIC_REQUIRE(!std::is_convertible_v<double, kp::integer_argument>);
  CHECK(kp::integer_argument(42).magnitude == 42);
}
