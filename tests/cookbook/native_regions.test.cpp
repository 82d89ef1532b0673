// Cookbook recipe 10 (docs/cookbook.md): a multi-tenant order system whose warehouses read their
// orders and returns by tenant and region, then by day and order number, from a native index
// (the items' own attributes, typed, as the index's key). Every key, item and request the recipe
// shows is checked against hand-written text; a small in-memory index orders a partition as
// DynamoDB does, to read it back with identify. Needs nlohmann-json (tests/CMakeLists.txt skips
// it without).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <keyplate/dynamodb.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "catch.hpp"
#include "recipes/primary.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

namespace native_regions {
// --- recipe code (as in the cookbook) ---
// Partition: the tenant and the region; sort: the day, then the order number. The key is the
// items' own attributes, typed: tenantId and orderId N, region and day S.
using ByRegion =
    kp::native_index<"gsi1", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;

using TenantId = kp::field<"tenantId", kp::uint<>>;
using OrderId = kp::field<"orderId", kp::uint<>>;  // N on gsi1: sorted by value, no padding
using Day = kp::field<"day", kp::date>;

using Order =
    kp::entity<"Order",
               kp::fields<TenantId, OrderId, Day,
                          kp::optional_field<"region", kp::string<16>>,  // none: digital
                          kp::field<"totalCents", kp::uint<>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "ORDER#{orderId}">, kp::keys<ByRegion>>;
using Return =
    kp::entity<"Return",
               kp::fields<TenantId, kp::field<"returnId", kp::uint<>>, OrderId, Day,
                          kp::field<"region", kp::string<16>>, kp::field<"reason", kp::string<64>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "RETURN#{returnId}">, kp::keys<ByRegion>>;
using Orders = kp::schema<kp::indexes<Primary, ByRegion>, Order, Return>;

static_assert(Orders::valid);
// Nothing in a native key tells an order from a return: on gsi1 each is the other's neighbour.
static_assert(Orders::neighbours<ByRegion>[0][1] && Orders::neighbours<ByRegion>[1][0]);
// --- end of recipe code ---
}  // namespace native_regions

using namespace native_regions;

namespace {

const Order::values& parcel_order() {
  static const Order::values parcel = Order::make(
      kp::arg<"tenantId">(7), kp::arg<"orderId">(1042), kp::arg<"day">(2026y / 11 / 27d),
      kp::arg<"region">("eu-west"), kp::arg<"totalCents">(4599));
  return parcel;
}

Order::values order(std::uint64_t id, std::chrono::year_month_day day, const char* region) {
  return Order::make(kp::arg<"tenantId">(7), kp::arg<"orderId">(id), kp::arg<"day">(day),
                     kp::arg<"region">(region), kp::arg<"totalCents">(100));
}

// What DynamoDB gives for a query of gsi1 that names the tenant, the region and the day: the
// items holding all four attributes whose first three are the query's, in orderId order (a
// number, by value). Written for this test from DynamoDB's rules, not with keyplate.
std::vector<ddb::item> gsi1_day(const std::vector<ddb::item>& table,
                                const ddb::query_parts& query) {
  std::vector<ddb::item> page;
  for (const ddb::item& it : table) {
    const auto* tenant = it.find("tenantId");
    const auto* region = it.find("region");
    const auto* day = it.find("day");
    if (tenant == nullptr || region == nullptr || day == nullptr || !it.contains("orderId")) {
      continue;  // not in the index
    }
    if (*tenant == query.key_values.at(":k0") && *region == query.key_values.at(":k1") &&
        *day == query.key_values.at(":k2")) {
      page.push_back(it);
    }
  }
  std::sort(page.begin(), page.end(), [](const ddb::item& a, const ddb::item& b) {
    return std::stoull(a.find("orderId")->text) < std::stoull(b.find("orderId")->text);
  });
  return page;
}

}  // namespace

TEST_CASE("recipe 10: orders and returns as items, on the native index by their own attributes") {
  const Order::values parcel = Order::make(
      kp::arg<"tenantId">(7), kp::arg<"orderId">(1042), kp::arg<"day">(2026y / 11 / 27d),
      kp::arg<"region">("eu-west"), kp::arg<"totalCents">(4599));
  const Order::values ebook =
      Order::make(kp::arg<"tenantId">(7), kp::arg<"orderId">(1043),
                  kp::arg<"day">(2026y / 11 / 27d), kp::arg<"totalCents">(999));
  const Return::values damaged = Return::make(
      kp::arg<"tenantId">(7), kp::arg<"returnId">(88), kp::arg<"orderId">(998),
      kp::arg<"day">(2026y / 11 / 27d), kp::arg<"region">("eu-west"), kp::arg<"reason">("damaged"));
  CHECK(parcel == parcel_order());

  const nlohmann::json parcel_item = Order::item(parcel);
  CHECK(parcel_item == nlohmann::json::parse(R"json(
{
  "day": {"S": "2026-11-27"},
  "orderId": {"N": "1042"},
  "pk": {"S": "TENANT#7"},
  "region": {"S": "eu-west"},
  "sk": {"S": "ORDER#1042"},
  "tenantId": {"N": "7"},
  "totalCents": {"N": "4599"}
}
)json"));
  // The digital order has no region: the same attributes less region, and no gsi1 entry.
  const ddb::item ebook_item = Order::item(ebook);
  CHECK(ebook_item.find("region") == nullptr);
  CHECK(ebook_item.size() == 6);
  CHECK(ebook_item.find("sk")->text == "ORDER#1043");
  const ddb::item return_item = Return::item(damaged);
  CHECK(return_item.find("sk")->text == "RETURN#88");
  CHECK(return_item.find("orderId")->text == "998");
  CHECK(return_item.find("orderId")->type() == kp::attribute_kind::N);
  CHECK(return_item.find("region")->text == "eu-west");

  const nlohmann::json create_table = Orders::table_definition("orders");
  CHECK(create_table.at("AttributeDefinitions") == nlohmann::json::parse(R"json(
[
  {"AttributeName": "pk", "AttributeType": "S"},
  {"AttributeName": "sk", "AttributeType": "S"},
  {"AttributeName": "tenantId", "AttributeType": "N"},
  {"AttributeName": "region", "AttributeType": "S"},
  {"AttributeName": "day", "AttributeType": "S"},
  {"AttributeName": "orderId", "AttributeType": "N"}
]
)json"));
  CHECK(create_table.at("GlobalSecondaryIndexes").at(0).at("KeySchema") ==
        nlohmann::json::parse(R"json(
[
  {"AttributeName": "tenantId", "KeyType": "HASH"},
  {"AttributeName": "region", "KeyType": "HASH"},
  {"AttributeName": "day", "KeyType": "RANGE"},
  {"AttributeName": "orderId", "KeyType": "RANGE"}
]
)json"));
}

TEST_CASE("recipe 10: a warehouse's day, and the ranges of the native index") {
  // the warehouse's day: its orders to ship and returns to receive, by order number
  const ddb::query_parts today = Orders::query<ByRegion>(
      kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"), kp::arg<"day">(2026y / 11 / 27d));
  // the rest of the day, after order 1042, the last one packed
  const ddb::query_parts rest = Order::query<ByRegion>(
      kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"), kp::arg<"day">(2026y / 11 / 27d),
      kp::arg<"orderId">(kp::greater(1042)));
  // November, and its last week
  const ddb::query_parts november = Order::query<ByRegion>(
      kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"), kp::arg<"day">(kp::partial("2026-11")));
  const ddb::query_parts last_week =
      Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"),
                             kp::arg<"day">(kp::between(2026y / 11 / 24d, 2026y / 11 / 30d)));

  CHECK(nlohmann::json(today) == nlohmann::json::parse(R"json(
{
  "IndexName": "gsi1",
  "KeyConditionExpression": "#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2",
  "ExpressionAttributeNames": {"#k0": "tenantId", "#k1": "region", "#k2": "day"},
  "ExpressionAttributeValues":
      {":k0": {"N": "7"}, ":k1": {"S": "eu-west"}, ":k2": {"S": "2026-11-27"}}
}
)json"));
  // Order::query and Return::query are the same request: the index, not the entity, decides
  // what it reads.
  CHECK(Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"),
                               kp::arg<"day">(2026y / 11 / 27d)) == today);
  CHECK(Return::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"),
                                kp::arg<"day">(2026y / 11 / 27d)) == today);

  const std::string partition = "#k0 = :k0 AND #k1 = :k1";
  CHECK(rest.key_condition_expression == partition + " AND #k2 = :k2 AND #k3 > :k3");
  CHECK(rest.expression_attribute_names.at("#k3") == "orderId");
  CHECK(rest.key_values.at(":k3") == ddb::attribute_value::number("1042"));
  CHECK(november.key_condition_expression == partition + " AND begins_with(#k2, :k2)");
  CHECK(november.key_values.at(":k2") == ddb::attribute_value::string("2026-11"));
  CHECK(last_week.key_condition_expression == partition + " AND #k2 BETWEEN :k2 AND :k2end");
  CHECK(last_week.key_values.at(":k2") == ddb::attribute_value::string("2026-11-24"));
  CHECK(last_week.key_values.at(":k2end") == ddb::attribute_value::string("2026-11-30"));
  for (const ddb::query_parts* q : {&today, &rest, &november, &last_week}) {
    CHECK(q->index_name == std::optional<std::string>("gsi1"));
    CHECK(q->key_values.at(":k0") == ddb::attribute_value::number("7"));
    CHECK(q->key_values.at(":k1") == ddb::attribute_value::string("eu-west"));
  }
  // Numbers by value: between(10000, 998) is the wrong way round, though "10000" < "998" as text.
  const auto inverted = Order::try_query<ByRegion>(
      kp::arg<"tenantId">(7), kp::arg<"region">("eu-west"), kp::arg<"day">(2026y / 11 / 27d),
      kp::arg<"orderId">(kp::between(10000, 998)));
  REQUIRE(!inverted.has_value());
  CHECK(inverted.error().code == kp::error_code::invalid_range);
  CHECK(inverted.error().field == "orderId");

  // The table's items: the day's partition holds a return, the parcel and order 10000; the
  // digital order, another region's order and another day's are not in it.
  const Return::values damaged = Return::make(
      kp::arg<"tenantId">(7), kp::arg<"returnId">(88), kp::arg<"orderId">(998),
      kp::arg<"day">(2026y / 11 / 27d), kp::arg<"region">("eu-west"), kp::arg<"reason">("damaged"));
  const std::vector<ddb::item> table = {
      Order::item(order(10000, 2026y / 11 / 27d, "eu-west")),
      Order::item(parcel_order()),
      Order::item(order(1041, 2026y / 11 / 27d, "eu-central")),
      Order::item(Order::make(kp::arg<"tenantId">(7), kp::arg<"orderId">(1043),
                              kp::arg<"day">(2026y / 11 / 27d), kp::arg<"totalCents">(999))),
      Return::item(damaged),
      Order::item(order(1040, 2026y / 11 / 26d, "eu-west")),
  };
  const std::vector<ddb::item> items = gsi1_day(table, today);
  REQUIRE(items.size() == 3);

  std::vector<Order::values> to_ship;
  std::vector<Return::values> to_receive;
  for (const ddb::item& row : items) {
    const auto read = Orders::identify(row).value();  // throws for an item no entity wrote
    if (const auto* o = read.get_if<Order>()) to_ship.push_back(*o);
    if (const auto* r = read.get_if<Return>()) to_receive.push_back(*r);
  }
  // In the partition: return 88 (of order 998), order 1042, order 10000, by number.
  CHECK(Orders::identify(items[0]).value().holds<Return>());
  REQUIRE(to_ship.size() == 2);
  CHECK(to_ship[0].get<"orderId">() == 1042);
  CHECK(to_ship[1].get<"orderId">() == 10000);
  REQUIRE(to_receive.size() == 1);
  CHECK(to_receive[0] == damaged);
}

TEST_CASE("recipe 10: updates move an order within the native index") {
  // The parcel goes to the eu-central warehouse, then to the next day: each is one SET.
  const ddb::update_parts moved = Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042),
                                                kp::set<"region">("eu-central"));
  const ddb::update_parts later = Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042),
                                                kp::set<"day">(2026y / 11 / 28d));
  // moved: "SET #a3 = :a3" (region); later: "SET #a0 = :a0" (day)
  // Order's attributes by name: day #a0, orderId #a1, pk #a2, region #a3, sk #a4, tenantId #a5,
  // totalCents #a6.
  CHECK(nlohmann::json(moved) == nlohmann::json::parse(R"json(
{
  "Key": {"pk": {"S": "TENANT#7"}, "sk": {"S": "ORDER#1042"}},
  "UpdateExpression": "SET #a3 = :a3",
  "ConditionExpression": "attribute_exists(#pk)",
  "ExpressionAttributeNames": {"#pk": "pk", "#a3": "region"},
  "ExpressionAttributeValues": {":a3": {"S": "eu-central"}}
}
)json"));
  CHECK(later.update_expression == "SET #a0 = :a0");
  CHECK(later.expression_attribute_names.at("#a0") == "day");
  CHECK(later.expression_attribute_values.at(":a0") == ddb::attribute_value::string("2026-11-28"));

  // The order becomes a digital one: it leaves gsi1.
  const ddb::update_parts digital =
      Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042), kp::unset<"region">);
  CHECK(digital.update_expression == "REMOVE #a3");

  // An empty region is no key value: refused before DynamoDB would refuse it.
  const auto nowhere =
      Order::try_update(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042), kp::set<"region">(""));
  // nowhere.error().code == kp::error_code::empty_value, nowhere.error().field == "region"
  REQUIRE(!nowhere.has_value());
  CHECK(nowhere.error().code == kp::error_code::empty_value);
  CHECK(nowhere.error().field == "region");
  const auto put = Order::try_put(order(1045, 2026y / 11 / 27d, ""));
  REQUIRE(!put.has_value());
  CHECK(put.error().code == kp::error_code::empty_value);
  CHECK(put.error().field == "region");
  const auto upsert = Order::try_upsert(order(1045, 2026y / 11 / 27d, ""));
  REQUIRE(!upsert.has_value());
  CHECK(upsert.error().code == kp::error_code::empty_value);
  const auto query = Orders::try_query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">(""));
  REQUIRE(!query.has_value());
  CHECK(query.error().code == kp::error_code::empty_value);
  CHECK(query.error().field == "region");
  CHECK_THROWS_AS(Order::put(order(1045, 2026y / 11 / 27d, "")), kp::key_error);
  CHECK_THROWS_AS(
      Order::update(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042), kp::set<"region">("")),
      kp::key_error);
  CHECK_THROWS_AS(Order::query<ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("")),
                  kp::key_error);
  // The table finds an order by its number, as unpadded text (a range there does not compile:
  // uint<> text does not sort as its numbers do).
  CHECK(Order::query<Primary>(kp::arg<"tenantId">(7), kp::arg<"orderId">(1042))
            .expression_attribute_values.at(":sk") == "ORDER#1042");
}
