// Tests detail/text.hpp: npos, same_text, find_char and the compile-time names of codecs.
#include <keyplate/detail/text.hpp>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;

TEST_CASE("text helpers for constant evaluation") {
  STATIC_REQUIRE(kd::npos == static_cast<std::size_t>(-1));
  STATIC_REQUIRE(kd::same_text("abc", "abc"));
  STATIC_REQUIRE(!kd::same_text("abc", "abd"));
  STATIC_REQUIRE(!kd::same_text("ab", "abc"));
  STATIC_REQUIRE(kd::same_text("", ""));
  STATIC_REQUIRE(kd::find_char("a#b#", '#') == 1);
  STATIC_REQUIRE(kd::find_char("a#b#", '#', 2) == 3);
  STATIC_REQUIRE(kd::find_char("ab", '#') == kd::npos);
  STATIC_REQUIRE(kd::find_char("", '#') == kd::npos);
  CHECK(kd::find_char("xyz", 'z', 5) == kd::npos);
}

TEST_CASE("name_with_number builds short names at compile time") {
  constexpr kd::static_text name = kd::name_with_number("string<", 255, ">");
  STATIC_REQUIRE(name.view() == "string<255>");
  STATIC_REQUIRE(kd::name_with_number("uint<", 0, ">").view() == "uint<0>");
  STATIC_REQUIRE(kd::name_with_number("x", 18446744073709551615u, "").view() ==
                 "x18446744073709551615");
  CHECK(kd::name_with_number("", 7, "").view() == "7");
}
