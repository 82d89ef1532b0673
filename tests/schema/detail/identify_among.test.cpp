// Tests of schema/detail/identify_among.hpp: the entity among some whose layouts match an
// item's primary key, and its values.
#include <keyplate/schema.hpp>
#include <optional>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
using namespace schema_shop;
using Order = OrderWith<>;
using both = kp::entity_variant<Customer, Order>;
using orders = kp::entity_variant<Order>;
using namespace std::chrono_literals;
}  // namespace

TEST_CASE("identify_among finds the entity whose layouts match, among those asked") {
  const auto o = Order::make(kp::arg<"customerId">(7), kp::arg<"date">(2026y / 12 / 6d),
                             kp::arg<"orderId">(3));
  const kp::dynamodb::item it = Order::item(o);
  const auto found = kp::detail::identify_among<Primary, both, Customer, Order>::find(it);
  REQUIRE(found);
  REQUIRE(found->has_value());
  CHECK((*found)->index() == 1);
  CHECK((*found)->get<Order>() == o);

  const auto only = kp::detail::identify_among<Primary, orders, Order>::find(it);
  CHECK(only.value()->get<Order>() == o);
  // A customer is not among the entities asked: nothing, and no error.
  const auto c = Customer::make(kp::arg<"customerId">(7), kp::arg<"email">("a@b.example"));
  CHECK_FALSE(kp::detail::identify_among<Primary, orders, Order>::find(Customer::item(c)).value());
}

TEST_CASE("identify_among: an error for an item it matches but cannot decode, or without keys") {
  const auto o = Order::make(kp::arg<"customerId">(7), kp::arg<"date">(2026y / 12 / 6d),
                             kp::arg<"orderId">(3));
  kp::dynamodb::item it = Order::item(o);
  it.erase("orderId");
  using among = kp::detail::identify_among<Primary, orders, Order>;
  CHECK(among::find(it).error().code == kp::error_code::missing_attribute);
  CHECK(among::find(it).error().field == "orderId");
  it.erase("pk");
  CHECK(among::find(it).error().field == "pk");
}
