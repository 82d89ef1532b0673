// Tests dynamodb/page.hpp: what a page holds for a schema, an entity and `ddb::item`, and its
// comparison.
#include <keyplate/dynamodb/page.hpp>
#include <type_traits>
#include <vector>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
using Order = schema_shop::OrderWith<>;
using Shop =
    kp::schema<kp::indexes<schema_shop::Primary, schema_shop::ByStatus, schema_shop::ByEmail>,
               schema_shop::Customer, Order>;
}  // namespace

TEST_CASE("a page holds the values of what it is a page of") {
  STATIC_REQUIRE(std::is_same_v<ddb::page<Shop>::value_type, Shop::values>);
  STATIC_REQUIRE(std::is_same_v<ddb::page<Order>::value_type, Order::values>);
  STATIC_REQUIRE(std::is_same_v<ddb::page<ddb::item>::value_type, ddb::item>);
  STATIC_REQUIRE(std::is_same_v<decltype(ddb::page<Shop>::items), std::vector<Shop::values>>);
}

TEST_CASE("an empty page, and pages compared member by member") {
  ddb::page<ddb::item> a;
  CHECK(a.items.empty());
  CHECK(a.count == 0);
  CHECK(a.scanned_count == 0);
  CHECK_FALSE(a.last_evaluated_key.has_value());
  CHECK_FALSE(a.consumed_capacity.has_value());
  ddb::page<ddb::item> b = a;
  CHECK(a == b);
  b.consumed_capacity = 0.5;
  CHECK(a != b);
  b = a;
  b.last_evaluated_key = ddb::item{};
  CHECK(a != b);
  b = a;
  b.items.emplace_back();
  CHECK(a != b);
}
