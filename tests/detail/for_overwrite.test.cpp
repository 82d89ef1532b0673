// Tests detail/for_overwrite.hpp: the tag that lets decoding skip the initial fill of values it
// writes whole.
#include <keyplate/keyplate.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

TEST_CASE("for_overwrite reaches the value types that take it") {
  STATIC_REQUIRE(std::is_constructible_v<kp::fixed_text<26>, kd::for_overwrite_t>);
  STATIC_REQUIRE(!std::is_constructible_v<std::string, kd::for_overwrite_t>);
  STATIC_REQUIRE(!std::is_convertible_v<kd::for_overwrite_t, kp::fixed_text<26>>);  // explicit
  kp::fixed_text<4> text{kd::for_overwrite};
  CHECK(text.c_str()[4] == '\0');  // only the terminator is set
  for (std::size_t i = 0; i != 4; ++i) text[i] = 'a';
  CHECK(text == "aaaa");
}
