// Tests of schema/detail/update_plan.hpp: the plan's action for each attribute, and the fields a
// rewritten key misses (the argument checks: update_checks.test.cpp).
#include <cstdint>
#include <keyplate/schema.hpp>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using P = kp::detail::schema_problem;
using kp::detail::attribute_action;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByOwner = kp::index<"gsi2pk", "gsi2sk", "gsi2">;
// A task: a sparse status index (status, then owner), and an owner index.
using Task = kp::entity<
    "Task",
    kp::fields<kp::field<"taskId", kp::uint<>>, kp::field<"owner", kp::string<32>>,
               kp::optional_field<"status", kp::string<16>>, kp::field<"title", kp::string<64>>>,
    kp::keys<Primary, "TASK#{taskId}", "#METADATA">,
    kp::keys<ByStatus, "STATUS#{status}", "{owner}#{taskId}">,
    kp::keys<ByOwner, "OWNER#{owner}", "{taskId}">>;

using Id = kp::named_value<"taskId", int>;
template <class... Args>
using plan = kp::detail::update_plan<Task, Args...>;
using attrs = kp::detail::item_attributes<Task>;

// Two steps are one template argument when this is one type.
template <kp::detail::attribute_step>
struct same_step {};

// The position of attribute `name` among the item's attributes.
constexpr std::size_t attribute(std::string_view name) {
  for (std::size_t s = 0; s != attrs::attribute_count; ++s) {
    if (attrs::attribute_name(attrs::attributes[s]) == name) return s;
  }
  return attrs::attribute_count;
}
}  // namespace

TEST_CASE("the primary key fields, exactly") {
  using kp::detail::primary_problem;
  STATIC_REQUIRE(kp::detail::find_primary_problem<Task, Id>().problem == primary_problem::none);
  STATIC_REQUIRE(kp::detail::find_primary_problem<Task>().problem ==
                 primary_problem::primary_field_missing);
  constexpr auto c =
      kp::detail::find_primary_problem<Task, Id, kp::named_value<"owner", std::string>>();
  STATIC_REQUIRE(c.problem == primary_problem::not_primary_field);
  STATIC_REQUIRE(c.at == 1);
}

TEST_CASE("a key this update rewrites needs all its fields") {
  // Setting the owner rewrites both index keys; the status index also needs the status.
  using SetOwner = plan<Id, kp::set_value<"owner", std::string>>;
  STATIC_REQUIRE(SetOwner::missing_field == Task::field_index("status"));
  using Known =
      plan<Id, kp::set_value<"owner", std::string>, kp::known_value<"status", std::string>>;
  STATIC_REQUIRE(Known::missing_field == Task::field_count);
  STATIC_REQUIRE(Known::actions[attribute("gsi2pk")] == attribute_action::write);
  STATIC_REQUIRE(Known::actions[attribute("gsi1sk")] == attribute_action::write);
  STATIC_REQUIRE(Known::actions[attribute("pk")] == attribute_action::keep);
  STATIC_REQUIRE(Known::actions[attribute("title")] == attribute_action::keep);
  STATIC_REQUIRE(Known::undecidable_at == Known::attribute_count);
}

TEST_CASE("unsetting the status removes its sparse index's keys") {
  using Unset = plan<Id, kp::unset_field<"status">>;
  STATIC_REQUIRE(Unset::changed != 0);
  STATIC_REQUIRE(Unset::actions[attribute("status")] == attribute_action::remove);
  STATIC_REQUIRE(Unset::actions[attribute("gsi1pk")] == attribute_action::remove);
  STATIC_REQUIRE(Unset::actions[attribute("gsi1sk")] == attribute_action::remove);
  STATIC_REQUIRE(Unset::actions[attribute("gsi2pk")] == attribute_action::keep);
  STATIC_REQUIRE(plan<Id>::changed == 0);  // nothing to change: update_nothing
}

TEST_CASE("the update request follows the plan") {
  const kp::dynamodb::update_parts u =
      Task::update(kp::arg<"taskId">(7), kp::set<"title">(std::string("write tests")));
  CHECK(u.update_expression == "SET #a" + std::to_string(attribute("title")) + " = :a" +
                                   std::to_string(attribute("title")));
  CHECK(u.condition_expression == "attribute_exists(#pk)");
}

TEST_CASE("an update operator changes its field alone, and the plan knows which operator") {
  using Keep = kp::operator_value<kp::update_operator::set_if_absent, "title", std::string>;
  using Plan = plan<Id, Keep>;
  constexpr std::size_t title = Task::field_index("title");
  STATIC_REQUIRE(Plan::operated == (std::uint64_t{1} << title));
  STATIC_REQUIRE(Plan::changed == Plan::operated);
  STATIC_REQUIRE(Plan::set == 0);
  STATIC_REQUIRE(Plan::operator_on<title> == kp::update_operator::set_if_absent);
  STATIC_REQUIRE(Plan::actions[attribute("title")] == attribute_action::write);
  for (const char* key : {"gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "pk", "sk"}) {
    CHECK(Plan::actions[attribute(key)] == attribute_action::keep);
  }
}

TEST_CASE("each attribute's step: its action, whether it is known or operated, and the operator") {
  using Counted = kp::entity<
      "Counted",
      kp::fields<kp::field<"id", kp::uint<>>, kp::field<"owner", kp::string<32>>,
                 kp::attribute<"points", std::int64_t>, kp::attribute<"note", std::string>>,
      kp::keys<Primary, "COUNTED#{id}", "#METADATA">, kp::keys<ByOwner, "OWNER#{owner}", "{id}">>;
  using counted = kp::detail::item_attributes<Counted>;
  constexpr auto at = [](std::string_view name) {
    std::size_t s = 0;
    while (s != counted::attribute_count &&
           counted::attribute_name(counted::attributes[s]) != name) {
      ++s;
    }
    return s;
  };
  using Plan = kp::detail::update_plan<Counted, kp::named_value<"id", int>,
                                       kp::known_value<"owner", std::string>,
                                       kp::operator_value<kp::update_operator::add, "points", int>>;
  constexpr kp::detail::attribute_step points = Plan::step<at("points")>;
  STATIC_REQUIRE(points.what == attribute_action::write);
  STATIC_REQUIRE(points.operated);
  STATIC_REQUIRE(!points.known_field);
  STATIC_REQUIRE(points.op == kp::update_operator::add);
  constexpr kp::detail::attribute_step owner = Plan::step<at("owner")>;
  STATIC_REQUIRE(owner.what == attribute_action::keep);
  STATIC_REQUIRE(owner.known_field);
  STATIC_REQUIRE(!owner.operated);
  // What the call does not touch has the same step in every update, so one function serves
  // all of them (entity_update.hpp's add_to_update).
  using Other = kp::detail::update_plan<Counted, kp::named_value<"id", int>,
                                        kp::set_value<"note", std::string>>;
  constexpr kp::detail::attribute_step untouched = Plan::step<at("gsi2pk")>;
  STATIC_REQUIRE(untouched.what == attribute_action::keep);
  STATIC_REQUIRE(!untouched.known_field);
  STATIC_REQUIRE(!untouched.operated);
  STATIC_REQUIRE(
      std::is_same_v<same_step<Plan::step<at("gsi2pk")>>, same_step<Other::step<at("gsi2pk")>>>);
  STATIC_REQUIRE(Other::step<at("note")>.what == attribute_action::write);
}
