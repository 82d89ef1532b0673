// Cookbook recipe 2 (docs/cookbook.md): a customer's profile, addresses and dated orders; every
// key and request the recipe shows, checked against hand-written text.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// --- recipe code (as in the cookbook) ---
using CustomerPk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using ProfileSk = kp::key<"PROFILE">;
using AddressSk = kp::key<"ADDRESS#{name}", kp::string<32>>;
using OrderSk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using CustomerSk = kp::table<ProfileSk, AddressSk, OrderSk>;
// --- end of recipe code ---

TEST_CASE("recipe 2: keys of one customer's items") {
  CHECK(CustomerPk::encode(42) == "CUSTOMER#42");
  CHECK(ProfileSk::encode() == "PROFILE");
  CHECK(AddressSk::encode("HOME") == "ADDRESS#HOME");
  CHECK(AddressSk::encode("Home #2") == "ADDRESS#Home%20%232");
  CHECK(OrderSk::encode(2026y / 10 / 1d, 100) == "ORDER#2026-10-01#0000000100");
  CHECK(OrderSk::encode(2026y / 10 / 3d, 101) == "ORDER#2026-10-03#0000000101");
}

TEST_CASE("recipe 2: the access patterns") {
  const std::string pk = CustomerPk::encode(42);

  // the whole collection: no sort-key condition
  const ddb::query_parts everything = ddb::query(pk);
  // every order
  const ddb::query_parts orders = ddb::query(pk, OrderSk::prefix());
  // October's orders: a leading part of the date
  const ddb::query_parts october = ddb::query(pk, OrderSk::prefix(kp::partial("2026-10-")));
  // orders from October 1 to October 3, inclusive
  const ddb::query_parts window =
      ddb::query(pk, OrderSk::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 3d)));
  // one day's orders after order number 100
  const ddb::query_parts later = ddb::query(pk, OrderSk::range(2026y / 10 / 1d, kp::greater(100)));
  // every address
  const ddb::query_parts addresses = ddb::query(pk, AddressSk::prefix());

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
  const kp::key_condition window = OrderSk::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 3d));
  CHECK(window.selects("ORDER#2026-10-01#0000000000"));
  CHECK(window.selects("ORDER#2026-10-03#9999999999"));
  CHECK(!window.selects("ORDER#2026-09-30#9999999999"));
  CHECK(!window.selects("ORDER#2026-10-04#0000000000"));
  CHECK(!window.selects("PROFILE"));
}

TEST_CASE("recipe 2: reading the collection back") {
  const auto order = CustomerSk::decode("ORDER#2026-10-03#0000000101");
  REQUIRE(order.has_value());
  REQUIRE(order->index() == 2);
  const auto& [date, number] = std::get<2>(*order);
  CHECK(date == 2026y / 10 / 3d);
  CHECK(number == 101);

  const auto address = CustomerSk::decode("ADDRESS#Home%20%232");
  REQUIRE(address.has_value());
  REQUIRE(address->index() == 1);
  CHECK(std::get<1>(*address).get<"name">() == "Home #2");
}
