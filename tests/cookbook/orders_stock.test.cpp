// Cookbook recipe 7 (docs/cookbook.md): ship an order only while it is placed, and place an
// order only while the stock holds it, the order and the stock in one transaction.
#include <cstdint>
#include <keyplate/codecs/enumeration.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <variant>

#include "catch.hpp"
#include "support/write_model.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using keyplate_test::outcome;

using Primary = kp::index<"pk", "sk">;
enum class order_status { placed, shipped };
using Status = kp::enumeration<order_status, "PLACED", "SHIPPED">;

using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"orderId", kp::uint<10>>, kp::field<"status", Status>,
               kp::field<"sku", kp::string<32>>, kp::attribute<"quantity", std::int64_t>>,
    kp::keys<Primary, "ORDER#{orderId}", "#">>;
using Product =
    kp::entity<"Product",
               kp::fields<kp::field<"sku", kp::string<32>>, kp::attribute<"stock", std::int64_t>>,
               kp::keys<Primary, "PRODUCT#{sku}", "#">>;
using Shop = kp::schema<kp::indexes<Primary>, Order, Product>;
static_assert(Shop::valid);
// The attributes in name order, what the updates' `#aN` count: Order's orderId 0, pk 1,
// quantity 2, sk 3, sku 4, status 5; Product's pk 0, sk 1, sku 2, stock 3.

Order::values order(std::uint64_t id, order_status s) {
  return Order::make(kp::arg<"orderId">(id), kp::arg<"status">(s), kp::arg<"sku">("TEA"),
                     kp::arg<"quantity">(std::int64_t{2}));
}
}  // namespace

TEST_CASE("ship an order only while it is placed") {
  // Ship order 100, only if it is still placed (not cancelled, not shipped already):
  const ddb::update_parts ship =
      Order::update(kp::arg<"orderId">(100), kp::set<"status">(order_status::shipped),
                    kp::when(kp::attr<"status"> == order_status::placed));
  CHECK(ship.update_expression == "SET #a5 = :a5");
  CHECK(ship.condition_expression == "attribute_exists(#pk) AND #a5 = :v0");
  CHECK(ship.expression_attribute_values.at(":v0") == av::string("PLACED"));

  keyplate_test::write_model table("pk", "sk");
  REQUIRE(table.put(Order::put(order(100, order_status::placed))) == outcome::applied);
  CHECK(table.update(ship) == outcome::applied);
  CHECK(table.get(Order::get(kp::arg<"orderId">(100)))->find("status")->text == "SHIPPED");
  CHECK(table.update(ship) == outcome::condition_failed);  // shipped once only
}

TEST_CASE("place an order only while the stock holds it, both or neither") {
  const Order::values placed = order(101, order_status::placed);
  // Order 101 for 2 units of TEA: the order is written and the stock taken together, or not
  // at all when fewer than 2 are left.
  const ddb::transaction_parts place =
      kp::transaction(Order::put(placed),
                      Product::update(kp::arg<"sku">("TEA"), kp::add<"stock">(std::int64_t{-2}),
                                      kp::when(kp::attr<"stock"> >= std::int64_t{2})),
                      kp::idempotency_token("order-101"));

  REQUIRE(place.actions.size() == 2);
  CHECK(std::get<ddb::put_parts>(place.actions[0].request) == Order::put(placed));
  const auto& take = std::get<ddb::update_parts>(place.actions[1].request);
  CHECK(take.update_expression == "ADD #a3 :a3");
  CHECK(take.expression_attribute_values.at(":a3") == av::number("-2"));
  CHECK(take.condition_expression == "attribute_exists(#pk) AND #a3 >= :v0");
  CHECK(take.expression_attribute_values.at(":v0") == av::number("2"));
  CHECK(place.actions[1].origin().entity == "Product");
  CHECK(place.client_request_token == "order-101");

  // The same product twice in one transaction is refused before it is sent.
  const auto twice = kp::try_transaction(
      Product::update(kp::arg<"sku">("TEA"), kp::add<"stock">(std::int64_t{-1})),
      Product::check(kp::arg<"sku">("TEA"), kp::must_exist));
  CHECK(twice.error().code == kp::error_code::same_item_twice);
}
