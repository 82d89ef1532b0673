// Tests keyplate.hpp, the umbrella: one include gives every public name of the core.
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

TEST_CASE("the umbrella header provides the whole core") {
  STATIC_REQUIRE(kp::codec<kp::string<>> && kp::codec<kp::uint<>> && kp::codec<kp::uint<4>>);
  STATIC_REQUIRE(kp::codec<kp::int64> && kp::codec<kp::ulid> && kp::codec<kp::uuid>);
  STATIC_REQUIRE(kp::codec<kp::date> && kp::codec<kp::timestamp<>> && kp::codec<kp::boolean>);
  enum class e { a };
  STATIC_REQUIRE(kp::codec<kp::enumeration<e, "A">>);
  STATIC_REQUIRE(std::is_class_v<kp::key<"A#{x}">> && std::is_class_v<kp::table<kp::key<"A">>>);
  STATIC_REQUIRE(std::is_class_v<kp::key_condition> && std::is_class_v<kp::partial>);
  STATIC_REQUIRE(std::is_class_v<kp::escaped_view> && std::is_class_v<kp::fixed_text<2>>);
  STATIC_REQUIRE(std::is_class_v<kp::key_buffer<2>> && std::is_class_v<kp::byte_set>);
  STATIC_REQUIRE(std::is_class_v<kp::result<int>> && std::is_class_v<kp::key_error>);
  STATIC_REQUIRE(kp::disjoint<kp::key<"A#{x}">, kp::key<"B#{x}">>);
  CHECK(kp::key<"A#{x}">::encode("1") == "A#1");
}
