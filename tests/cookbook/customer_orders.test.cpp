// Cookbook recipe 2 (docs/cookbook.md): a customer's profile, named addresses and dated orders as
// three entities sharing the customer's partition; every key, item and request the recipe shows,
// checked against hand-written text.
#include <chrono>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "catch.hpp"
#include "recipes/customers.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// --- recipe code (as in the cookbook) ---
// The recipe's fields, entities and schema: examples/recipes/customers.hpp.
using namespace customers;

static_assert(Customers::valid);
// --- end of recipe code ---

TEST_CASE("recipe 2: keys and items of one customer") {
  const Address::values home = Address::make(kp::arg<"customerId">(42), kp::arg<"name">("Home #2"),
                                             kp::arg<"street">("1 Main Street"));
  const Order::values order =
      Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                  kp::arg<"orderId">(100), kp::arg<"totalCents">(4599));
  CHECK(Address::key<Primary>(home) == kp::item_key{"CUSTOMER#42", "ADDRESS#Home%20%232"});
  CHECK(Order::key<Primary>(order) == kp::item_key{"CUSTOMER#42", "ORDER#2026-10-01#0000000100"});
  // In the key the name is escaped; as an attribute it is the text itself.
  CHECK(Address::item(home).find("name")->text == "Home #2");
  CHECK(Address::item(home).find("sk")->text == "ADDRESS#Home%20%232");
  // Numbers are N attributes in plain decimal; the date is its ISO text.
  CHECK(Order::item(order).find("orderId")->type() == kp::attribute_kind::N);
  CHECK(Order::item(order).find("orderId")->text == "100");
  CHECK(Order::item(order).find("date")->text == "2026-10-01");

  ddb::item expected;
  expected.set("customerId", {kp::attribute_kind::N, "42"});
  expected.set("date", {kp::attribute_kind::S, "2026-10-01"});
  expected.set("orderId", {kp::attribute_kind::N, "100"});
  expected.set("pk", {kp::attribute_kind::S, "CUSTOMER#42"});
  expected.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-01#0000000100"});
  expected.set("totalCents", {kp::attribute_kind::N, "4599"});
  CHECK(Order::item(order) == expected);

  const Profile::values profile = Profile::make(kp::arg<"customerId">(42), kp::arg<"name">("Ada"),
                                                kp::arg<"email">("ada@example.com"));
  CHECK(Profile::key<Primary>(profile) == kp::item_key{"CUSTOMER#42", "PROFILE"});
}

TEST_CASE("recipe 2: the access patterns") {
  // the whole collection: profile, addresses and orders
  const ddb::query_parts everything = Customers::query<Primary>(kp::arg<"customerId">(42));
  // every order
  const ddb::query_parts orders = Order::query<Primary>(kp::arg<"customerId">(42));
  // October's orders: a leading part of the date
  const ddb::query_parts october =
      Order::query<Primary>(kp::arg<"customerId">(42), kp::arg<"date">(kp::partial("2026-10-")));
  // orders from October 1 to October 3, inclusive
  const ddb::query_parts window = Order::query<Primary>(
      kp::arg<"customerId">(42), kp::arg<"date">(kp::between(2026y / 10 / 1d, 2026y / 10 / 3d)));
  // one day's orders after order number 100
  const ddb::query_parts later =
      Order::query<Primary>(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                            kp::arg<"orderId">(kp::greater(100)));
  // every address
  const ddb::query_parts addresses = Address::query<Primary>(kp::arg<"customerId">(42));

  cookbook::check_request(everything, "#pk = :pk", {{":pk", "CUSTOMER#42"}}, {{"#pk", "pk"}});
  cookbook::check_request(orders, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ORDER#"}});
  cookbook::check_request(october, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ORDER#2026-10-"}});
  cookbook::check_request(
      window, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
      {{":pk", "CUSTOMER#42"}, {":lo", "ORDER#2026-10-01"}, {":hi", "ORDER#2026-10-03$"}});
  cookbook::check_request(later, "#pk = :pk AND #sk BETWEEN :lo AND :hi",
                          {{":pk", "CUSTOMER#42"},
                           {":lo", "ORDER#2026-10-01#0000000101"},
                           {":hi", "ORDER#2026-10-01#9999999999"}});
  cookbook::check_request(addresses, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#42"}, {":sk", "ADDRESS#"}});
}

TEST_CASE("recipe 2: the window holds exactly the orders of those days") {
  using OrderSk = Order::layout<Primary>::sort;
  const kp::key_condition window = OrderSk::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 3d));
  CHECK(window.selects("ORDER#2026-10-01#0000000000"));
  CHECK(window.selects("ORDER#2026-10-03#9999999999"));
  CHECK(!window.selects("ORDER#2026-09-30#9999999999"));
  CHECK(!window.selects("ORDER#2026-10-04#0000000000"));
  CHECK(!window.selects("PROFILE"));
  CHECK(!window.selects("ADDRESS#HOME"));
}

TEST_CASE("recipe 2: reading an item as DynamoDB returns it") {
  // An item as a query returns it (here written out by hand).
  ddb::item it;
  it.set("pk", {kp::attribute_kind::S, "CUSTOMER#42"});
  it.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-03#0000000101"});
  it.set("customerId", {kp::attribute_kind::N, "42"});
  it.set("date", {kp::attribute_kind::S, "2026-10-03"});
  it.set("orderId", {kp::attribute_kind::N, "101"});
  it.set("totalCents", {kp::attribute_kind::N, "1250"});

  const auto read = Customers::identify(it);
  REQUIRE(read.has_value());
  REQUIRE(read->index() == 2);  // an Order
  const Order::values& order = read->get<Order>();
  // order.get<"date">() == 2026y / 10 / 3d, order.get<"orderId">() == 101
  CHECK(order.get<"date">() == 2026y / 10 / 3d);
  CHECK(order.get<"orderId">() == 101);
  CHECK(order.get<"totalCents">() == 1250);
}
