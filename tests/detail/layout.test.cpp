// Tests detail/layout.hpp: the facts of a layout computed from its template and codecs.
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {
using Facts = kd::layout_facts<"PROJECT#{p}#TASK#{t}X", kp::ulid, kp::uint<4>>;
using Strings = kd::layout_facts<"A#{s}#B#{u}", kp::string<3>, kp::string<>>;
}  // namespace

TEST_CASE("literals, names and sizes") {
  STATIC_REQUIRE(Facts::field_count == 2);
  STATIC_REQUIRE(Facts::literal(0) == "PROJECT#");
  STATIC_REQUIRE(Facts::literal(1) == "#TASK#");
  STATIC_REQUIRE(Facts::literal(2) == "X");
  STATIC_REQUIRE(Facts::field_names[0] == "p" && Facts::field_names[1] == "t");
  STATIC_REQUIRE(Facts::literal_bytes == 15);
  STATIC_REQUIRE(Facts::min_size == 15 + 26 + 4 && Facts::max_size == Facts::min_size);
  STATIC_REQUIRE(Strings::min_size == 5 && Strings::max_size == 5 + 9 + 765);
}

TEST_CASE("separators and field lookup") {
  STATIC_REQUIRE(Facts::separator_after(0) == 0);
  STATIC_REQUIRE(Facts::separator_after(1) == kd::npos);
  STATIC_REQUIRE(Facts::unseparated_at == kd::npos);
  STATIC_REQUIRE(Facts::index_of("t") == 1);
  STATIC_REQUIRE(Facts::index_of("nope") == 2);
  STATIC_REQUIRE(Strings::separators_ok);
}

TEST_CASE("resolve_codecs: the default codec for every field when none are given") {
  using given = kd::resolve_codecs<"A#{x}#{y}", kp::default_codec, kp::ulid, kp::date>::type;
  STATIC_REQUIRE(std::is_same_v<given, kd::type_list<kp::ulid, kp::date>>);
  using defaulted = kd::resolve_codecs<"A#{x}#{y}", kp::default_codec>::type;
  STATIC_REQUIRE(std::is_same_v<defaulted, kd::type_list<kp::string<>, kp::string<>>>);
  STATIC_REQUIRE(std::is_same_v<kp::key<"A#{x}">::values, kp::key<"A#{x}", kp::string<>>::values>);
}
