#include <keyplate/schema.hpp>
#include <keyplate/schema/detail/native_checks.hpp>
#include <string>
#include <string_view>

#include "../native_shop.hpp"
#include "catch.hpp"

using namespace native_shop;
namespace ddb = kp::dynamodb;
namespace detail = keyplate::detail;
using kp::attribute_kind;

using Unsorted = kp::native_index<"gsi4", kp::partition<"tenantId">>;

// A field's type as a native key attribute: S, N or B; BOOL for what cannot be one.
using OrderFacts = detail::facts_of<Order>;
static_assert(detail::native_attribute_kind<OrderFacts>("tenantId") == attribute_kind::N);
static_assert(detail::native_attribute_kind<OrderFacts>("region") == attribute_kind::S);
static_assert(detail::native_attribute_kind<OrderFacts>("day") == attribute_kind::S);
static_assert(detail::native_attribute_kind<OrderFacts>("note") == attribute_kind::BOOL);  // data

using Flagged = kp::entity<"Flagged",
                           kp::fields<kp::field<"id", kp::uint<>>, kp::field<"flag", kp::boolean>,
                                      kp::field<"at", kp::ulid>>,
                           kp::keys<Primary, "F#{id}", "F">>;
using FlaggedFacts = detail::facts_of<Flagged>;
static_assert(detail::native_attribute_kind<FlaggedFacts>("flag") == attribute_kind::BOOL);
static_assert(detail::native_attribute_kind<FlaggedFacts>("at") == attribute_kind::S);

// An entity's native mistakes, found by constant evaluation (each is also a must-not-compile
// case, which reads its message).
using detail::native_problem;
// (The facts alone: an entity of them would report the mistake.)
using Missing = detail::entity_facts<
    "Missing", kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<8>>>,
    kp::keys<Primary, "T#{tenantId}", "M">, kp::keys<ByRegion>>;
static_assert(detail::find_native_entity_problem<Missing>().check.problem ==
              native_problem::field_missing);
static_assert(detail::find_native_entity_problem<Missing>().check.attribute == 2);  // day
using Twice = detail::entity_facts<"Twice", kp::fields<kp::field<"tenantId", kp::uint<>>>,
                                   kp::keys<Primary, "T#{tenantId}", "M">, kp::keys<Unsorted>,
                                   kp::keys<Unsorted>>;
static_assert(detail::find_native_entity_problem<Twice>().check.problem == native_problem::twice);
static_assert(detail::find_native_entity_problem<Twice>().index == 1);
static_assert(detail::find_native_entity_problem<OrderFacts>().check.problem ==
              native_problem::none);
using Templated = detail::entity_facts<
    "Templated", kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<8>>>,
    kp::keys<Primary, "T#{tenantId}", "M">, kp::keys<Unsorted, "T#{tenantId}">>;
static_assert(detail::find_native_entity_problem<Templated>().check.problem ==
              native_problem::templates);
static_assert(detail::find_native_entity_problem<Templated>().index == 0);
// A key attribute stored as BOOL (a boolean field, or a data attribute, which has no codec).
template <class Region>
using RegionAs =
    detail::entity_facts<"RegionAs", kp::fields<kp::field<"tenantId", kp::uint<>>, Region>,
                         kp::keys<Primary, "T#{tenantId}", "M">,
                         kp::keys<kp::native_index<"gsi5", kp::partition<"tenantId", "region">>>>;
static_assert(detail::find_native_entity_problem<RegionAs<kp::field<"region", kp::boolean>>>()
                  .check.problem == native_problem::attribute_type);
static_assert(detail::find_native_entity_problem<RegionAs<kp::field<"region", kp::boolean>>>()
                  .check.attribute == 1);  // region
static_assert(detail::find_native_entity_problem<RegionAs<kp::attribute<"region", std::string>>>()
                  .check.problem == native_problem::attribute_type);
static_assert(detail::find_native_entity_problem<RegionAs<kp::field<"region", kp::string<8>>>>()
                  .check.problem == native_problem::none);

// The schema's: one type per attribute across every entity with a field of that name (the
// entity that differs from the first, and the attribute's position in the index).
using NumericRegion =
    kp::entity<"NumericRegion",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::uint<>>>,
               kp::keys<Primary, "T#{tenantId}", "N">>;
static_assert(detail::find_native_type_clash<ByRegion, Order, Refund>().entity == 2);
static_assert(detail::find_native_type_clash<ByRegion, Order, Customer, NumericRegion>().entity ==
              2);
static_assert(
    detail::find_native_type_clash<ByRegion, Order, Customer, NumericRegion>().attribute == 1);
// Not on the index, but its items would hold the attribute: DynamoDB refuses them too.
static_assert(detail::find_native_type_clash<ByRegion, NumericRegion, Order>().entity == 1);

TEST_CASE("add_native_types declares a native index's number attributes as N") {
  ddb::table_definition t;
  detail::add_native_types<ByRegion, Customer, Order, Refund>(t);
  CHECK(t.attribute_types == std::map<std::string, attribute_kind>{{"tenantId", attribute_kind::N},
                                                                   {"orderId", attribute_kind::N}});
  ddb::table_definition none;
  detail::add_native_types<ByStatus, Customer, Order, Refund>(none);  // not native: nothing
  CHECK(none.attribute_types.empty());
}

TEST_CASE("empty_native_attribute names the first empty string of a native key attribute") {
  ddb::item it;
  it.set("tenantId", ddb::attribute_value::number("7"));
  it.set("region", ddb::attribute_value::string(""));
  it.set("note", ddb::attribute_value::string(""));
  const auto find = [&it](std::string_view name) { return it.find(name); };
  const kp::error e = detail::empty_native_attribute<OrderFacts>(find);
  CHECK(e.code == kp::error_code::empty_value);
  CHECK(e.field == "region");
  it.set("region", ddb::attribute_value::string("eu"));
  CHECK(detail::empty_native_attribute<OrderFacts>(find).code == kp::error_code::none);
  // An entity on no native index checks nothing.
  it.set("region", ddb::attribute_value::string(""));
  CHECK(detail::empty_native_attribute<detail::facts_of<Customer>>(find).code ==
        kp::error_code::none);
}

// An entity off the index with a field of each of its attribute names: DynamoDB would index its
// items there too. Refund is on it; NumericRegion lacks day and orderId.
using Stray = kp::entity<
    "Stray",
    kp::fields<kp::field<"tenantId", kp::uint<>>, kp::optional_field<"region", kp::string<8>>,
               kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<>>>,
    kp::keys<Primary, "T#{tenantId}", "S#{orderId}">>;
static_assert(detail::find_native_undeclared<ByRegion, Order, Refund, NumericRegion>() == 3);
static_assert(detail::find_native_undeclared<ByRegion, Order, Stray, Refund>() == 1);
