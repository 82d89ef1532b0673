#include <chrono>
#include <keyplate/schema.hpp>
#include <keyplate/schema/detail/native_queries.hpp>
#include <map>
#include <string>

#include "../native_shop.hpp"
#include "catch.hpp"

using namespace native_shop;
namespace ddb = kp::dynamodb;
using namespace std::chrono;

namespace {
constexpr sys_days jan(unsigned d) {
  return sys_days(year{2026} / January / day{d});
}
}  // namespace

// The checks of a query's arguments, found by constant evaluation (each mistake is also a
// must-not-compile case, which reads its message).
using keyplate::detail::find_native_query_problem;
using keyplate::detail::native_query_problem;
template <class... Args>
constexpr native_query_problem problem_of() {
  return find_native_query_problem<keyplate::detail::facts_of<Order>, ByRegion, Args...>().problem;
}
using TenantArg = kp::named_value<"tenantId", int>;
using RegionArg = kp::named_value<"region", const char*>;
using DayArg = kp::named_value<"day", sys_days>;
using DayFrom = kp::named_value<"day", kp::condition<sys_days>>;
using OrderArg = kp::named_value<"orderId", int>;
using OrderFrom = kp::named_value<"orderId", kp::condition<int>>;
using OrderPrefix = kp::named_value<"orderId", kp::partial>;
static_assert(problem_of<TenantArg, RegionArg>() == native_query_problem::none);
static_assert(problem_of<RegionArg, TenantArg, DayArg, OrderFrom>() == native_query_problem::none);
static_assert(problem_of<TenantArg>() == native_query_problem::partition_field_missing);
static_assert(problem_of<TenantArg, kp::named_value<"region", kp::partial>>() ==
              native_query_problem::partition_condition);
static_assert(problem_of<TenantArg, kp::named_value<"region", kp::condition<const char*>>>() ==
              native_query_problem::partition_condition);
static_assert(problem_of<TenantArg, RegionArg, OrderArg>() ==
              native_query_problem::sort_field_not_leading);
static_assert(problem_of<TenantArg, RegionArg, DayFrom, OrderArg>() ==
              native_query_problem::condition_not_last);
static_assert(problem_of<TenantArg, RegionArg, DayArg, OrderPrefix>() ==
              native_query_problem::partial_not_string);
static_assert(problem_of<TenantArg, RegionArg, TenantArg>() ==
              native_query_problem::repeated_field);
static_assert(problem_of<TenantArg, RegionArg, kp::named_value<"status", int>>() ==
              native_query_problem::unknown_field);
static_assert(problem_of<TenantArg, kp::named_value<"region", int>>() ==
              native_query_problem::value_type);

// Numbers compare by value, strings and binary by unsigned bytes.
TEST_CASE("native_less orders as DynamoDB orders key values") {
  using keyplate::detail::native_less;
  CHECK(native_less(ddb::attribute_value::number("9"), ddb::attribute_value::number("10")));
  CHECK(!native_less(ddb::attribute_value::number("10"), ddb::attribute_value::number("9")));
  CHECK(native_less(ddb::attribute_value::number("-1.5"), ddb::attribute_value::number("-1")));
  CHECK(native_less(ddb::attribute_value::string("10"), ddb::attribute_value::string("9")));
  CHECK(native_less(ddb::attribute_value::string("z"), ddb::attribute_value::string("\xc3\xa9")));
  CHECK(!native_less(ddb::attribute_value::string("a"), ddb::attribute_value::string("a")));
}

// ---- queries ----------------------------------------------------------------------------
TEST_CASE("a native query gives every partition attribute by value, each in its type") {
  const ddb::query_parts q =
      Order::query<ByRegion>(kp::arg<"region">("eu#1%"), kp::arg<"tenantId">(7));
  CHECK(q.index_name == std::optional<std::string>("gsi3"));
  CHECK(q.key_condition_expression == "#k0 = :k0 AND #k1 = :k1");
  CHECK(q.expression_attribute_names ==
        std::map<std::string, std::string>{{"#k0", "tenantId"}, {"#k1", "region"}});
  CHECK(q.expression_attribute_values.empty());
  CHECK(q.key_values == std::map<std::string, ddb::attribute_value>{
                            {":k0", ddb::attribute_value::number("7")},
                            {":k1", ddb::attribute_value::string("eu#1%")}});
}

TEST_CASE("a native query's sort attributes go left to right, the last by any condition") {
  const auto base = [](const auto&... more) {
    return Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"), more...);
  };
  CHECK(base(kp::arg<"day">(jan(5))).key_condition_expression ==
        "#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2");
  CHECK(base(kp::arg<"day">(jan(5))).key_values.at(":k2") ==
        ddb::attribute_value::string("2026-01-05"));
  const auto last = [&](const auto& condition) {
    return base(kp::arg<"day">(jan(5)), kp::arg<"orderId">(condition));
  };
  const std::string both = "#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2 AND ";
  CHECK(last(9).key_condition_expression == both + "#k3 = :k3");
  CHECK(last(kp::greater(9)).key_condition_expression == both + "#k3 > :k3");
  CHECK(last(kp::at_least(9)).key_condition_expression == both + "#k3 >= :k3");
  CHECK(last(kp::less(9)).key_condition_expression == both + "#k3 < :k3");
  CHECK(last(kp::at_most(9)).key_condition_expression == both + "#k3 <= :k3");
  const ddb::query_parts between = last(kp::between(9, 10));
  CHECK(between.key_condition_expression == both + "#k3 BETWEEN :k3 AND :k3end");
  CHECK(between.key_values.at(":k3") == ddb::attribute_value::number("9"));
  CHECK(between.key_values.at(":k3end") == ddb::attribute_value::number("10"));
  const ddb::query_parts prefix = base(kp::arg<"day">(kp::partial("2026-01")));
  CHECK(prefix.key_condition_expression == "#k0 = :k0 AND #k1 = :k1 AND begins_with(#k2, :k2)");
  CHECK(prefix.key_values.at(":k2") == ddb::attribute_value::string("2026-01"));
  const ddb::query_parts range = base(kp::arg<"day">(kp::between(jan(1), jan(9))));
  CHECK(range.key_condition_expression == "#k0 = :k0 AND #k1 = :k1 AND #k2 BETWEEN :k2 AND :k2end");
  CHECK(range.expression_attribute_names.size() == 3);
}

TEST_CASE("a native query compares values as DynamoDB does: numbers by value") {
  // "9" > "10" as text; as numbers 9 < 10, so this BETWEEN is valid, and the inverted one not.
  const auto q = [](const auto& c) {
    return Order::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                      kp::arg<"day">(jan(5)), kp::arg<"orderId">(c));
  };
  CHECK(q(kp::between(9, 10)).has_value());
  REQUIRE(!q(kp::between(10, 9)).has_value());
  CHECK(q(kp::between(10, 9)).error().code == kp::error_code::invalid_range);
  CHECK(q(kp::between(10, 9)).error().field == "orderId");
  const auto days = Order::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                               kp::arg<"day">(kp::between(jan(9), jan(1))));
  REQUIRE(!days.has_value());
  CHECK(days.error().code == kp::error_code::invalid_range);
}

TEST_CASE("a native query refuses what DynamoDB refuses, naming the attribute") {
  const auto empty = Order::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">(""));
  REQUIRE(!empty.has_value());
  CHECK(empty.error().code == kp::error_code::empty_value);
  CHECK(empty.error().field == "region");
  const auto prefix = Order::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                                 kp::arg<"day">(kp::partial("")));
  REQUIRE(!prefix.has_value());
  CHECK(prefix.error().code == kp::error_code::empty_value);
  CHECK(prefix.error().field == "day");
  const auto utf8 = Order::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                               kp::arg<"day">(kp::partial("\xff")));
  REQUIRE(!utf8.has_value());
  CHECK(utf8.error().code == kp::error_code::invalid_utf8);
  // A value its codec refuses: the codec's error, naming the field.
  const auto long_region = Order::try_query<ByRegion>(
      kp::arg<"tenantId">(7), kp::arg<"region">("a region of more than sixteen bytes"));
  REQUIRE(!long_region.has_value());
  CHECK(long_region.error().field == "region");
  CHECK_THROWS_AS(Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("")),
                  kp::key_error);
}

TEST_CASE("a native query takes the query options") {
  const ddb::query_parts q =
      Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"), kp::limit(3),
                             kp::descending, kp::filter(kp::attr<"status"> == "PLACED"));
  CHECK(q.limit == std::optional<std::uint32_t>(3));
  CHECK(q.order == ddb::scan_order::descending);
  CHECK(q.filter_expression == "#n0 = :v0");
  CHECK(q.expression_attribute_names.at("#n0") == "status");
  CHECK(q.filter_values.at(":v0") == ddb::attribute_value::string("PLACED"));
  CHECK(q.key_values.size() == 2);
}

TEST_CASE("Schema::query on a native index reads a partition across its entities") {
  const ddb::query_parts q =
      Shop::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"), kp::limit(2));
  CHECK(q.key_condition_expression == "#k0 = :k0 AND #k1 = :k1");
  CHECK(q.limit == std::optional<std::uint32_t>(2));
  CHECK(q == Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"), kp::limit(2)));
  // Its filter names only what every entity on the index declares.
  const ddb::query_parts f = Shop::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                                   kp::filter(kp::attr<"note"> != "x"));
  CHECK(f.filter_expression == "#n0 <> :v0");
  CHECK(f.expression_attribute_names.at("#n0") == "note");
}
