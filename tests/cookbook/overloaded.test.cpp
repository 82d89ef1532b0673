// Cookbook recipe 4 (docs/cookbook.md): overloaded pk/sk holding customers, orders, order items
// and team memberships, plus an inverted GSI; every key and request checked by hand.
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <map>
#include <string>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

// --- recipe code (as in the cookbook) ---
using CustomerKey = kp::key<"CUSTOMER#{customerId}", kp::string<32>>;
using OrderKey = kp::key<"ORDER#{orderId}", kp::string<32>>;
using TeamKey = kp::key<"TEAM#{teamId}", kp::string<32>>;
using UserKey = kp::key<"USER#{userId}", kp::string<32>>;
using MetaKey = kp::key<"#METADATA">;
using ItemKey = kp::key<"ITEM#{productId}", kp::string<32>>;
using MemberKey = kp::key<"MEMBER#{userId}", kp::string<32>>;

// What each key attribute can hold; each table checks that its layouts never collide.
using Pk = kp::table<CustomerKey, OrderKey, TeamKey>;
using Sk = kp::table<MetaKey, ItemKey, MemberKey>;
using Gsi1Pk = kp::table<CustomerKey, UserKey>;  // an order's customer, a member's user
using Gsi1Sk = kp::table<OrderKey, TeamKey>;     // the order, the team

const ddb::key_schema gsi1{.partition_key = "gsi1pk", .sort_key = "gsi1sk", .index_name = "gsi1"};

// Without a type prefix two entities' keys could collide; kp::table would not compile.
static_assert(!kp::disjoint<kp::key<"{customerId}", kp::ulid>, kp::key<"{orderId}", kp::ulid>>);
static_assert(kp::disjoint<CustomerKey, OrderKey>);
// --- end of recipe code ---

TEST_CASE("recipe 4: the items' keys") {
  // customer: pk, sk
  CHECK(CustomerKey::encode("cust_01") == "CUSTOMER#cust_01");
  CHECK(MetaKey::encode() == "#METADATA");
  // order: pk, sk, gsi1pk, gsi1sk
  CHECK(OrderKey::encode("ord_01") == "ORDER#ord_01");
  // order item: pk ORDER#..., sk
  CHECK(ItemKey::encode("prod_42") == "ITEM#prod_42");
  // membership: pk, sk, gsi1pk, gsi1sk
  CHECK(TeamKey::encode("t_eng") == "TEAM#t_eng");
  CHECK(MemberKey::encode("u_alice") == "MEMBER#u_alice");
  CHECK(UserKey::encode("u_alice") == "USER#u_alice");
  // A hostile id stays inside its component.
  CHECK(TeamKey::encode("t_eng#MEMBER#x") == "TEAM#t_eng%23MEMBER%23x");
}

TEST_CASE("recipe 4: the access patterns") {
  // an order and its items: the whole partition
  const ddb::query_parts order = ddb::query(OrderKey::encode("ord_01"));
  // only the order's items
  const ddb::query_parts items = ddb::query(OrderKey::encode("ord_01"), ItemKey::prefix());
  // a team's members
  const ddb::query_parts members = ddb::query(TeamKey::encode("t_eng"), MemberKey::prefix());
  // a user's teams, from the index
  const ddb::query_parts teams = ddb::query(UserKey::encode("u_alice"), TeamKey::prefix(), gsi1);
  // a customer's orders, from the index
  const ddb::query_parts orders =
      ddb::query(CustomerKey::encode("cust_01"), OrderKey::prefix(), gsi1);

  cookbook::check_request(order, "#pk = :pk", {{":pk", "ORDER#ord_01"}}, {{"#pk", "pk"}});
  cookbook::check_request(items, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "ORDER#ord_01"}, {":sk", "ITEM#"}});
  cookbook::check_request(members, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "TEAM#t_eng"}, {":sk", "MEMBER#"}});
  const std::map<std::string, std::string> gsi_names = {{"#pk", "gsi1pk"}, {"#sk", "gsi1sk"}};
  cookbook::check_request(teams, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "USER#u_alice"}, {":sk", "TEAM#"}}, gsi_names, "gsi1");
  cookbook::check_request(orders, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "CUSTOMER#cust_01"}, {":sk", "ORDER#"}}, gsi_names, "gsi1");
}

TEST_CASE("recipe 4: which entity a key belongs to") {
  const auto pk = Pk::decode("ORDER#ord_01");
  REQUIRE(pk.has_value());
  CHECK(pk->index() == 1);
  CHECK(std::get<1>(*pk).get<"orderId">() == "ord_01");

  const auto sk = Sk::decode("MEMBER#u_alice");
  REQUIRE(sk.has_value());
  CHECK(sk->index() == 2);

  CHECK(Gsi1Pk::decode("USER#u_alice")->index() == 1);
  CHECK(Gsi1Sk::decode("TEAM#t_eng")->index() == 1);
  CHECK(Pk::decode("cust_01").error().code == kp::error_code::no_matching_layout);
}
