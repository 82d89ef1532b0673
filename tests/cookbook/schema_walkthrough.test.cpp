// docs/schema.md: one design (a shop: customers, orders, order lines; a sparse status index and
// an email index) from its access patterns to items, queries and the CreateTable request. Every
// key, item and request body the walkthrough shows is checked here against hand-written text,
// and tests/cookbook/snippets.test.cpp checks that every code line and JSON block of the
// walkthrough is in this file. Needs nlohmann-json (tests/CMakeLists.txt skips it without).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/dynamodb.hpp>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#if KEYPLATE_TESTS_HAVE_SIMDJSON
#include <keyplate/dynamodb_simdjson.hpp>
#endif

#include "catch.hpp"
#include "recipes/shop.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// --- walkthrough code (as in docs/schema.md) ---
// Steps 2 to 4 (the indexes, fields and entities): examples/recipes/shop.hpp.
using namespace shop;

// Step 5: what the compiler has checked.
static_assert(Shop::valid);
static_assert(Order::layout<ByStatus>::sparse && !Order::layout<Primary>::sparse);
static_assert(kp::disjoint<Order::layout<Primary>::sort, OrderLine::layout<Primary>::sort>);
static_assert(Customer::layout<ByEmail>::partition::max_size == 768);
static_assert(OrderLine::layout<Primary>::sort::max_size == 36);

// Step 10: neighbours. Entities are numbered in schema order: Customer 0, Order 1, OrderLine 2.
static_assert(Shop::neighbours<Primary>[1][2] && Shop::neighbours<Primary>[2][1]);
static_assert(!Shop::neighbours<Primary>[0][1] && !Shop::neighbours<Primary>[1][0]);
static_assert(!Shop::neighbours<ByStatus>[1][1]);

// Step 14: the data beside the keys.
struct CartLine {
  std::string sku;
  std::uint32_t qty = 0;
  kp::number price;
};
template <>
struct kp::attribute_mapping<CartLine>
    : kp::members<"sku", &CartLine::sku, "qty", &CartLine::qty, "price", &CartLine::price> {};

using Cart = kp::entity<"Cart",
                        kp::fields<kp::field<"customerId", kp::uint<>>,
                                   kp::attribute<"lines", std::vector<CartLine>>,    // L of M
                                   kp::attribute<"coupons", std::set<std::string>>,  // SS
                                   kp::attribute<"total", kp::number>,               // N, exact
                                   kp::ttl_attribute<"expiresAt">,     // N, epoch seconds
                                   kp::version_attribute<"version">>,  // N, optimistic locking
                        kp::keys<Primary, "CUSTOMER#{customerId}", "#CART">>;
// --- end of walkthrough code ---

namespace {

const Order::values& shipped_order() {
  static const Order::values shipped = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::arg<"status">(order_status::shipped), kp::arg<"totalCents">(4599));
  return shipped;
}

const std::map<std::string, std::string> status_names = {{"#pk", "gsi1pk"}, {"#sk", "gsi1sk"}};

}  // namespace

TEST_CASE("schema walkthrough, step 6: values, keys and items") {
  const Order::values shipped = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::arg<"status">(order_status::shipped), kp::arg<"totalCents">(4599));
  const Order::values delivered =
      Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 9 / 30d),
                  kp::arg<"orderId">(99), kp::arg<"totalCents">(1250));

  const kp::item_key primary = Order::key<Primary>(shipped);
  // primary: {"CUSTOMER#42", "ORDER#2026-10-01#0000000100"}
  const std::optional<kp::item_key> by_status = Order::key<ByStatus>(shipped);
  // by_status: {"STATUS#SHIPPED", "2026-10-01#0000000100"}
  const std::optional<kp::item_key> none = Order::key<ByStatus>(delivered);
  // none: empty, the order has no status
  CHECK(primary == kp::item_key{"CUSTOMER#42", "ORDER#2026-10-01#0000000100"});
  REQUIRE(by_status.has_value());
  CHECK(*by_status == kp::item_key{"STATUS#SHIPPED", "2026-10-01#0000000100"});
  CHECK(!none.has_value());

  CHECK(shipped.get<"orderId">() == 100);
  CHECK(shipped.get<"status">() == std::optional<order_status>(order_status::shipped));
  CHECK(!delivered.get<"status">().has_value());
  CHECK(shipped == shipped_order());

  const ddb::item it = Order::item(shipped);
  const nlohmann::json j = it;
  CHECK(j == nlohmann::json::parse(R"json(
{
  "customerId": {"N": "42"},
  "date": {"S": "2026-10-01"},
  "gsi1pk": {"S": "STATUS#SHIPPED"},
  "gsi1sk": {"S": "2026-10-01#0000000100"},
  "orderId": {"N": "100"},
  "pk": {"S": "CUSTOMER#42"},
  "sk": {"S": "ORDER#2026-10-01#0000000100"},
  "status": {"S": "SHIPPED"},
  "totalCents": {"N": "4599"}
}
)json"));

  const nlohmann::json old = Order::item(delivered);
  CHECK(old == nlohmann::json::parse(R"json(
{
  "customerId": {"N": "42"},
  "date": {"S": "2026-09-30"},
  "orderId": {"N": "99"},
  "pk": {"S": "CUSTOMER#42"},
  "sk": {"S": "ORDER#2026-09-30#0000000099"},
  "totalCents": {"N": "1250"}
}
)json"));

  const OrderLine::values line = OrderLine::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::arg<"line">(1), kp::arg<"sku">("TEA-GREEN-250"), kp::arg<"quantity">(2));
  // line: pk "CUSTOMER#42", sk "ORDER#2026-10-01#0000000100#LINE#001"
  CHECK(OrderLine::key<Primary>(line) ==
        kp::item_key{"CUSTOMER#42", "ORDER#2026-10-01#0000000100#LINE#001"});

  const Customer::values ada =
      Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("ada@example.com"),
                     kp::arg<"name">("Ada Lovelace"));
  // ada: pk "CUSTOMER#42", sk "#METADATA", gsi2pk "EMAIL#ada@example.com"
  CHECK(Customer::key<Primary>(ada) == kp::item_key{"CUSTOMER#42", "#METADATA"});
  CHECK(Customer::key<ByEmail>(ada) == kp::item_key{"EMAIL#ada@example.com", ""});
  CHECK(Customer::item(ada).find("gsi2pk")->text == "EMAIL#ada@example.com");
  CHECK(!Customer::item(ada).contains("gsi2sk"));
}

TEST_CASE("schema walkthrough, step 7: reading items back") {
  const Order::values& shipped = shipped_order();
  const ddb::item it = Order::item(shipped);

  const kp::result<Order::values> back = Order::decode_item(it);
  // back: the same values as `shipped`
  REQUIRE(back.has_value());
  CHECK(*back == shipped);

  const auto read = Shop::identify(it);
  // read: a kp::entity_variant<Customer, Order, OrderLine> holding an Order
  REQUIRE(read.has_value());
  CHECK(read->index() == 1);
  CHECK(read->get<Order>() == shipped);

  // The status changed, but the gsi1 keys were not written again.
  ddb::item stale = it;
  stale.set("status", {kp::attribute_kind::S, "PLACED"});
  const kp::error e = Order::decode_item(stale).error();
  // e.code == kp::error_code::key_mismatch, e.field == "gsi1pk"
  CHECK(e.code == kp::error_code::key_mismatch);
  CHECK(e.field == "gsi1pk");

  // From DynamoDB JSON, without exceptions.
  const std::string text = R"json(
{
  "pk": {"S": "CUSTOMER#42"},
  "sk": {"S": "#METADATA"},
  "gsi2pk": {"S": "EMAIL#ada@example.com"},
  "customerId": {"N": "42"},
  "email": {"S": "ada@example.com"},
  "name": {"S": "Ada Lovelace"}
}
)json";
  const ddb::parse_result parsed = ddb::parse_item(nlohmann::json::parse(text));
  const auto customer = Shop::identify(*parsed);
  // customer: a Customer, customer->index() == 0
  REQUIRE(parsed.has_value());
  REQUIRE(customer.has_value());
  CHECK(customer->index() == 0);
  CHECK(customer->get<Customer>().get<"name">() == "Ada Lovelace");

  ddb::item no_email = *parsed;
  no_email.erase("gsi2pk");
  CHECK(Shop::identify(no_email).error().code == kp::error_code::missing_attribute);
  CHECK(Shop::identify(no_email).error().field == "gsi2pk");
}

TEST_CASE("schema walkthrough, step 8: queries") {
  // 1. a customer's profile
  const ddb::query_parts profile = Customer::query<Primary>(kp::arg<"customerId">(42));
  // 2. sign-in: the customer with this email
  const ddb::query_parts by_email = Customer::query<ByEmail>(kp::arg<"email">("ada@example.com"));
  // 3. a customer's orders of October, and of its first week
  const ddb::query_parts october =
      Order::query<Primary>(kp::arg<"customerId">(42), kp::arg<"date">(kp::partial("2026-10")));
  const ddb::query_parts first_week = Order::query<Primary>(
      kp::arg<"customerId">(42), kp::arg<"date">(kp::between(2026y / 10 / 1d, 2026y / 10 / 7d)));
  // 6. the orders shipped in October, whoever placed them
  const ddb::query_parts shipped = Order::query<ByStatus>(kp::arg<"status">(order_status::shipped),
                                                          kp::arg<"date">(kp::partial("2026-10")));
  // every order still waiting to ship
  const ddb::query_parts waiting = Order::query<ByStatus>(kp::arg<"status">(order_status::placed));

  cookbook::check_request(profile, "#pk = :pk AND #sk = :sk",
                          {{":pk", "CUSTOMER#42"}, {":sk", "#METADATA"}});
  cookbook::check_request(by_email, "#pk = :pk", {{":pk", "EMAIL#ada@example.com"}},
                          {{"#pk", "gsi2pk"}}, "gsi2");
  cookbook::check_request(october, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ORDER#2026-10"}});
  cookbook::check_request(
      first_week, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
      {{":pk", "CUSTOMER#42"}, {":lo", "ORDER#2026-10-01"}, {":hi", "ORDER#2026-10-07$"}});
  cookbook::check_request(shipped, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "STATUS#SHIPPED"}, {":sk", "2026-10"}}, status_names, "gsi1");
  cookbook::check_request(waiting, "#pk = :pk", {{":pk", "STATUS#PLACED"}}, {{"#pk", "gsi1pk"}},
                          "gsi1");

  const nlohmann::json body = shipped;
  CHECK(body == nlohmann::json::parse(R"json(
{
  "IndexName": "gsi1",
  "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
  "ExpressionAttributeNames": {"#pk": "gsi1pk", "#sk": "gsi1sk"},
  "ExpressionAttributeValues": {":pk": {"S": "STATUS#SHIPPED"}, ":sk": {"S": "2026-10"}}
}
)json"));

  const std::string text = ddb::to_json_text(shipped, "shop");
  CHECK(text ==
        R"j({"TableName":"shop","IndexName":"gsi1","KeyConditionExpression":"#pk = :pk AND )j"
        R"j(begins_with(#sk, :sk)","ExpressionAttributeNames":{"#pk":"gsi1pk","#sk":"gsi1sk"},)j"
        R"j("ExpressionAttributeValues":{":pk":{"S":"STATUS#SHIPPED"},":sk":{"S":"2026-10"}}})j");
}

TEST_CASE("schema walkthrough, step 9: an item collection") {
  // 5. the customer page: the profile, every order and every order line, in one query
  const ddb::query_parts page = Shop::query<Primary>(kp::arg<"customerId">(42));
  cookbook::check_request(page, "#pk = :pk", {{":pk", "CUSTOMER#42"}}, {{"#pk", "pk"}});

  // What the query returns, in sort-key order: the profile ('#' sorts first), then each order
  // followed by its lines.
  const std::vector<ddb::item> items = {
      Customer::item(Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("ada@example.com"),
                                    kp::arg<"name">("Ada Lovelace"))),
      Order::item(shipped_order()),
      OrderLine::item(OrderLine::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                      kp::arg<"orderId">(100), kp::arg<"line">(1),
                                      kp::arg<"sku">("TEA-GREEN-250"), kp::arg<"quantity">(2))),
      OrderLine::item(OrderLine::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                      kp::arg<"orderId">(100), kp::arg<"line">(2),
                                      kp::arg<"sku">("CUP-WHITE"), kp::arg<"quantity">(1))),
  };
  std::string name;
  std::size_t orders = 0, units = 0;
  for (const ddb::item& row : items) {
    const auto read = Shop::identify(row);
    if (!read) continue;  // not an item of this schema: read.error() says why
    if (const auto* c = read->get_if<Customer>()) name = c->get<"name">();
    if (read->holds<Order>()) ++orders;
    if (const auto* l = read->get_if<OrderLine>()) units += l->get<"quantity">();
  }
  CHECK(name == "Ada Lovelace");
  CHECK(orders == 1);
  CHECK(units == 3);
}

TEST_CASE("schema walkthrough, step 10: neighbours and the per-key layer") {
  // 4. one order with its lines: the order's key and everything under it
  using OrderSk = Order::layout<Primary>::sort;
  const std::string pk = Order::layout<Primary>::partition::encode(42);
  const ddb::query_parts with_lines = ddb::query(pk, OrderSk::family(2026y / 10 / 1d, 100));
  // only the lines of that order
  const ddb::query_parts lines = OrderLine::query<Primary>(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100));

  cookbook::check_request(with_lines, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ORDER#2026-10-01#0000000100"}});
  cookbook::check_request(lines, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ORDER#2026-10-01#0000000100#LINE#"}});

  // Order's own queries also select its lines, as neighbours<Primary>[1][2] says.
  const kp::key_condition october = OrderSk::prefix(kp::partial("2026-10"));
  CHECK(october.selects("ORDER#2026-10-01#0000000100"));
  CHECK(october.selects("ORDER#2026-10-01#0000000100#LINE#001"));
  CHECK(!october.selects("#METADATA"));
}

TEST_CASE("schema walkthrough, step 11: the table") {
  const ddb::table_definition table = Shop::table_definition("shop");
  const nlohmann::json create_table = table;
  CHECK(create_table == nlohmann::json::parse(R"json(
{
  "TableName": "shop",
  "AttributeDefinitions": [
    {"AttributeName": "pk", "AttributeType": "S"},
    {"AttributeName": "sk", "AttributeType": "S"},
    {"AttributeName": "gsi1pk", "AttributeType": "S"},
    {"AttributeName": "gsi1sk", "AttributeType": "S"},
    {"AttributeName": "gsi2pk", "AttributeType": "S"}
  ],
  "KeySchema": [
    {"AttributeName": "pk", "KeyType": "HASH"},
    {"AttributeName": "sk", "KeyType": "RANGE"}
  ],
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "gsi1",
      "KeySchema": [
        {"AttributeName": "gsi1pk", "KeyType": "HASH"},
        {"AttributeName": "gsi1sk", "KeyType": "RANGE"}
      ],
      "Projection": {"ProjectionType": "ALL"}
    },
    {
      "IndexName": "gsi2",
      "KeySchema": [{"AttributeName": "gsi2pk", "KeyType": "HASH"}],
      "Projection": {"ProjectionType": "ALL"}
    }
  ],
  "BillingMode": "PAY_PER_REQUEST"
}
)json"));
}

TEST_CASE("schema walkthrough, step 12: writes") {
  const Order::values shipped = shipped_order();
  const ddb::put_parts create = Order::put(shipped);
  const ddb::put_parts overwrite = Order::put(shipped, ddb::replace);
  CHECK(create.item == Order::item(shipped));
  CHECK(create.condition_expression == "attribute_not_exists(#pk)");
  CHECK(create.expression_attribute_names == std::map<std::string, std::string>{{"#pk", "pk"}});
  CHECK(overwrite.item == create.item);
  CHECK(overwrite.condition_expression.empty());

  const ddb::key_parts key = Order::get(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                        kp::arg<"orderId">(100));
  const ddb::delete_parts gone = Order::remove(kp::arg<"orderId">(99), kp::arg<"customerId">(42),
                                               kp::arg<"date">(2026y / 9 / 30d));
  CHECK(nlohmann::json(key) ==
        nlohmann::json::parse(R"({"Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": )"
                              R"("ORDER#2026-10-01#0000000100"}}})"));
  CHECK(gone.key.find("sk")->text == "ORDER#2026-09-30#0000000099");

  const ddb::update_parts deliver =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::set<"status">(order_status::placed));
  const nlohmann::json body = deliver;
  CHECK(body == nlohmann::json::parse(R"json(
{
  "Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "ORDER#2026-10-01#0000000100"}},
  "UpdateExpression": "SET #a2 = :a2, #a3 = :a3, #a7 = :a7",
  "ConditionExpression": "attribute_exists(#pk)",
  "ExpressionAttributeNames": {"#pk": "pk", "#a2": "gsi1pk", "#a3": "gsi1sk", "#a7": "status"},
  "ExpressionAttributeValues": {
    ":a2": {"S": "STATUS#PLACED"},
    ":a3": {"S": "2026-10-01#0000000100"},
    ":a7": {"S": "PLACED"}
  }
}
)json"));

  const ddb::update_parts archive =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::unset<"status">);
  CHECK(archive.update_expression == "REMOVE #a2, #a3, #a7");
  CHECK(archive.expression_attribute_names.at("#a7") == "status");
  CHECK(archive.expression_attribute_values.empty());

  const Order::values later = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 2d), kp::arg<"orderId">(100),
      kp::arg<"status">(order_status::shipped), kp::arg<"totalCents">(4599));
  const ddb::transaction_parts rebook = Order::move(shipped, later);
  REQUIRE(rebook.actions.size() == 2);
  const auto& removed = std::get<ddb::delete_parts>(rebook.actions[0].request);
  CHECK(removed.key == key.key);
  CHECK(removed.condition_expression == "attribute_exists(#pk)");
  const auto& made = std::get<ddb::put_parts>(rebook.actions[1].request);
  CHECK(made.item == Order::item(later));
  CHECK(made.condition_expression == "attribute_not_exists(#pk)");
}

namespace {
int rejected = 0;
kp::result<ddb::item> reject(const kp::error&) {
  ++rejected;
  return kp::error{kp::error_code::foreign_cursor, {}, 0};
}
kp::result<ddb::item> resume_page(const ddb::query_parts& shipped_orders,
                                  const std::string& next_page) {
  const kp::result<ddb::item> start = Shop::resume(shipped_orders, next_page);
  if (!start) return reject(start.error());  // bad_cursor or foreign_cursor
  return start;
}
}  // namespace

TEST_CASE("schema walkthrough, step 13: paging") {
  const ddb::query_parts shipped_orders =
      Order::query<ByStatus>(kp::arg<"status">(order_status::shipped));
  // A page of it ended with this LastEvaluatedKey (in the answer's JSON)
  const nlohmann::json last_evaluated_key = nlohmann::json::parse(R"json(
{
  "pk": {"S": "CUSTOMER#42"},
  "sk": {"S": "ORDER#2026-10-01#0000000100"},
  "gsi1pk": {"S": "STATUS#SHIPPED"},
  "gsi1sk": {"S": "2026-10-01#0000000100"}
}
)json");
  const ddb::item page_end = last_evaluated_key.get<ddb::item>();
  const std::string next_page = Shop::cursor(page_end);
  CHECK(page_end.size() == 4);
  ddb::item from_shipped;
  const ddb::item it = Order::item(shipped_order());
  for (const char* name : {"pk", "sk", "gsi1pk", "gsi1sk"}) from_shipped.set(name, *it.find(name));
  CHECK(page_end == from_shipped);

  const kp::result<ddb::item> resumed = resume_page(shipped_orders, next_page);
  REQUIRE(resumed.has_value());
  CHECK(*resumed == page_end);
  CHECK(rejected == 0);
  // Another partition's query, or text that is no cursor, never becomes a request.
  const ddb::query_parts placed = Order::query<ByStatus>(kp::arg<"status">(order_status::placed));
  CHECK(!resume_page(placed, next_page));
  CHECK(Shop::resume(placed, next_page).error().code == kp::error_code::foreign_cursor);
  CHECK(Shop::resume(shipped_orders, next_page + "x").error().code == kp::error_code::bad_cursor);
  CHECK(rejected == 1);
}

#if KEYPLATE_TESTS_HAVE_SIMDJSON
namespace {
std::string failed_at;
std::string fail(const kp::error& e) {
  failed_at = std::string(e.field);
  return {};
}
// The next page's cursor of a Query response, or "" (and `failed_at`) when it cannot be read.
std::string next_page_of(std::string_view response_text, std::size_t& items) {
  const kp::path_result<ddb::page<Shop>> page = Shop::read_page(response_text);
  if (!page) return fail(page.error());  // names where: "Items[3].status"
  items = page->items.size();
  std::string next_cursor;
  if (page->last_evaluated_key) next_cursor = Shop::cursor(*page->last_evaluated_key);
  return next_cursor;
}
}  // namespace

TEST_CASE("schema walkthrough, step 13: a response page read without a DOM") {
  const Order::values shipped = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::arg<"status">(order_status::shipped), kp::arg<"totalCents">(4599));
  const ddb::item it = Order::item(shipped);
  const ddb::item key = Order::get(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                   kp::arg<"orderId">(100))
                            .key;
  const std::string response = R"({"Items": [)" + ddb::to_json_text(it) +
                               R"(], "Count": 1, "ScannedCount": 1, "LastEvaluatedKey": )" +
                               ddb::to_json_text(key) + "}";
  std::size_t items = 0;
  const std::string next = next_page_of(response, items);
  CHECK(items == 1);
  CHECK(next == Shop::cursor(key));
  CHECK(next_page_of(R"({"Items": [{"pk": {"S": "SUPPLIER#1"}, "sk": {"S": "#METADATA"}}]})", items)
            .empty());
  CHECK(failed_at == "Items[0].pk");
}
#endif

TEST_CASE("schema walkthrough, step 14: the data beside the keys") {
  const Cart::values cart = Cart::make(
      kp::arg<"customerId">(42),
      kp::arg<"lines">(
          std::vector<CartLine>{{"A-1", 2, kp::number("9.95")}, {"B-7", 1, kp::number("25.00")}}),
      kp::arg<"coupons">(std::set<std::string>{"WELCOME"}), kp::arg<"total">(kp::number("44.90")),
      kp::arg<"expiresAt">(std::chrono::sys_seconds(std::chrono::sys_days(2026y / 11 / 1d))));
  const ddb::put_parts created = Cart::put(cart);  // created at version 1
  // lines [{sku "A-1", qty 2, price 9.95}, {sku "B-7", qty 1, price 25}] (L of M),
  // coupons ["WELCOME"] (SS), total 44.9 (N), expiresAt 1793491200 (N), version 1 (N)

  // The phone and the laptop both read the cart at version 1. The phone removes the coupon:
  const ddb::update_parts phone = Cart::update(
      kp::arg<"customerId">(42), kp::set<"coupons">(std::set<std::string>{}), kp::at_version(1));
  // REMOVE coupons (an empty set is no attribute), SET version 2, if version is 1: the laptop's
  // write at version 1, after it, fails with ConditionalCheckFailedException

  using av = ddb::attribute_value;
  const auto line = [](const char* sku, const char* qty, const char* price) {
    return av::map(
        {{"sku", av::string(sku)}, {"qty", av::number(qty)}, {"price", av::number(price)}});
  };
  ddb::item expected;
  expected.set("coupons", av::string_set({"WELCOME"}));
  expected.set("customerId", av::number("42"));
  expected.set("expiresAt", av::number("1793491200"));
  expected.set("lines", av::list({line("A-1", "2", "9.95"), line("B-7", "1", "25")}));
  expected.set("pk", av::string("CUSTOMER#42"));
  expected.set("sk", av::string("#CART"));
  expected.set("total", av::number("44.9"));
  expected.set("version", av::number("1"));
  CHECK(created.item == expected);
  CHECK(created.condition_expression == "attribute_not_exists(#pk)");

  CHECK(phone.update_expression == "SET #version = :next REMOVE #a0");
  CHECK(phone.expression_attribute_names.at("#a0") == "coupons");
  CHECK(phone.condition_expression == "attribute_exists(#pk) AND #version = :version");
  CHECK(phone.expression_attribute_values.at(":version") == av::number("1"));
  CHECK(phone.expression_attribute_values.at(":next") == av::number("2"));
}

TEST_CASE("schema walkthrough, step 15: conditions on writes") {
  using kp::attr;
  const ddb::update_parts ship = Order::update(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::set<"status">(order_status::shipped), kp::when(attr<"status"> == order_status::placed));
  CHECK(ship.condition_expression == "attribute_exists(#pk) AND #a7 = :v0");
  CHECK(ship.expression_attribute_names.at("#a7") == "status");
  CHECK(ship.expression_attribute_values.at(":v0") == ddb::attribute_value::string("PLACED"));
  CHECK(ship.update_expression == "SET #a2 = :a2, #a3 = :a3, #a7 = :a7");  // as in step 12
  const ddb::delete_parts drop = Order::remove(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(100),
      kp::must_exist, kp::when(attr<"status">.absent() || attr<"totalCents"> < 100));
  CHECK(nlohmann::json(drop) == nlohmann::json::parse(R"json({
    "Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "ORDER#2026-10-01#0000000100"}},
    "ConditionExpression":
        "attribute_exists(#pk) AND (attribute_not_exists(#n0) OR #n1 < :v0)",
    "ExpressionAttributeNames": {"#pk": "pk", "#n0": "status", "#n1": "totalCents"},
    "ExpressionAttributeValues": {":v0": {"N": "100"}}})json"));
  const ddb::update_parts reprice = Cart::update(
      kp::arg<"customerId">(42), kp::set<"total">(kp::number("19.90")),
      kp::when(attr<"lines", 0, "sku"> == "A-1" && attr<"lines", 0, "qty"> < 5), kp::any_version);
  // "ConditionExpression": "attribute_exists(#pk) AND #n0[0].#n1 = :v0 AND #n0[0].#n2 < :v1"
  CHECK(reprice.condition_expression ==
        "attribute_exists(#pk) AND #n0[0].#n1 = :v0 AND #n0[0].#n2 < :v1");
  CHECK(reprice.expression_attribute_names.at("#n0") == "lines");
  CHECK(reprice.expression_attribute_names.at("#n1") == "sku");
  CHECK(reprice.expression_attribute_names.at("#n2") == "qty");
  CHECK(reprice.expression_attribute_values.at(":v0") == ddb::attribute_value::string("A-1"));
  CHECK(reprice.expression_attribute_values.at(":v1") == ddb::attribute_value::number("5"));
}

TEST_CASE("schema walkthrough, step 16: update operators") {
  // The phone adds a line while the laptop applies a coupon: each changes the cart where it is,
  // so neither needs the version it read, and neither undoes the other.
  const ddb::update_parts phone =
      Cart::update(kp::arg<"customerId">(42),
                   kp::append<"lines">(std::vector<CartLine>{{"C-3", 1, kp::number("4.50")}}),
                   kp::add<"total">(kp::number("4.50")), kp::any_version);
  // SET lines = list_append(if_not_exists(lines, []), [C-3]) ADD total 4.5, version 1
  const ddb::update_parts laptop =
      Cart::update(kp::arg<"customerId">(42), kp::add<"coupons">(std::set<std::string>{"SPRING"}),
                   kp::any_version);
  const ddb::update_parts dropped =
      Cart::update(kp::arg<"customerId">(42),
                   kp::remove_from<"coupons">(std::set<std::string>{"WELCOME"}), kp::any_version);
  const ddb::update_parts first_visit =
      Cart::update(kp::arg<"customerId">(42),
                   kp::set_if_absent<"expiresAt">(
                       std::chrono::sys_seconds(std::chrono::sys_days(2026y / 12 / 1d))),
                   kp::any_version);

  using av = ddb::attribute_value;
  // Attributes in name order: coupons 0, customerId 1, expiresAt 2, lines 3, pk 4, sk 5,
  // total 6, version 7.
  CHECK(phone.update_expression ==
        "SET #a3 = list_append(if_not_exists(#a3, :e3), :a3) ADD #a6 :a6, #version :next");
  CHECK(
      phone.expression_attribute_values.at(":a3") ==
      av::list({av::map(
          {{"sku", av::string("C-3")}, {"qty", av::number("1")}, {"price", av::number("4.5")}})}));
  CHECK(phone.expression_attribute_values.at(":e3") == av::list({}));
  CHECK(phone.expression_attribute_values.at(":a6") == av::number("4.5"));
  CHECK(phone.condition_expression == "attribute_exists(#pk)");  // no version check
  CHECK(laptop.update_expression == "ADD #a0 :a0, #version :next");
  CHECK(laptop.expression_attribute_values.at(":a0") == av::string_set({"SPRING"}));
  CHECK(dropped.update_expression == "ADD #version :next DELETE #a0 :a0");
  CHECK(first_visit.update_expression == "SET #a2 = if_not_exists(#a2, :a2) ADD #version :next");

  // Create the cart or overwrite what it declares, keeping what other services wrote:
  const ddb::update_parts restored = Cart::upsert(
      Cart::make(
          kp::arg<"customerId">(42), kp::arg<"total">(kp::number("0")),
          kp::arg<"lines">(std::vector<CartLine>{}), kp::arg<"coupons">(std::set<std::string>{}),
          kp::arg<"expiresAt">(std::chrono::sys_seconds(std::chrono::sys_days(2026y / 12 / 1d)))),
      kp::any_version);
  CHECK(restored.condition_expression.empty());  // no existence condition
  CHECK(restored.update_expression ==
        "SET #a1 = :a1, #a2 = :a2, #a3 = :a3, #a6 = :a6 REMOVE #a0 ADD #version :next");

  // The new total (and version) in the response, without a read:
  const ddb::update_parts tip =
      Cart::update(kp::arg<"customerId">(42), kp::add<"total">(kp::number("1.00")), kp::any_version,
                   kp::returning(ddb::updated_new), kp::returning_on_failure);
  CHECK(nlohmann::json(tip).at("ReturnValues") == "UPDATED_NEW");
  CHECK(nlohmann::json(tip).at("ReturnValuesOnConditionCheckFailure") == "ALL_OLD");
  CHECK(first_visit.expression_attribute_values.at(":a2") == av::number("1796083200"));
}

TEST_CASE("schema walkthrough, step 18: transactions") {
  const Order::values placed = Order::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d), kp::arg<"orderId">(101),
      kp::arg<"status">(order_status::placed), kp::arg<"totalCents">(1200));
  const OrderLine::values first_line = OrderLine::make(
      kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d), kp::arg<"orderId">(101),
      kp::arg<"line">(1), kp::arg<"sku">("TEA-GREEN-250"), kp::arg<"quantity">(2));
  // Order 101 and its first line, only for a customer who exists: all or nothing.
  const ddb::transaction_parts place = kp::transaction(
      Customer::check(kp::arg<"customerId">(42), kp::must_exist), Order::put(placed),
      OrderLine::put(first_line), kp::idempotency_token("order-42-101"));

  const nlohmann::json body = place;
  const nlohmann::json& items = body.at("TransactItems");
  REQUIRE(items.size() == 3);
  CHECK(items.at(0) == nlohmann::json::parse(R"json(
{"ConditionCheck": {"Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "#METADATA"}},
                    "ConditionExpression": "attribute_exists(#pk)",
                    "ExpressionAttributeNames": {"#pk": "pk"}}}
)json"));
  CHECK(items.at(1).at("Put") == nlohmann::json(Order::put(placed)));
  CHECK(items.at(2).at("Put") == nlohmann::json(OrderLine::put(first_line)));
  CHECK(items.at(2).at("Put").at("ConditionExpression") == "attribute_not_exists(#pk)");
  CHECK(body.at("ClientRequestToken") == "order-42-101");

  // What DynamoDB answers the TransactGetItems below: the order, and no customer.
  const std::string response =
      nlohmann::json{{"Responses", {nlohmann::json::object(), {{"Item", Order::item(placed)}}}}}
          .dump();
  // The customer and the order, as they were at one point in time.
  const auto both =
      kp::transact_get(Customer::get(kp::arg<"customerId">(42)),
                       Order::get(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                                  kp::arg<"orderId">(101)));
  const auto [customer, order] = both.read(ddb::transact_get_items(response)).value();

  CHECK(!customer);
  CHECK(order == placed);
  CHECK(nlohmann::json(both) == nlohmann::json::parse(R"json(
{"TransactItems": [{"Get": {"Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "#METADATA"}}}},
                   {"Get": {"Key": {"pk": {"S": "CUSTOMER#42"},
                                    "sk": {"S": "ORDER#2026-12-05#0000000101"}}}}]}
)json"));
}

TEST_CASE("schema walkthrough, step 19: batches") {
  std::vector<Order::values> imported;  // November's orders of customer 42, and order 101
  for (unsigned day = 1; day <= 30; ++day) {
    imported.push_back(Order::make(kp::arg<"customerId">(42),
                                   kp::arg<"date">(2026y / 11 / std::chrono::day(day)),
                                   kp::arg<"orderId">(day), kp::arg<"status">(order_status::placed),
                                   kp::arg<"totalCents">(100 * day)));
  }
  imported.push_back(Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                                 kp::arg<"orderId">(101), kp::arg<"status">(order_status::placed),
                                 kp::arg<"totalCents">(1200)));
  // A table in memory that throttles the first write it is sent (returns it unprocessed).
  std::map<std::string, nlohmann::json> table;
  const auto key_of = [](const nlohmann::json& item) {
    return item.at("pk").at("S").get<std::string>() + "|" +
           item.at("sk").at("S").get<std::string>();
  };
  std::size_t requests = 0;
  const auto send = [&](std::string_view call, const std::string& body) {
    ++requests;
    const nlohmann::json request = nlohmann::json::parse(body).at("RequestItems").at("shop");
    nlohmann::json response = {{"UnprocessedItems", nlohmann::json::object()}};
    if (call == "BatchWriteItem") {
      for (const nlohmann::json& w : request) {
        if (requests == 1 && &w == &request.back()) {
          response["UnprocessedItems"]["shop"].push_back(w);
        } else {
          table[key_of(w.at("PutRequest").at("Item"))] = w.at("PutRequest").at("Item");
        }
      }
    } else {
      response["Responses"]["shop"] = nlohmann::json::array();
      for (const nlohmann::json& k : request.at("Keys")) {
        if (const auto it = table.find(key_of(k)); it != table.end()) {
          response["Responses"]["shop"].push_back(it->second);
        }
      }
    }
    return response.dump();
  };
  std::mt19937 rng(20261205);
  std::vector<std::chrono::milliseconds> waits;
  const auto wait = [&](std::chrono::milliseconds w) { waits.push_back(w); };

  // Last month's orders, copied in: 25 to a request, what DynamoDB returns unprocessed sent again.
  ddb::batch_writer copy("shop");
  for (const Order::values& o : imported) copy.add(Order::put(o, ddb::replace));
  while (const auto request = copy.next_request()) {
    wait(ddb::backoff(copy.attempt(), rng));
    copy.on_response(send("BatchWriteItem", ddb::to_json_text(*request)));
  }
  CHECK(copy.done());
  CHECK(requests == 2);  // 25, then the 6 left and the one returned
  CHECK(table.size() == 31);
  REQUIRE(waits.size() == 2);
  CHECK(waits[0] <= 50ms);
  CHECK(waits[1] <= 100ms);  // after one response with a write returned
  CHECK_THROWS_WITH(copy.add(Order::put(imported[0])),
                    "keyplate: a write with a condition in a batch (input 31, Put)");

  // The customer and an order, in one BatchGetItem (100 keys to a request).
  ddb::batch_getter<Shop> fetch("shop");
  fetch.add(Customer::get(kp::arg<"customerId">(42)));
  fetch.add(Order::get(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                       kp::arg<"orderId">(101)));
  while (const auto request = fetch.next_request()) {
    fetch.on_response(send("BatchGetItem", ddb::to_json_text(*request)));
  }
  CHECK(requests == 3);
  REQUIRE(fetch.results().size() == 1);  // no customer 42 was written
  CHECK(fetch.results()[0].get<Order>() == imported.back());
  CHECK(fetch.unread().empty());
}

TEST_CASE("schema walkthrough, step 17: filters and query options") {
  using kp::attr;
  // October's placed orders of 100.00 or more, newest first, 25 items read per page:
  const ddb::query_parts big = Order::query<ByStatus>(
      kp::arg<"status">(order_status::placed), kp::arg<"date">(kp::partial("2026-10")),
      kp::filter(attr<"totalCents"> >= 10000), kp::limit(25), kp::descending);
  // How many orders customer 42 has, read from the table itself:
  const ddb::query_parts how_many =
      Order::query<Primary>(kp::arg<"customerId">(42), kp::count_only, kp::consistent);

  CHECK(nlohmann::json(big) == nlohmann::json::parse(R"json(
{
  "IndexName": "gsi1",
  "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
  "FilterExpression": "#n0 >= :v0",
  "ExpressionAttributeNames": {"#pk": "gsi1pk", "#sk": "gsi1sk", "#n0": "totalCents"},
  "ExpressionAttributeValues":
      {":pk": {"S": "STATUS#PLACED"}, ":sk": {"S": "2026-10"}, ":v0": {"N": "10000"}},
  "Limit": 25,
  "ScanIndexForward": false
}
)json"));
  CHECK(how_many.count_only);
  CHECK(how_many.consistent_read);
  CHECK(how_many.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");

  // The customer page, newest items first, 20 items read per page:
  const ddb::query_parts newest =
      Shop::query<Primary>(kp::arg<"customerId">(42), kp::descending, kp::limit(20));
  CHECK(nlohmann::json(newest) == nlohmann::json::parse(R"json(
{
  "KeyConditionExpression": "#pk = :pk",
  "ExpressionAttributeNames": {"#pk": "pk"},
  "ExpressionAttributeValues": {":pk": {"S": "CUSTOMER#42"}},
  "Limit": 20,
  "ScanIndexForward": false
}
)json"));
}

namespace {
int refused_scans = 0;
kp::result<ddb::item> reject_scan(const kp::error& e) {
  ++refused_scans;
  return e;
}
// Continues `orders` from a client's cursor, as step 20 shows.
template <class Scan>
kp::result<ddb::item> continue_scan(const Scan& orders, const std::string& cursor) {
  const auto reject = reject_scan;
  const kp::result<ddb::item> next = Shop::resume(orders, cursor);
  if (!next) return reject(next.error());  // bad_cursor, or foreign_cursor for a query's cursor
  return next;
}
}  // namespace

TEST_CASE("schema walkthrough, step 20: scans") {
  const std::uint32_t w = 3;
  // Every order (and no customer), for an export: worker `w` of 4 reads its segment.
  const auto orders = Shop::scan(kp::entities<Order>, kp::segment(w, 4), kp::limit(500));
  CHECK(orders.filter_expression == "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)");
  CHECK(orders.expression_attribute_values.at(":pk0").text == "CUSTOMER#");
  CHECK(orders.expression_attribute_values.at(":sk0").text == "ORDER#");
  CHECK(orders.segment == 3);
  CHECK(orders.total_segments == 4);
  CHECK(orders.limit == 500U);
  const auto customers = Shop::scan(kp::entities<Customer>);
  CHECK(customers.filter_expression == "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)");
  CHECK(customers.expression_attribute_values.at(":sk0").text == "#METADATA");
  CHECK(Shop::scan().filter_expression ==
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) OR "
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk1)");

  const auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 6d),
                             kp::arg<"orderId">(7), kp::arg<"status">(order_status::placed),
                             kp::arg<"totalCents">(990));
  const auto line = OrderLine::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 6d),
                                    kp::arg<"orderId">(7), kp::arg<"line">(1),
                                    kp::arg<"sku">("TEA"), kp::arg<"quantity">(2));
  const auto c = Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("ada@example.com"),
                                kp::arg<"name">("Ada"));
  const std::vector<ddb::item> items = {Customer::item(c), Order::item(o), OrderLine::item(line)};
  std::vector<Order::values> exported;
  for (const ddb::item& row : items) {
    const auto read = orders.read(row).value();  // throws for an order that does not decode
    if (read) exported.push_back(read->get<Order>());
  }
  REQUIRE(exported.size() == 1);
  CHECK(exported[0] == o);

  // A page ending on an order line continues; a query's cursor does not.
  ddb::item line_key = OrderLine::item(line);
  for (const char* name : {"customerId", "date", "orderId", "line", "sku", "quantity"}) {
    line_key.erase(name);
  }
  CHECK(continue_scan(orders, Shop::cursor(line_key)).value() == line_key);
  ddb::item shipped_key = Order::item(o);
  for (const char* name : {"customerId", "date", "orderId", "status", "totalCents"}) {
    shipped_key.erase(name);
  }
  CHECK(continue_scan(orders, Shop::cursor(shipped_key)).error().code ==
        kp::error_code::foreign_cursor);  // it holds the ByStatus keys as well
  CHECK(refused_scans == 1);
}

// Step 21: composite or native keys for a GSI. The shop's orders gain a region and a native
// index; in a namespace of their own, as the names are those of steps 2 to 4.
namespace regional {

// Pattern 7: a region's orders in a status, by date and order number, on a native index.
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"region", "status">, kp::sort<"date", "orderId">>;
using Order =
    kp::entity<"Order",
               kp::fields<CustomerId, OrderDate, OrderId, kp::optional_field<"status", Status>,
                          kp::field<"region", kp::string<16>>, kp::field<"totalCents", kp::uint<>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">, kp::keys<ByRegion>>;
using Shop =
    kp::schema<kp::indexes<Primary, ByStatus, ByEmail, ByRegion>, Customer, Order, OrderLine>;

static_assert(Shop::valid);

TEST_CASE("schema walkthrough, step 21: a native index beside a composite one") {
  const Order::values placed =
      Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                  kp::arg<"orderId">(100), kp::arg<"status">(order_status::placed),
                  kp::arg<"region">("eu"), kp::arg<"totalCents">(4599));
  const ddb::item it = Order::item(placed);
  const nlohmann::json j = it;
  CHECK(j == nlohmann::json::parse(R"json(
{
  "customerId": {"N": "42"},
  "date": {"S": "2026-10-01"},
  "gsi1pk": {"S": "STATUS#PLACED"},
  "gsi1sk": {"S": "2026-10-01#0000000100"},
  "orderId": {"N": "100"},
  "pk": {"S": "CUSTOMER#42"},
  "region": {"S": "eu"},
  "sk": {"S": "ORDER#2026-10-01#0000000100"},
  "status": {"S": "PLACED"},
  "totalCents": {"N": "4599"}
}
)json"));
  // gsi1's two attributes: "gsi1pk" + "STATUS#PLACED" (6 + 13), "gsi1sk" +
  // "2026-10-01#0000000100" (6 + 21). gsi3 adds nothing.
  ddb::item bare = it;
  bare.erase("gsi1pk");
  bare.erase("gsi1sk");
  CHECK(ddb::item_size(it) - ddb::item_size(bare) == 46);
  CHECK(Order::decode_item(it).value() == placed);
  CHECK(Shop::identify(it).value().holds<Order>());

  // 7. the placed orders of region eu: the whole partition
  const ddb::query_parts to_pack =
      Order::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed));
  // of October, of its first week, and those of October 1 after order 100
  const ddb::query_parts october =
      Order::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
                             kp::arg<"date">(kp::partial("2026-10")));
  const ddb::query_parts first_week =
      Order::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
                             kp::arg<"date">(kp::between(2026y / 10 / 1d, 2026y / 10 / 7d)));
  const ddb::query_parts after_100 = Order::query<ByRegion>(
      kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
      kp::arg<"date">(2026y / 10 / 1d), kp::arg<"orderId">(kp::greater(100)));
  // every item of the partition, whatever its entity (only orders are on gsi3 here)
  const ddb::query_parts partition =
      Shop::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed));

  const std::map<std::string, std::string> names = {
      {"#k0", "region"}, {"#k1", "status"}, {"#k2", "date"}, {"#k3", "orderId"}};
  const std::string partition_condition = "#k0 = :k0 AND #k1 = :k1";
  CHECK(to_pack.index_name == std::optional<std::string>("gsi3"));
  CHECK(to_pack.key_condition_expression == partition_condition);
  CHECK(to_pack.expression_attribute_names ==
        std::map<std::string, std::string>{{"#k0", "region"}, {"#k1", "status"}});
  CHECK(to_pack.key_values == std::map<std::string, ddb::attribute_value>{
                                  {":k0", ddb::attribute_value::string("eu")},
                                  {":k1", ddb::attribute_value::string("PLACED")}});
  CHECK(october.key_condition_expression == partition_condition + " AND begins_with(#k2, :k2)");
  CHECK(october.key_values.at(":k2") == ddb::attribute_value::string("2026-10"));
  CHECK(after_100.key_condition_expression == partition_condition + " AND #k2 = :k2 AND #k3 > :k3");
  CHECK(after_100.expression_attribute_names == names);
  CHECK(after_100.key_values.at(":k2") == ddb::attribute_value::string("2026-10-01"));
  CHECK(after_100.key_values.at(":k3") == ddb::attribute_value::number("100"));
  CHECK(partition == to_pack);
  // The same read on the table's composite sort key: a BETWEEN over padded text.
  const ddb::query_parts composite_after_100 =
      shop::Order::query<Primary>(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                  kp::arg<"orderId">(kp::greater(100)));
  CHECK(composite_after_100.key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");
  CHECK(composite_after_100.expression_attribute_values.at(":lo") == "ORDER#2026-10-01#0000000101");
  CHECK(composite_after_100.expression_attribute_values.at(":hi") == "ORDER#2026-10-01#9999999999");
  CHECK(nlohmann::json(first_week) == nlohmann::json::parse(R"json(
{
  "IndexName": "gsi3",
  "KeyConditionExpression": "#k0 = :k0 AND #k1 = :k1 AND #k2 BETWEEN :k2 AND :k2end",
  "ExpressionAttributeNames": {"#k0": "region", "#k1": "status", "#k2": "date"},
  "ExpressionAttributeValues": {
    ":k0": {"S": "eu"},
    ":k1": {"S": "PLACED"},
    ":k2": {"S": "2026-10-01"},
    ":k2end": {"S": "2026-10-07"}
  }
}
)json"));

  // Every form of the last attribute's condition (the table of step 21).
  const auto on_date = [](const auto& date) {
    return Order::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
                                  kp::arg<"date">(date))
        .key_condition_expression;
  };
  CHECK(on_date(2026y / 10 / 1d) == partition_condition + " AND #k2 = :k2");
  CHECK(on_date(kp::greater(2026y / 10 / 1d)) == partition_condition + " AND #k2 > :k2");
  CHECK(on_date(kp::at_least(2026y / 10 / 1d)) == partition_condition + " AND #k2 >= :k2");
  CHECK(on_date(kp::less(2026y / 10 / 1d)) == partition_condition + " AND #k2 < :k2");
  CHECK(on_date(kp::at_most(2026y / 10 / 1d)) == partition_condition + " AND #k2 <= :k2");
  const ddb::query_parts since =
      Order::query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
                             kp::arg<"date">(kp::at_least(2026y / 10 / 1d)));
  CHECK(since.key_values.at(":k2") == ddb::attribute_value::string("2026-10-01"));
  const auto inverted =
      Order::try_query<ByRegion>(kp::arg<"region">("eu"), kp::arg<"status">(order_status::placed),
                                 kp::arg<"date">(kp::between(2026y / 10 / 7d, 2026y / 10 / 1d)));
  REQUIRE(!inverted.has_value());
  CHECK(inverted.error().code == kp::error_code::invalid_range);

  // The order goes to the us warehouse: one attribute set, no key to rebuild.
  const ddb::update_parts moved =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::set<"region">("us"));
  const nlohmann::json moved_body = moved;
  CHECK(moved_body == nlohmann::json::parse(R"json(
{
  "Key": {"pk": {"S": "CUSTOMER#42"}, "sk": {"S": "ORDER#2026-10-01#0000000100"}},
  "UpdateExpression": "SET #a6 = :a6",
  "ConditionExpression": "attribute_exists(#pk)",
  "ExpressionAttributeNames": {"#pk": "pk", "#a6": "region"},
  "ExpressionAttributeValues": {":a6": {"S": "us"}}
}
)json"));
  // Shipping moves it in both indexes: gsi1's keys are rebuilt, gsi3 reads the status itself.
  const ddb::update_parts shipping =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::set<"status">(order_status::shipped));
  // shipping: "SET #a2 = :a2, #a3 = :a3, #a8 = :a8" (gsi1pk, gsi1sk, status)
  CHECK(shipping.update_expression == "SET #a2 = :a2, #a3 = :a3, #a8 = :a8");
  CHECK(shipping.expression_attribute_names.at("#a8") == "status");
  CHECK(shipping.expression_attribute_values.at(":a2") ==
        ddb::attribute_value::string("STATUS#SHIPPED"));
  CHECK(shipping.expression_attribute_values.at(":a8") == ddb::attribute_value::string("SHIPPED"));
  const ddb::update_parts archive =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::unset<"status">);
  CHECK(archive.update_expression == "REMOVE #a2, #a3, #a8");  // out of gsi1 and gsi3

  // An empty string is no key value of a native index: refused before DynamoDB refuses it.
  const auto nowhere =
      Order::try_update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                        kp::arg<"orderId">(100), kp::set<"region">(""));
  // nowhere.error().code == kp::error_code::empty_value, nowhere.error().field == "region"
  REQUIRE(!nowhere.has_value());
  CHECK(nowhere.error().code == kp::error_code::empty_value);
  CHECK(nowhere.error().field == "region");
  CHECK(kp::key<"REGION#{region}", kp::string<16>>::encode("") == "REGION#");  // in a template
  const auto empty_query =
      Order::try_query<ByRegion>(kp::arg<"region">(""), kp::arg<"status">(order_status::placed));
  REQUIRE(!empty_query.has_value());
  CHECK(empty_query.error().code == kp::error_code::empty_value);

  const nlohmann::json create_table = Shop::table_definition("shop");
  CHECK(create_table.at("AttributeDefinitions") == nlohmann::json::parse(R"json(
[
  {"AttributeName": "pk", "AttributeType": "S"},
  {"AttributeName": "sk", "AttributeType": "S"},
  {"AttributeName": "gsi1pk", "AttributeType": "S"},
  {"AttributeName": "gsi1sk", "AttributeType": "S"},
  {"AttributeName": "gsi2pk", "AttributeType": "S"},
  {"AttributeName": "region", "AttributeType": "S"},
  {"AttributeName": "status", "AttributeType": "S"},
  {"AttributeName": "date", "AttributeType": "S"},
  {"AttributeName": "orderId", "AttributeType": "N"}
]
)json"));
  REQUIRE(create_table.at("GlobalSecondaryIndexes").size() == 3);
  CHECK(create_table.at("GlobalSecondaryIndexes").at(2) == nlohmann::json::parse(R"json(
{
  "IndexName": "gsi3",
  "KeySchema": [
    {"AttributeName": "region", "KeyType": "HASH"},
    {"AttributeName": "status", "KeyType": "HASH"},
    {"AttributeName": "date", "KeyType": "RANGE"},
    {"AttributeName": "orderId", "KeyType": "RANGE"}
  ],
  "Projection": {"ProjectionType": "ALL"}
}
)json"));
  const nlohmann::json step_11 = shop::Shop::table_definition("shop");
  CHECK(create_table.at("GlobalSecondaryIndexes").at(0) ==
        step_11.at("GlobalSecondaryIndexes").at(0));
  CHECK(create_table.at("GlobalSecondaryIndexes").at(1) ==
        step_11.at("GlobalSecondaryIndexes").at(1));

  // What describe writes for gsi3 (written from its rules: the attributes with their types,
  // the matrix cell, the sparse note, each attribute's largest value).
  const std::string described = kp::describe<Shop>();
  CHECK(described.find("| `gsi3` | `region` S, `status` S | `date` S, `orderId` N |") !=
        std::string::npos);
  CHECK(described.find("- Order on `gsi3`: needs `status`") != std::string::npos);
  CHECK(described.find("own attributes (sparse)") != std::string::npos);
  CHECK(described.find("| Order | `gsi3` | `region` <= 16, `status` <= 7 | `date` <= 10, "
                       "`orderId` <= 10 |") != std::string::npos);
}

}  // namespace regional
