// Tests of schema/detail/update_checks.hpp: each kind of mistake of an update's arguments is
// found by constant evaluation, without a failing build (the messages themselves: the
// must-not-compile cases schema_update_* and schema_version_*).
#include <array>
#include <cstdint>
#include <keyplate/schema.hpp>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "../../catch.hpp"

namespace kp = keyplate;

namespace {
using P = kp::detail::schema_problem;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Task =
    kp::entity<"Task",
               kp::fields<kp::field<"taskId", kp::uint<>>, kp::field<"owner", kp::string<32>>,
                          kp::optional_field<"status", kp::string<16>>,
                          kp::field<"title", kp::string<64>>, kp::version_attribute<"version">>,
               kp::keys<Primary, "TASK#{taskId}", "#METADATA">,
               kp::keys<ByStatus, "STATUS#{status}", "{owner}#{taskId}">>;

using Id = kp::named_value<"taskId", int>;
template <class Arg>
constexpr P argument_problem = kp::detail::find_update_argument_problem<Task, Arg>();
}  // namespace

TEST_CASE("each argument's own mistake is found") {
  STATIC_REQUIRE(argument_problem<kp::set_value<"title", std::string>> == P::none);
  STATIC_REQUIRE(argument_problem<kp::set_value<"taskId", int>> == P::update_sets_primary);
  STATIC_REQUIRE(argument_problem<kp::known_value<"taskId", int>> == P::known_primary_field);
  STATIC_REQUIRE(argument_problem<kp::unset_field<"title">> == P::unset_required_field);
  STATIC_REQUIRE(argument_problem<kp::unset_field<"status">> == P::none);
  STATIC_REQUIRE(argument_problem<kp::set_value<"title", double>> == P::value_type);
  STATIC_REQUIRE(argument_problem<kp::named_value<"taskId", const char*>> == P::value_type);
  STATIC_REQUIRE(kp::detail::find_bad_update_argument<Task, Id, kp::set_value<"title", std::string>,
                                                      kp::unset_field<"title">>() == 2);
}

TEST_CASE("the version attribute is the write's to set; a version argument is no field") {
  STATIC_REQUIRE(argument_problem<kp::set_value<"version", std::uint64_t>> == P::version_written);
  STATIC_REQUIRE(argument_problem<kp::known_value<"version", std::uint64_t>> == P::version_written);
  STATIC_REQUIRE(argument_problem<kp::expected_version> == P::none);
  STATIC_REQUIRE(kp::detail::find_bad_update_argument<Task, Id, kp::expected_version,
                                                      kp::set_value<"title", std::string>>() == 3);
}

namespace {
// Data attributes of each kind beside a key built from `tier` (by the status index) and the
// primary key's `cardId`.
using Card = kp::entity<
    "Card",
    kp::fields<kp::field<"cardId", kp::uint<>>, kp::field<"tier", kp::string<8>>,
               kp::attribute<"points", std::int64_t>, kp::attribute<"label", std::string>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"history", std::vector<std::string>>,
               kp::optional_attribute<"raw", kp::dynamodb::attribute_value>>,
    kp::keys<Primary, "CARD#{cardId}", "#">, kp::keys<ByStatus, "TIER#{tier}", "{cardId}">>;
template <kp::update_operator Op, kp::fixed_string Name, class V>
constexpr P operator_problem =
    kp::detail::find_update_argument_problem<Card, kp::operator_value<Op, Name, V>>();
using op = kp::update_operator;
using strings = std::set<std::string>;
using list = std::vector<std::string>;
template <kp::fixed_string Name>
constexpr std::string_view key_of = kp::detail::item_attributes<
    Card>::names[kp::detail::operator_key_at<Card, Card::field_index(Name.view())>()];
}  // namespace

TEST_CASE("an update operator on a field a key is built from: the key it names") {
  STATIC_REQUIRE(operator_problem<op::set_if_absent, "tier", std::string> ==
                 P::operator_on_key_field);
  STATIC_REQUIRE(operator_problem<op::add, "cardId", int> == P::operator_on_key_field);
  STATIC_REQUIRE(key_of<"tier"> == "gsi1pk");
  STATIC_REQUIRE(key_of<"cardId"> == "gsi1sk");  // the first by name of pk and gsi1sk
  STATIC_REQUIRE(kp::detail::operator_key_at<Card, Card::field_index("points")>() ==
                 kp::detail::item_attributes<Card>::attribute_count);
}

TEST_CASE("each update operator's field type and operand") {
  STATIC_REQUIRE(operator_problem<op::add, "points", int> == P::none);
  STATIC_REQUIRE(operator_problem<op::add, "tags", strings> == P::none);
  STATIC_REQUIRE(operator_problem<op::add, "raw", kp::dynamodb::attribute_value> == P::none);
  STATIC_REQUIRE(operator_problem<op::add, "label", std::string> == P::add_type);
  STATIC_REQUIRE(operator_problem<op::add, "history", list> == P::add_type);
  STATIC_REQUIRE(operator_problem<op::add, "points", std::string> == P::value_type);

  STATIC_REQUIRE(operator_problem<op::remove_from, "tags", strings> == P::none);
  STATIC_REQUIRE(operator_problem<op::remove_from, "points", int> == P::remove_from_type);
  STATIC_REQUIRE(operator_problem<op::remove_from, "tags", std::string> == P::value_type);

  STATIC_REQUIRE(operator_problem<op::append, "history", list> == P::none);
  STATIC_REQUIRE(operator_problem<op::prepend, "history", list> == P::none);
  STATIC_REQUIRE(operator_problem<op::append, "tags", strings> == P::append_type);
  STATIC_REQUIRE(operator_problem<op::prepend, "label", std::string> == P::append_type);
  STATIC_REQUIRE(operator_problem<op::append, "history", std::string> == P::value_type);

  STATIC_REQUIRE(operator_problem<op::set_if_absent, "label", std::string> == P::none);
  STATIC_REQUIRE(operator_problem<op::set_if_absent, "tags", strings> == P::none);
  STATIC_REQUIRE(operator_problem<op::set_if_absent, "points", strings> == P::value_type);
}

TEST_CASE("update operators pass the update's checks; two on one field do not") {
  using Card_id = kp::named_value<"cardId", int>;
  STATIC_REQUIRE(
      kp::detail::update_args_ok<Card, Card_id, kp::operator_value<op::add, "points", int>,
                                 kp::operator_value<op::append, "history", list>,
                                 kp::set_value<"label", char[3]>>());
  STATIC_REQUIRE(kp::detail::find_argument_problem<Card>(
                     std::array<std::string_view, 3>{"cardId", "points", "points"})
                     .problem == kp::detail::argument_problem::repeated);
}
