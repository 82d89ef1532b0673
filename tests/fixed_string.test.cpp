// Tests fixed_string.hpp: string literals as template arguments.
#include <keyplate/keyplate.hpp>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
template <kp::fixed_string Text>
constexpr std::string_view text_of() {
  return Text.view();
}
template <kp::fixed_string Text>
struct tagged {};
}  // namespace

TEST_CASE("fixed_string holds a literal and views it") {
  constexpr kp::fixed_string text = "ORDER#{id}";
  STATIC_REQUIRE(text.size() == 10);
  STATIC_REQUIRE(text.view() == "ORDER#{id}");
  STATIC_REQUIRE(text.data[10] == '\0');
  STATIC_REQUIRE(text_of<"a#b">() == "a#b");
  STATIC_REQUIRE(text_of<"">().empty());
  // Equal literals are one type, different ones two: one layout is one type.
  STATIC_REQUIRE(std::is_same_v<tagged<"x">, tagged<"x">>);
  STATIC_REQUIRE(!std::is_same_v<tagged<"x">, tagged<"y">>);
  STATIC_REQUIRE(std::is_same_v<kp::key<"A#{x}">, kp::key<"A#{x}">>);
  CHECK(text_of<"\xC3\xA9">().size() == 2);
}
