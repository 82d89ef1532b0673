// Tests of schema/detail/entity_items.hpp: keys present only with their fields, the item in
// name order, and decode_item's verification of each key attribute.
#include <keyplate/schema.hpp>
#include <string>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
using namespace schema_shop;
using Order = OrderWith<>;
using items = kp::detail::entity_items<Order, Order::values>;
using namespace std::chrono_literals;

Order::values order(bool with_status) {
  return with_status ? Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                   kp::arg<"orderId">(100), kp::arg<"status">("SHIPPED"))
                     : Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                   kp::arg<"orderId">(100));
}
}  // namespace

TEST_CASE("a sparse index's keys are present only with their fields") {
  CHECK(items::present<Order::keys_on<ByStatus>>(order(true)));
  CHECK(!items::present<Order::keys_on<ByStatus>>(order(false)));
  CHECK(items::present<Order::keys_on<Primary>>(order(false)));
  CHECK(items::encode_template<"STATUS#{status}">(order(true)) == "STATUS#SHIPPED");
}

TEST_CASE("the item's attributes are in name order; without a status, no status keys") {
  const kp::dynamodb::item with = items::item(order(true));
  const kp::dynamodb::item without = items::item(order(false));
  CHECK(with.size() == 8);
  CHECK(without.size() == 5);  // customerId, date, orderId, pk, sk
  CHECK(!without.contains("gsi1pk"));
  std::string previous;
  for (const auto& [name, value] : with) {
    CHECK(previous < name);
    previous = name;
  }
}

TEST_CASE("decode_item verifies each key attribute against the fields") {
  kp::dynamodb::item it = items::item(order(false));
  CHECK(items::decode(it).value() == order(false));
  it.set("gsi1pk", {kp::attribute_kind::S, "STATUS#SHIPPED"});  // a key without its field
  CHECK(items::decode(it).error().code == kp::error_code::key_mismatch);
  CHECK(items::decode(it).error().field == "gsi1pk");
  it = items::item(order(true));
  it.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-01#0000000101"});
  CHECK(items::decode(it).error().code == kp::error_code::key_mismatch);
  it.set("sk", {kp::attribute_kind::N, "1"});
  CHECK(items::decode(it).error().code == kp::error_code::wrong_attribute_type);
  it.erase("sk");
  CHECK(items::decode(it).error().code == kp::error_code::missing_attribute);
}
