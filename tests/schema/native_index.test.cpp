#include <chrono>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/schema/native_index.hpp>
#include <string>
#include <tuple>
#include <type_traits>

#include "catch.hpp"
#include "native_shop.hpp"

using namespace native_shop;
namespace ddb = kp::dynamodb;
using namespace std::chrono;

// ---- the declaration --------------------------------------------------------------------
static_assert(ByRegion::is_native && !ByRegion::is_table && ByRegion::has_sort);
static_assert(!Primary::is_native && !ByStatus::is_native);
static_assert(ByRegion::name == "gsi3");
static_assert(ByRegion::partition_count == 2 && ByRegion::sort_count == 2);
static_assert(ByRegion::attributes[0] == "tenantId" && ByRegion::attributes[3] == "orderId");
static_assert(ByRegion::position("day") == 2 && ByRegion::position("pk") == 4);
static_assert(ByRegion::uses("region") && !ByRegion::uses("status"));
using Unsorted = kp::native_index<"gsi4", kp::partition<"a", "b", "c", "d">>;
static_assert(!Unsorted::has_sort && Unsorted::sort_count == 0 && Unsorted::partition_count == 4);

// A native index is apart from an entity's template keys: its keys_list holds the others only.
static_assert(Order::has_native<ByRegion> && !Order::has_index<ByRegion>);
static_assert(Order::has_index<ByStatus> && !Order::has_native<ByStatus>);
static_assert(!Customer::has_native<ByRegion>);
static_assert(std::tuple_size_v<Order::keys_list> == 2);
static_assert(std::is_same_v<Order::native_list, std::tuple<ByRegion>>);
static_assert(std::is_same_v<Customer::native_list, std::tuple<>>);
static_assert(Order::valid && Refund::valid && Shop::valid);

// Nothing keeps entities apart in a native partition: every pair on it is a neighbour.
static_assert(Shop::neighbours<ByRegion>[1][2] && Shop::neighbours<ByRegion>[2][1]);
static_assert(!Shop::neighbours<ByRegion>[0][1] && !Shop::neighbours<ByRegion>[1][0]);
static_assert(!Shop::neighbours<ByRegion>[1][1]);

namespace {
constexpr sys_days jan(unsigned d) {
  return sys_days(year{2026} / January / day{d});
}
Order::values order(std::uint64_t id, const char* region) {
  return Order::make(kp::arg<"tenantId">(7), kp::arg<"region">(region), kp::arg<"day">(jan(5)),
                     kp::arg<"orderId">(id), kp::arg<"note">("n"));
}
}  // namespace

// ---- the request texts ------------------------------------------------------------------
TEST_CASE("a native query's body carries its typed key values, both writers alike") {
  const ddb::query_parts q = Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                                    kp::arg<"day">(kp::partial("2026")));
  const nlohmann::json j = q;
  CHECK(j.at("ExpressionAttributeValues") ==
        nlohmann::json::parse(R"({":k0":{"N":"7"},":k1":{"S":"eu"},":k2":{"S":"2026"}})"));
  CHECK(nlohmann::json::parse(ddb::to_json_text(q)) == j);
  // And back: the key condition's typed values into key_values, not the template strings.
  CHECK(j.get<ddb::query_parts>() == q);
}

TEST_CASE("table_definition types a native index's attributes and lists its key in order") {
  const ddb::table_definition t = Shop::table_definition("shop");
  CHECK(t.attribute_names == std::vector<std::string>{"pk", "sk", "gsi1pk", "gsi1sk", "tenantId",
                                                      "region", "day", "orderId"});
  CHECK(t.attribute_types ==
        std::map<std::string, kp::attribute_kind>{{"tenantId", kp::attribute_kind::N},
                                                  {"orderId", kp::attribute_kind::N}});
  REQUIRE(t.global_secondary_indexes.size() == 2);
  CHECK(t.global_secondary_indexes[1].index_name == "gsi3");
  CHECK(t.global_secondary_indexes[1].key_schema ==
        std::vector<ddb::key_schema_element>{
            {"tenantId", "HASH"}, {"region", "HASH"}, {"day", "RANGE"}, {"orderId", "RANGE"}});
  const nlohmann::json j = t;
  CHECK(j.at("AttributeDefinitions")[4] ==
        nlohmann::json::parse(R"({"AttributeName":"tenantId","AttributeType":"N"})"));
  CHECK(j.at("AttributeDefinitions")[5] ==
        nlohmann::json::parse(R"({"AttributeName":"region","AttributeType":"S"})"));
  CHECK(nlohmann::json::parse(ddb::to_json_text(t)) == j);
  CHECK(j.get<ddb::table_definition>() == t);
}

// ---- items and writes -------------------------------------------------------------------
TEST_CASE("an item on a native index is its fields: no key attribute is added") {
  const ddb::item it = Order::item(order(9, "eu"));
  CHECK(it.find("region")->text == "eu");
  CHECK(it.find("orderId")->type() == kp::attribute_kind::N);
  CHECK(it.size() == 7);  // pk, sk, tenantId, region, day, orderId, note (no status: no gsi1)
  CHECK(Order::decode_item(it).value() == order(9, "eu"));
  CHECK(Shop::identify(it).value().index() == 1);
  // Without a region the item is not in the index (sparse).
  const ddb::item none = Order::item(Order::make(kp::arg<"tenantId">(7), kp::arg<"day">(jan(5)),
                                                 kp::arg<"orderId">(9), kp::arg<"note">("n")));
  CHECK(none.find("region") == nullptr);
}

TEST_CASE("an update of a native key field is a plain SET; unset leaves the index") {
  // (Order's day also builds gsi1sk, a template key: setting it there needs the status.)
  const ddb::update_parts u =
      Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(9), kp::set<"region">("us"));
  // (attributes by name: day, gsi1pk, gsi1sk, note, orderId, pk, region: #a6)
  CHECK(u.update_expression == "SET #a6 = :a6");
  CHECK(u.expression_attribute_names.size() == 2);  // #pk and region
  CHECK(u.expression_attribute_names.at("#a6") == "region");
  CHECK(u.expression_attribute_values.at(":a6") == ddb::attribute_value::string("us"));
  CHECK(u.condition_expression == "attribute_exists(#pk)");
  const ddb::update_parts x =
      Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(9), kp::unset<"region">);
  CHECK(x.update_expression == "REMOVE #a6");
}

TEST_CASE("a write refuses an empty string for a native key attribute, as DynamoDB does") {
  const auto put = Order::try_put(order(9, ""));
  REQUIRE(!put.has_value());
  CHECK(put.error().code == kp::error_code::empty_value);
  CHECK(put.error().field == "region");
  CHECK(Order::try_put(order(9, "eu")).has_value());
  const auto update =
      Order::try_update(kp::arg<"tenantId">(7), kp::arg<"orderId">(9), kp::set<"region">(""));
  REQUIRE(!update.has_value());
  CHECK(update.error().code == kp::error_code::empty_value);
  CHECK(update.error().field == "region");
  const auto upsert = Order::try_upsert(order(9, ""));
  REQUIRE(!upsert.has_value());
  CHECK(upsert.error().field == "region");
  // A field of another name may be empty: only index keys are refused.
  CHECK(Order::try_put(Order::make(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                   kp::arg<"day">(jan(5)), kp::arg<"orderId">(9),
                                   kp::arg<"note">("")))
            .has_value());
}

// ---- paging -----------------------------------------------------------------------------
TEST_CASE("Schema::resume continues a native query only from a key of its own pages") {
  const ddb::query_parts q = Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                                    kp::arg<"day">(kp::between(jan(1), jan(9))));
  // A LastEvaluatedKey of the index: the table's keys and every attribute of the index.
  ddb::item last;
  last.set("pk", ddb::attribute_value::string("TENANT#7"));
  last.set("sk", ddb::attribute_value::string("ORDER#0000000009"));
  last.set("tenantId", ddb::attribute_value::number("7"));
  last.set("region", ddb::attribute_value::string("eu"));
  last.set("day", ddb::attribute_value::string("2026-01-05"));
  last.set("orderId", ddb::attribute_value::number("9"));
  const std::string cursor = Shop::cursor(last);
  CHECK(Shop::resume(q, cursor).value() == last);
  // Outside the query's range of days, or of another partition: not this query's.
  ddb::item later = last;
  later.set("day", ddb::attribute_value::string("2026-01-10"));
  const auto outside = Shop::resume(q, Shop::cursor(later));
  REQUIRE(!outside.has_value());
  CHECK(outside.error().code == kp::error_code::foreign_cursor);
  CHECK(outside.error().field == "day");
  ddb::item other = last;
  other.set("region", ddb::attribute_value::string("us"));
  CHECK(Shop::resume(q, Shop::cursor(other)).error().field == "region");
  // The same key is no cursor of a query of the table.
  const ddb::query_parts table = Order::query<Primary>(kp::arg<"tenantId">(7));
  CHECK(Shop::resume(table, cursor).error().code == kp::error_code::foreign_cursor);
}
