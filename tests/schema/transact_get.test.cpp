// Tests of schema/transact_get.hpp: kp::transact_get of several entities' items, and its
// response decoded by position (the compile-time errors: the must-not-compile cases
// transact_get_*).
#include <keyplate/schema.hpp>
#include <optional>
#include <tuple>
#include <type_traits>
#include <vector>

#include "catch.hpp"
#include "shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
using namespace schema_shop;
using namespace std::chrono_literals;
using Order = OrderWith<>;

const Customer::values ada =
    Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("ada@example.com"));
const Order::values first =
    Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d), kp::arg<"orderId">(1));

auto customer_and_order() {
  return kp::transact_get(Customer::get(kp::arg<"customerId">(42)),
                          Order::get(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                                     kp::arg<"orderId">(1)));
}
using items = std::vector<std::optional<ddb::item>>;
}  // namespace

TEST_CASE("transact_get holds the keys in order and knows each entity") {
  const auto g = customer_and_order();
  STATIC_REQUIRE(
      std::is_same_v<std::remove_const_t<decltype(g)>, kp::transact_get_parts<Customer, Order>>);
  STATIC_REQUIRE(
      std::is_same_v<decltype(g)::values_type,
                     std::tuple<std::optional<Customer::values>, std::optional<Order::values>>>);
  REQUIRE(g.keys.size() == 2);
  CHECK(g.keys[0].find("pk")->text == "CUSTOMER#42");
  CHECK(g.keys[0].find("sk")->text == "#METADATA");
  CHECK(g.keys[1].find("sk")->text == "ORDER#2026-12-05#0000000001");
}

TEST_CASE("the response is decoded by position, a missing item as nullopt") {
  const auto g = customer_and_order();
  const auto both = g.read(items{Customer::item(ada), Order::item(first)});
  REQUIRE(both);
  CHECK(std::get<0>(*both) == ada);
  CHECK(std::get<1>(*both) == first);
  const auto no_customer = g.read(items{std::nullopt, Order::item(first)}).value();
  CHECK(!std::get<0>(no_customer));
  CHECK(std::get<1>(no_customer) == first);
}

TEST_CASE("a response that is short, out of order or of another item is an error") {
  const auto g = customer_and_order();
  const kp::error malformed{kp::error_code::malformed_item, "Responses", 0};
  CHECK(g.read(items{Customer::item(ada)}).error() == malformed);
  CHECK(g.read(items{Customer::item(ada), Order::item(first), std::nullopt}).error() == malformed);
  CHECK(g.read(items{Order::item(first), Customer::item(ada)}).error() == malformed);
  const Customer::values other =
      Customer::make(kp::arg<"customerId">(7), kp::arg<"email">("x@example.com"));
  CHECK(g.read(items{Customer::item(other), Order::item(first)}).error() == malformed);
  // The key asked for, but not an item the entity reads: decode_item's error.
  ddb::item bare = g.keys[0];
  CHECK(g.read(items{bare, std::nullopt}).error().code == kp::error_code::missing_attribute);
  // An error from reading the response passes through.
  const kp::result<items> failed = kp::error{kp::error_code::malformed_item, "Responses", 0};
  CHECK(g.read(failed).error() == malformed);
  CHECK(g.read(kp::result<items>(items{std::nullopt, std::nullopt})).has_value());
}
