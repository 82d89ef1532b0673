// Cookbook recipe 4 (docs/cookbook.md): overloaded pk/sk holding customers, orders, order items
// and team memberships, plus an inverted GSI, as four entities of one schema; every key, item and
// request checked against hand-written text.
#include "recipes/overloaded.hpp"

#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <string>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
// The recipe's fields, entities and schema: examples/recipes/overloaded.hpp.
using namespace overloaded;

static_assert(App::valid);

// Without a type prefix two entities' keys could collide; a schema holding both would not compile.
static_assert(!kp::disjoint<kp::key<"{customerId}", kp::ulid>, kp::key<"{orderId}", kp::ulid>>);
static_assert(
    kp::disjoint<Customer::layout<Primary>::partition, Order::layout<Primary>::partition>);
// --- end of recipe code ---

namespace {
const std::map<std::string, std::string> gsi_names = {{"#pk", "gsi1pk"}, {"#sk", "gsi1sk"}};
}  // namespace

TEST_CASE("recipe 4: the items' keys") {
  const Customer::values c =
      Customer::make(kp::arg<"customerId">("cust_01"), kp::arg<"name">("Ada"));
  const Order::values o =
      Order::make(kp::arg<"orderId">("ord_01"), kp::arg<"customerId">("cust_01"));
  const OrderItem::values i = OrderItem::make(
      kp::arg<"orderId">("ord_01"), kp::arg<"productId">("prod_42"), kp::arg<"quantity">(3));
  const Membership::values m = Membership::make(
      kp::arg<"teamId">("t_eng"), kp::arg<"userId">("u_alice"), kp::arg<"role">("admin"));

  CHECK(Customer::key<Primary>(c) == kp::item_key{"CUSTOMER#cust_01", "#METADATA"});
  CHECK(Order::key<Primary>(o) == kp::item_key{"ORDER#ord_01", "#METADATA"});
  CHECK(Order::key<Gsi1>(o) == kp::item_key{"CUSTOMER#cust_01", "ORDER#ord_01"});
  CHECK(OrderItem::key<Primary>(i) == kp::item_key{"ORDER#ord_01", "ITEM#prod_42"});
  CHECK(Membership::key<Primary>(m) == kp::item_key{"TEAM#t_eng", "MEMBER#u_alice"});
  CHECK(Membership::key<Gsi1>(m) == kp::item_key{"USER#u_alice", "TEAM#t_eng"});

  // Every attribute of the membership, in name order: both indexes' keys and the three fields.
  ddb::item expected;
  expected.set("gsi1pk", {kp::attribute_kind::S, "USER#u_alice"});
  expected.set("gsi1sk", {kp::attribute_kind::S, "TEAM#t_eng"});
  expected.set("pk", {kp::attribute_kind::S, "TEAM#t_eng"});
  expected.set("role", {kp::attribute_kind::S, "admin"});
  expected.set("sk", {kp::attribute_kind::S, "MEMBER#u_alice"});
  expected.set("teamId", {kp::attribute_kind::S, "t_eng"});
  expected.set("userId", {kp::attribute_kind::S, "u_alice"});
  CHECK(Membership::item(m) == expected);
  // The customer and the order item have no gsi1 keys.
  CHECK(!Customer::item(c).contains("gsi1pk"));
  CHECK(!OrderItem::item(i).contains("gsi1pk"));
}

TEST_CASE("recipe 4: a hostile id stays inside its component") {
  const Membership::values m = Membership::make(
      kp::arg<"teamId">("t_eng#MEMBER#x"), kp::arg<"userId">("u_alice"), kp::arg<"role">("admin"));
  const ddb::item it = Membership::item(m);
  // pk: "TEAM#t_eng%23MEMBER%23x", teamId: "t_eng#MEMBER#x"
  CHECK(it.find("pk")->text == "TEAM#t_eng%23MEMBER%23x");
  CHECK(it.find("gsi1sk")->text == "TEAM#t_eng%23MEMBER%23x");
  CHECK(it.find("teamId")->text == "t_eng#MEMBER#x");
}

TEST_CASE("recipe 4: the access patterns") {
  // an order and its items: the whole partition
  const ddb::query_parts order = App::query<Primary>(kp::arg<"orderId">("ord_01"));
  // only the order's items
  const ddb::query_parts items = OrderItem::query<Primary>(kp::arg<"orderId">("ord_01"));
  // a team's members
  const ddb::query_parts members = Membership::query<Primary>(kp::arg<"teamId">("t_eng"));
  // a user's teams, from the index
  const ddb::query_parts teams = Membership::query<Gsi1>(kp::arg<"userId">("u_alice"));
  // a customer's orders, from the index
  const ddb::query_parts orders = Order::query<Gsi1>(kp::arg<"customerId">("cust_01"));

  cookbook::check_request(order, "#pk = :pk", {{":pk", "ORDER#ord_01"}}, {{"#pk", "pk"}});
  cookbook::check_request(items, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "ORDER#ord_01"}, {":sk", "ITEM#"}});
  cookbook::check_request(members, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "TEAM#t_eng"}, {":sk", "MEMBER#"}});
  cookbook::check_request(teams, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "USER#u_alice"}, {":sk", "TEAM#"}}, gsi_names, "gsi1");
  cookbook::check_request(orders, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#cust_01"}, {":sk", "ORDER#"}}, gsi_names, "gsi1");

  // One team membership exactly, from either side.
  const ddb::query_parts one =
      Membership::query<Gsi1>(kp::arg<"userId">("u_alice"), kp::arg<"teamId">("t_eng"));
  cookbook::check_request(one, "#pk = :pk AND #sk = :sk",
                          {{":pk", "USER#u_alice"}, {":sk", "TEAM#t_eng"}}, gsi_names, "gsi1");
}

TEST_CASE("recipe 4: which entity an item belongs to") {
  const Order::values o =
      Order::make(kp::arg<"orderId">("ord_01"), kp::arg<"customerId">("cust_01"));
  const OrderItem::values i = OrderItem::make(
      kp::arg<"orderId">("ord_01"), kp::arg<"productId">("prod_42"), kp::arg<"quantity">(3));
  const Membership::values m = Membership::make(
      kp::arg<"teamId">("t_eng"), kp::arg<"userId">("u_alice"), kp::arg<"role">("admin"));

  // Items read from gsi1 still hold pk and sk (the index projects every attribute).
  const auto read = App::identify(Membership::item(m));
  REQUIRE(read.has_value());
  CHECK(read->index() == 3);
  CHECK(read->get<Membership>().get<"role">() == "admin");

  const auto order = App::identify(Order::item(o));
  REQUIRE(order.has_value());
  CHECK(order->index() == 1);
  const auto line = App::identify(OrderItem::item(i));
  REQUIRE(line.has_value());
  CHECK(line->index() == 2);
  CHECK(line->get<OrderItem>().get<"quantity">() == 3);

  ddb::item foreign;
  foreign.set("pk", {kp::attribute_kind::S, "cust_01"});
  foreign.set("sk", {kp::attribute_kind::S, "#METADATA"});
  CHECK(App::identify(foreign).error().code == kp::error_code::no_matching_layout);
}

TEST_CASE("recipe 4: no two entities meet in one query") {
  for (std::size_t a = 0; a != App::entity_count; ++a) {
    for (std::size_t b = 0; b != App::entity_count; ++b) {
      CHECK(!App::neighbours<Primary>[a][b]);
      CHECK(!App::neighbours<Gsi1>[a][b]);
    }
  }
}
