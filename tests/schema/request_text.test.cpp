// The schema layer's requests written by ddb::to_json_text: each operation's parts (put, get,
// update, remove, check, query, scan, a transaction, a transact_get, a batch) as text equal, as
// JSON values, what the nlohmann add-on builds, with `TableName` where the caller names it.
#include <cstdint>
#include <keyplate/dynamodb/json_text.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <string>
#include <vector>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;
using kp::attr;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
                          kp::field<"status", kp::string<16>>, kp::attribute<"total", kp::number>,
                          kp::optional_attribute<"note", std::string>,
                          kp::optional_attribute<"lines", std::vector<std::int64_t>>,
                          kp::optional_attribute<"prices", std::map<std::string, std::int64_t>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">>;
using Customer = kp::entity<"Customer", kp::fields<kp::field<"customerId", kp::uint<>>>,
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#PROFILE">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

Order::values order() {
  return Order::make(
      kp::arg<"customerId">(7), kp::arg<"orderId">(42), kp::arg<"status">("PLACED"),
      kp::arg<"total">(kp::number("12.50")),
      kp::arg<"note">(std::string("\"gift\" \\ wrap\n\xe2\x9c\x93")),  // quotes, \, newline, UTF-8
      kp::arg<"lines">(std::vector<std::int64_t>{1, -2, 3}),
      kp::arg<"prices">(std::map<std::string, std::int64_t>{{"a#b", 5}, {"%", 6}}));
}

// `parts` as text equals the add-on's JSON, and with the table, the same plus `TableName`.
template <class Parts>
void check_same(const Parts& parts) {
  const json expected = parts;
  CHECK(json::parse(ddb::to_json_text(parts)) == expected);
  json named = expected;
  named["TableName"] = "shop";
  CHECK(json::parse(ddb::to_json_text(parts, "shop")) == named);
}
}  // namespace

TEST_CASE("request text: the single-item writes and reads of an entity", "[request_text]") {
  constexpr int customer = 7, number = 42;
  const auto id = kp::arg<"customerId">(customer);  // (an argument refers to its value)
  const auto order_id = kp::arg<"orderId">(number);
  check_same(Order::put(order()));
  check_same(Order::put(order(), kp::when(attr<"note">.absent()), kp::returning_on_failure));
  check_same(Order::get(id, order_id));
  check_same(Order::update(id, order_id, kp::set<"status">("SHIPPED"),
                           kp::set<"lines">(std::vector<std::int64_t>{4}), kp::unset<"note">,
                           kp::returning(ddb::all_new)));
  check_same(Order::remove(id, order_id, kp::must_exist));
  check_same(Customer::check(id, kp::must_exist));
}

TEST_CASE("request text: queries and scans with their options", "[request_text]") {
  check_same(Order::query<Primary>(kp::arg<"customerId">(7)));
  check_same(Order::query<ByStatus>(kp::arg<"status">("PLACED"),
                                    kp::arg<"orderId">(kp::between(1, 99)), kp::descending,
                                    kp::limit(25), kp::filter(attr<"total"> > kp::number("10"))));
  check_same(Shop::query<Primary>(kp::arg<"customerId">(7), kp::consistent, kp::count_only));
  check_same(Shop::scan(kp::entities<Order>, kp::segment(1, 4), kp::limit(100)));
  check_same(Shop::scan());
}

TEST_CASE("request text: a transaction, a transact_get and a batch", "[request_text]") {
  const ddb::transaction_parts place =
      kp::transaction(Customer::check(kp::arg<"customerId">(7), kp::must_exist),
                      Order::put(order()), kp::idempotency_token("order-7-42"));
  json named = json(place);
  for (json& action : named["TransactItems"]) action.begin().value()["TableName"] = "shop";
  CHECK(json::parse(ddb::to_json_text(place)) == json(place));
  CHECK(json::parse(ddb::to_json_text(place, "shop")) == named);

  const auto both = kp::transact_get(Customer::get(kp::arg<"customerId">(7)),
                                     Order::get(kp::arg<"customerId">(7), kp::arg<"orderId">(42)));
  CHECK(json::parse(ddb::to_json_text(both)) == json(both));

  ddb::batch_writer batch("shop");
  batch.add(Order::put(order(), ddb::replace));
  batch.add(Order::remove(kp::arg<"customerId">(7), kp::arg<"orderId">(43)));
  const auto request = batch.next_request();
  REQUIRE(request);
  CHECK(json::parse(ddb::to_json_text(*request)) == json(*request));
}
