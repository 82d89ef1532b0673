// Tests of schema/values.hpp: entity_values holds one item's values by field name, optional
// fields as std::optional, and compares by value.
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <optional>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using Primary = kp::index<"pk", "sk">;
using Note =
    kp::entity<"Note",
               kp::fields<kp::field<"id", kp::uint<6>>, kp::optional_field<"tag", kp::string<8>>>,
               kp::keys<Primary, "NOTE#{id}", "#">>;

static_assert(std::is_same_v<kp::detail::stored_value<kp::field<"a", kp::uint<>>>, std::uint64_t>);
static_assert(std::is_same_v<kp::detail::stored_value<kp::optional_field<"a", kp::string<>>>,
                             std::optional<std::string>>);
static_assert(!std::is_default_constructible_v<Note::values>);
}  // namespace

TEST_CASE("get returns each field's value, optional fields as std::optional") {
  const auto a = Note::make(kp::arg<"id">(7), kp::arg<"tag">("x"));
  const auto b = Note::make(kp::arg<"id">(7));
  CHECK(a.get<"id">() == 7);
  CHECK(a.get<"tag">() == std::optional<std::string>("x"));
  CHECK(!b.get<"tag">().has_value());
  CHECK(std::get<0>(a.as_tuple()) == 7);
}

TEST_CASE("values compare equal exactly when every field is equal") {
  const auto a = Note::make(kp::arg<"id">(7), kp::arg<"tag">("x"));
  CHECK(a == Note::make(kp::arg<"tag">("x"), kp::arg<"id">(7)));
  CHECK(a != Note::make(kp::arg<"id">(7)));
  CHECK(a != Note::make(kp::arg<"id">(8), kp::arg<"tag">("x")));
}

TEST_CASE("an optional field takes a std::optional, empty for no value") {
  static_assert(std::is_same_v<Note::values::entity_type, Note>);
  const std::optional<std::string> none;
  const std::optional<std::string> x = "x";
  CHECK(Note::make(kp::arg<"id">(7), kp::arg<"tag">(none)) == Note::make(kp::arg<"id">(7)));
  CHECK(Note::make(kp::arg<"id">(7), kp::arg<"tag">(x)) ==
        Note::make(kp::arg<"id">(7), kp::arg<"tag">("x")));
  const std::optional<std::string> bad = "a\xff";
  CHECK(Note::try_make(kp::arg<"id">(7), kp::arg<"tag">(bad)).error().field == "tag");
}
