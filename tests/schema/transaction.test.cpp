// Tests of schema/transaction.hpp: kp::transaction across entities, from arguments and from a
// range, with an idempotency token, and its errors (the compile-time ones: the must-not-compile
// cases transaction_*).
#include <keyplate/schema.hpp>
#include <string>
#include <variant>
#include <vector>

#include "catch.hpp"
#include "shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
using namespace schema_shop;
using namespace std::chrono_literals;
using Order = OrderWith<>;
using kp::attr;

Customer::values customer(std::uint64_t id) {
  return Customer::make(kp::arg<"customerId">(id), kp::arg<"email">("a@b.example"));
}
Order::values order(std::uint64_t customer, std::uint64_t id) {
  return Order::make(kp::arg<"customerId">(customer), kp::arg<"date">(2026y / 12 / 5d),
                     kp::arg<"orderId">(id));
}
}  // namespace

TEST_CASE("a transaction holds its actions in order, across entities") {
  const auto t = kp::transaction(
      Order::put(order(42, 1)), Customer::check(kp::arg<"customerId">(42), kp::must_exist),
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                    kp::arg<"orderId">(2), kp::set<"status">("PAID")),
      Order::remove(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 12 / 5d),
                    kp::arg<"orderId">(3)));
  REQUIRE(t.actions.size() == 4);
  CHECK(t.actions[0].kind() == "Put");
  CHECK(t.actions[1].kind() == "ConditionCheck");
  CHECK(t.actions[1].origin().entity == "Customer");
  CHECK(t.actions[2].kind() == "Update");
  CHECK(t.actions[3].kind() == "Delete");
  CHECK(std::get<ddb::put_parts>(t.actions[0].request) == Order::put(order(42, 1)));
  CHECK(!t.client_request_token);
}

TEST_CASE("an idempotency token may be any argument") {
  const auto t = kp::transaction(kp::idempotency_token("order-42-1"), Order::put(order(42, 1)));
  CHECK(t.client_request_token == "order-42-1");
  CHECK(t.actions.size() == 1);
  const auto long_token =
      kp::try_transaction(Order::put(order(42, 1)), kp::idempotency_token(std::string(37, 't')));
  CHECK(long_token.error().code == kp::error_code::bad_token);
}

TEST_CASE("a transaction refuses two actions on one item, and ReturnValues") {
  const auto twice = kp::try_transaction(Customer::put(customer(7)),
                                         Customer::check(kp::arg<"customerId">(7), kp::must_exist));
  CHECK(twice.error() == kp::error{kp::error_code::same_item_twice, "ConditionCheck", 1});
  CHECK_THROWS_AS(kp::transaction(Customer::put(customer(7)), Customer::put(customer(7))),
                  kp::key_error);
  const auto returning =
      kp::try_transaction(Customer::remove(kp::arg<"customerId">(7), kp::returning(ddb::all_old)));
  CHECK(returning.error().code == kp::error_code::returning_in_transaction);
}

TEST_CASE("a transaction of a run-time range checks the count too") {
  std::vector<ddb::transact_action> actions;
  CHECK(kp::try_transaction(actions).error().code == kp::error_code::no_actions);
  for (std::uint64_t i = 0; i != 100; ++i) actions.emplace_back(Customer::put(customer(i)));
  const auto full = kp::try_transaction(actions, kp::idempotency_token("bulk"));
  REQUIRE(full);
  CHECK(full->actions.size() == 100);
  CHECK(full->client_request_token == "bulk");
  actions.emplace_back(Customer::put(customer(100)));
  CHECK(kp::try_transaction(actions).error().code == kp::error_code::too_many_actions);
}

TEST_CASE("move is a transaction of a delete and a put") {
  const auto m = Customer::move(customer(1), customer(2));
  CHECK(m == kp::transaction(Customer::remove(kp::arg<"customerId">(1), kp::must_exist),
                             Customer::put(customer(2))));
}
