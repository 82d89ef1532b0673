// Tests of schema/detail/entity_make.hpp: the mistakes of a call's argument names, found without
// a failing build; which values a field takes; the computed shard field.
#include <array>
#include <keyplate/schema.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using kp::detail::argument_problem;
using Primary = kp::index<"pk", "sk">;
using Event = kp::entity<
    "Event",
    kp::fields<kp::field<"eventId", kp::uint<12>>, kp::optional_field<"note", kp::string<16>>,
               kp::shard_field<"shard", 16, "eventId">>,
    kp::keys<Primary, "EVENTS#{shard}", "{eventId}">>;
template <std::size_t N>
constexpr argument_problem found(std::array<std::string_view, N> names) {
  return kp::detail::find_argument_problem<Event>(names).problem;
}
}  // namespace

TEST_CASE("each mistake of a call's names is found") {
  STATIC_REQUIRE(found<1>({"eventId"}) == argument_problem::none);
  STATIC_REQUIRE(found<2>({"eventId", "nope"}) == argument_problem::unknown_field);
  STATIC_REQUIRE(found<2>({"shard", "eventId"}) == argument_problem::computed_field);
  STATIC_REQUIRE(found<2>({"eventId", "eventId"}) == argument_problem::repeated);
  STATIC_REQUIRE(kp::detail::find_argument_problem<Event>(
                     std::array<std::string_view, 3>{"note", "eventId", "note"})
                     .at == 2);
}

TEST_CASE("the required fields a make misses") {
  STATIC_REQUIRE(kp::detail::find_missing_field<Event, 1>({"note"}) == 0);
  STATIC_REQUIRE(kp::detail::find_missing_field<Event, 1>({"eventId"}) == Event::field_count);
}

TEST_CASE("which values a field takes") {
  STATIC_REQUIRE(kp::detail::value_fits<Event, kp::named_value<"eventId", int>>());
  STATIC_REQUIRE(!kp::detail::value_fits<Event, kp::named_value<"eventId", std::string>>());
  STATIC_REQUIRE(
      kp::detail::value_fits<Event, kp::named_value<"note", std::optional<std::string>>>());
  STATIC_REQUIRE(!kp::detail::value_fits<Event, kp::named_value<"eventId", std::optional<int>>>());
}

TEST_CASE("make fills the shard; decode_item refuses a shard that is not the hash's") {
  const Event::values e = Event::make(kp::arg<"eventId">(42));
  CHECK(e.get<"shard">() < 16);
  kp::dynamodb::item it = Event::item(e);
  CHECK(Event::decode_item(it).value() == e);
  const std::uint64_t other = (e.get<"shard">() + 1) % 16;
  it.set("shard", {kp::attribute_kind::N, std::to_string(other)});
  const kp::result<Event::values> bad = Event::decode_item(it);
  REQUIRE(!bad);
  CHECK(bad.error().code == kp::error_code::key_mismatch);
  CHECK(bad.error().field == "shard");
  const std::optional<std::string> none;
  CHECK(!Event::make(kp::arg<"eventId">(1), kp::arg<"note">(none)).get<"note">().has_value());
}
