// Tests detail/arguments.hpp: reading the argument lists of prefix and range, and matching
// leading values against a layout's codecs.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string_view>
#include <tuple>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

TEST_CASE("leading_values splits plain values from a trailing partial value or condition") {
  using plain = kd::leading_values<int, const char*>;
  STATIC_REQUIRE(plain::values == 2 && !plain::ends_with_partial && !plain::ends_with_condition);
  using with_partial = kd::leading_values<int, kp::partial>;
  STATIC_REQUIRE(with_partial::values == 1 && with_partial::ends_with_partial);
  using with_condition = kd::leading_values<kp::condition<int>>;
  STATIC_REQUIRE(with_condition::values == 0 && with_condition::ends_with_condition);
  using none = kd::leading_values<>;
  STATIC_REQUIRE(none::values == 0 && none::count == 0);
  STATIC_REQUIRE(kd::is_condition<decltype(kp::greater(1))>);
  STATIC_REQUIRE(!kd::is_condition<int>);
}

TEST_CASE("leading_values_match checks types in template order") {
  using codecs = std::tuple<kp::ulid, kp::uint<4>, kp::date>;
  STATIC_REQUIRE(kd::leading_values_match<0, codecs>());
  STATIC_REQUIRE(kd::leading_values_match<1, codecs, std::string_view>());
  STATIC_REQUIRE(kd::leading_values_match<2, codecs, const char*, int>());
  STATIC_REQUIRE(!kd::leading_values_match<2, codecs, int, const char*>());
  STATIC_REQUIRE(!kd::leading_values_match<1, codecs, int>());
  // More values than fields never match.
  STATIC_REQUIRE(
      !kd::leading_values_match<4, codecs, const char*, int, std::chrono::year_month_day, int>());
  STATIC_REQUIRE(kd::check_whole_key<codecs, const char*, int, std::chrono::year_month_day>());
  STATIC_REQUIRE(kd::check_prefix<codecs, const char*, kp::partial>());
}
