// kp::add, kp::remove_from, kp::append, kp::prepend and kp::set_if_absent in Entity::update:
// the action each writes, its names and values, and how they join the update's other clauses,
// its version step and its kp::when. (Their compile-time checks: detail/update_checks.test.cpp
// and the must-not-compile cases update_*; run on DynamoDB's API: integration/conditions_moto.)
#include <cstdint>
#include <keyplate/schema.hpp>
#include <map>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using names = std::map<std::string, std::string>;
using values = std::map<std::string, av>;
using Primary = kp::index<"pk", "sk">;
using ByTier = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

// A loyalty card: its tier keys an index; points, tags, codes (a number set), history and
// firstSeen are data. Its attributes in name order (the update's `#aS` is the S-th):
// cardId 0, codes 1, firstSeen 2, gsi1pk 3, gsi1sk 4, history 5, name 6, pk 7, points 8, sk 9,
// tags 10, tier 11, version 12.
using Card = kp::entity<
    "Card",
    kp::fields<kp::field<"cardId", kp::uint<>>, kp::field<"tier", kp::string<8>>,
               kp::attribute<"points", std::int64_t>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"codes", std::set<std::int64_t>>,
               kp::optional_attribute<"history", std::vector<std::string>>,
               kp::optional_attribute<"firstSeen", kp::number>,
               kp::optional_attribute<"name", std::string>, kp::version_attribute<"version">>,
    kp::keys<Primary, "CARD#{cardId}", "#">, kp::keys<ByTier, "TIER#{tier}", "CARD#{cardId}">>;

// (A named argument refers to its value: `id` refers to `card`, which outlives it.)
constexpr int card = 7;
const auto id = kp::arg<"cardId">(card);
using strings = std::set<std::string>;
using lines = std::vector<std::string>;
}  // namespace

TEST_CASE("update operators: an operator is its kind, its field's name and its operand's type",
          "[update_operators]") {
  using op = kp::update_operator;
  STATIC_REQUIRE(kp::operator_value<op::add, "points", int>::op == op::add);
  STATIC_REQUIRE(
      std::is_same_v<decltype(kp::add<"points">(10)), kp::operator_value<op::add, "points", int>>);
  STATIC_REQUIRE(decltype(kp::set_if_absent<"title">(std::string()))::op == op::set_if_absent);
  STATIC_REQUIRE(decltype(kp::remove_from<"tags">(std::set<std::string>()))::name.view() == "tags");
}

TEST_CASE("update operators: each one's action, names and values", "[update_operators]") {
  ddb::update_parts u = Card::update(id, kp::add<"points">(10), kp::at_version(1));
  CHECK(u.update_expression == "SET #version = :next ADD #a8 :a8");
  CHECK(u.expression_attribute_names.at("#a8") == "points");
  CHECK(u.expression_attribute_values.at(":a8") == av::number("10"));
  CHECK(u.condition_expression == "attribute_exists(#pk) AND #version = :version");

  u = Card::update(id, kp::add<"points">(-3), kp::at_version(1));  // subtracting is adding
  CHECK(u.expression_attribute_values.at(":a8") == av::number("-3"));

  u = Card::update(id, kp::add<"tags">(strings{"gift", "new"}), kp::at_version(1));
  CHECK(u.update_expression == "SET #version = :next ADD #a10 :a10");
  CHECK(u.expression_attribute_values.at(":a10") == av::string_set({"gift", "new"}));

  u = Card::update(id, kp::add<"codes">(std::set<std::int64_t>{3, 12}), kp::at_version(1));
  CHECK(u.expression_attribute_values.at(":a1") == av::number_set({"12", "3"}));

  u = Card::update(id, kp::remove_from<"tags">(strings{"gift"}), kp::at_version(1));
  CHECK(u.update_expression == "SET #version = :next DELETE #a10 :a10");
  CHECK(u.expression_attribute_values.at(":a10") == av::string_set({"gift"}));

  u = Card::update(id, kp::append<"history">(lines{"joined", "upgraded"}), kp::at_version(1));
  CHECK(u.update_expression ==
        "SET #a5 = list_append(if_not_exists(#a5, :e5), :a5), #version = :next");
  CHECK(u.expression_attribute_values.at(":e5") == av::list({}));
  CHECK(u.expression_attribute_values.at(":a5") ==
        av::list({av::string("joined"), av::string("upgraded")}));

  u = Card::update(id, kp::prepend<"history">(lines{"first"}), kp::at_version(1));
  CHECK(u.update_expression ==
        "SET #a5 = list_append(:a5, if_not_exists(#a5, :e5)), #version = :next");

  u = Card::update(id, kp::set_if_absent<"firstSeen">(kp::number("20261205")), kp::at_version(1));
  CHECK(u.update_expression == "SET #a2 = if_not_exists(#a2, :a2), #version = :next");
  CHECK(u.expression_attribute_names.at("#a2") == "firstSeen");
  CHECK(u.expression_attribute_values.at(":a2") == av::number("20261205"));
}

TEST_CASE("update operators beside set, unset, the version and kp::when", "[update_operators]") {
  const ddb::update_parts u = Card::update(
      id, kp::set<"tier">(std::string("GOLD")), kp::unset<"name">, kp::add<"points">(100),
      kp::remove_from<"tags">(strings{"trial"}), kp::append<"history">(lines{"gold"}),
      kp::any_version, kp::when(kp::attr<"points"> >= 900));
  // The tier's index keys are rebuilt (the operators' fields build no key), as `item` writes them.
  CHECK(u.update_expression ==
        "SET #a3 = :a3, #a4 = :a4, #a5 = list_append(if_not_exists(#a5, :e5), :a5), "
        "#a11 = :a11 REMOVE #a6 ADD #a8 :a8, #version :next DELETE #a10 :a10");
  const ddb::item gold = Card::item(
      Card::make(id, kp::arg<"tier">(std::string("GOLD")), kp::arg<"points">(std::int64_t{0})));
  CHECK(u.expression_attribute_values.at(":a3") == av::string("TIER#GOLD"));
  CHECK(u.expression_attribute_values.at(":a4").text == gold.find("gsi1sk")->text);
  // kp::when names `points` by the update's placeholder for it; its value is its own.
  CHECK(u.condition_expression == "attribute_exists(#pk) AND #a8 >= :v0");
  CHECK(u.expression_attribute_values.at(":v0") == av::number("900"));
  // Every placeholder defined is used once in the text (DynamoDB rejects unused ones).
  const std::string text = u.update_expression + ' ' + u.condition_expression;
  for (const auto& [placeholder, name] : u.expression_attribute_names) {
    CHECK(text.find(placeholder) != std::string::npos);
  }
  for (const auto& [placeholder, value] : u.expression_attribute_values) {
    CHECK(text.find(placeholder) != std::string::npos);
  }
}

TEST_CASE("an empty set added or removed changes nothing and names nothing", "[update_operators]") {
  // DynamoDB has no empty set: the action is left out rather than sent as an invalid value.
  const ddb::update_parts u = Card::update(id, kp::add<"tags">(strings{}),
                                           kp::remove_from<"codes">(std::set<std::int64_t>{}),
                                           kp::add<"points">(1), kp::at_version(2));
  CHECK(u.update_expression == "SET #version = :next ADD #a8 :a8");
  CHECK(u.expression_attribute_names ==
        names{{"#a8", "points"}, {"#pk", "pk"}, {"#version", "version"}});
  CHECK(u.expression_attribute_values == values{{":a8", av::number("1")},
                                                {":next", av::number("3")},
                                                {":version", av::number("2")}});
}
