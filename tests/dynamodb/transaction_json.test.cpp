// Tests of dynamodb/transaction_json.hpp: a TransactionCanceledException's reasons mapped back
// to the transaction's actions, from the body DynamoDB documents (and moto sends: see
// tests/integration/writes_moto.py).
#include <keyplate/dynamodb/transaction_json.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
ddb::transaction_parts two_actions() {
  ddb::put_parts p;
  p.item.set("pk", {kp::attribute_kind::S, "ORDER#1"});
  p.origin = {"Order", "pk", ""};
  ddb::check_parts c;
  c.key.set("pk", {kp::attribute_kind::S, "PRODUCT#TEA"});
  c.origin = {"Product", "pk", ""};
  ddb::transaction_parts t;
  t.actions = {p, c};
  return t;
}
constexpr std::string_view cancelled = R"json({
  "__type": "com.amazonaws.dynamodb.v20120810#TransactionCanceledException",
  "Message": "Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]",
  "CancellationReasons": [
    {"Code": "None"},
    {"Code": "ConditionalCheckFailed", "Message": "The conditional request failed",
     "Item": {"pk": {"S": "PRODUCT#TEA"}, "stock": {"N": "1"}}}
  ]
})json";
}  // namespace

TEST_CASE("each reason names its action's position and entity") {
  const auto reasons = ddb::cancellation_reasons(two_actions(), cancelled);
  REQUIRE(reasons);
  REQUIRE(reasons->size() == 2);
  const ddb::cancellation_reason& first = (*reasons)[0];
  CHECK(first.position == 0);
  CHECK(first.entity == "Order");
  CHECK(first.code == "None");
  CHECK_FALSE(first.failed());
  CHECK(!first.item);
  const ddb::cancellation_reason& second = (*reasons)[1];
  CHECK(second.position == 1);
  CHECK(second.entity == "Product");
  CHECK(second.failed());
  CHECK(second.message == "The conditional request failed");
  REQUIRE(second.item);
  CHECK(second.item->find("stock")->text == "1");
}

TEST_CASE("the body may be text of any kind, or parsed JSON") {
  const auto t = two_actions();
  const auto from_view = ddb::cancellation_reasons(t, cancelled).value();
  CHECK(ddb::cancellation_reasons(t, std::string(cancelled)).value() == from_view);
  CHECK(ddb::cancellation_reasons(t, std::string(cancelled).c_str()).value() == from_view);
  CHECK(ddb::cancellation_reasons(t, nlohmann::json::parse(cancelled)).value() == from_view);
}

TEST_CASE("a body that does not give one reason per action is refused") {
  const auto t = two_actions();
  const auto code_of = [&](std::string_view body) {
    return ddb::cancellation_reasons(t, body).error().code;
  };
  CHECK(code_of("not json") == kp::error_code::malformed_item);
  CHECK(code_of("[]") == kp::error_code::malformed_item);
  CHECK(code_of(R"({"CancellationReasons": [{"Code": "None"}]})") ==
        kp::error_code::malformed_item);  // one reason for two actions
  CHECK(code_of(R"({"CancellationReasons": [{"Code": "None"}, {"Code": 3}]})") ==
        kp::error_code::malformed_item);
  CHECK(code_of(R"({"CancellationReasons": [{"Code": "None"}, {"Code": "X", "Message": 1}]})") ==
        kp::error_code::malformed_item);
  CHECK(
      code_of(
          R"({"CancellationReasons": [{"Code": "None"}, {"Code": "X", "Item": {"a": {"N": "x"}}}]})") ==
      kp::error_code::invalid_number);
  CHECK(ddb::cancellation_reasons(t, R"({"CancellationReasons": 5})").error().field ==
        "CancellationReasons");
}

TEST_CASE("a TransactGetItems response gives each get's item, or none, in order") {
  const auto items = ddb::transact_get_items(R"json({"Responses": [
    {"Item": {"pk": {"S": "CUSTOMER#42"}, "visits": {"N": "3"}}},
    {}
  ]})json");
  REQUIRE(items);
  REQUIRE(items->size() == 2);
  REQUIRE((*items)[0]);
  CHECK((*items)[0]->find("visits")->text == "3");
  CHECK(!(*items)[1]);
  const std::string text = R"({"Responses": [{}]})";
  CHECK(ddb::transact_get_items(text).value().size() == 1);
  CHECK(ddb::transact_get_items(text.c_str()).value().size() == 1);
  CHECK(ddb::transact_get_items(nlohmann::json::parse(text)).value().size() == 1);
}

TEST_CASE("a TransactGetItems response of another shape is malformed_item") {
  const kp::error malformed{kp::error_code::malformed_item, "Responses", 0};
  CHECK(ddb::transact_get_items("not json").error() == malformed);
  CHECK(ddb::transact_get_items(R"({"Items": []})").error() == malformed);
  CHECK(ddb::transact_get_items(R"({"Responses": {}})").error() == malformed);
  CHECK(ddb::transact_get_items(R"({"Responses": [[]]})").error() == malformed);
  CHECK(ddb::transact_get_items(R"({"Responses": [{"Item": {"n": {"N": "x"}}}]})").error().code ==
        kp::error_code::invalid_number);
}
