// Tests keyplate.hpp, the umbrella: one include gives every public name of the per-key layer,
// the <chrono> codecs date and timestamp among them.
#include <chrono>
#include <keyplate/keyplate.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

TEST_CASE("the umbrella header provides the whole per-key layer") {
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

TEST_CASE("kp::date and kp::timestamp work through the umbrella alone") {
  using namespace std::chrono;
  using Event = kp::key<"DAY#{day}#AT#{at}", kp::date, kp::timestamp<milliseconds>>;
  STATIC_REQUIRE(Event::order_preserving && Event::max_size == 4 + 10 + 4 + 24);

  constexpr year_month_day day = 2026y / October / 1;
  const sys_time<milliseconds> at = sys_days{day} + 12h + 30min + 250ms;
  const std::string key = Event::encode(day, at);
  CHECK(key == "DAY#2026-10-01#AT#2026-10-01T12:30:00.250Z");
  const auto v = Event::decode(key);
  REQUIRE(v);
  CHECK(v->get<"day">() == day);
  CHECK(v->get<"at">() == at);
  CHECK(Event::prefix(day).text() == "DAY#2026-10-01#AT#");
  CHECK_FALSE(Event::decode("DAY#2026-02-30#AT#2026-10-01T12:30:00.250Z"));

  using Tick = kp::key<"T#{t}", kp::timestamp<>>;
  CHECK(Tick::encode(sys_seconds{}) == "T#1970-01-01T00:00:00Z");
}
