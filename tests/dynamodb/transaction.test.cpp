// Tests of dynamodb/transaction.hpp: a transaction's actions as plain data, the checks DynamoDB
// makes before running one, on hand-built parts, and why it cancelled one.
#include <keyplate/dynamodb/transaction.hpp>
#include <optional>
#include <string>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
const ddb::request_origin order{"Order", "pk", "sk"};

ddb::item key(const std::string& pk, const std::string& sk) {
  ddb::item k;
  k.set("pk", {kp::attribute_kind::S, pk});
  k.set("sk", {kp::attribute_kind::S, sk});
  return k;
}
ddb::put_parts put(const std::string& pk, const std::string& sk) {
  ddb::put_parts p;
  p.item = key(pk, sk);
  p.item.set("total", {kp::attribute_kind::N, "3"});
  p.origin = order;
  return p;
}
ddb::delete_parts remove(const std::string& pk, const std::string& sk) {
  ddb::delete_parts d;
  d.key = key(pk, sk);
  d.origin = order;
  return d;
}
kp::error_code code_of(const ddb::transaction_parts& t) {
  return ddb::check_transaction(t).code;
}
}  // namespace

TEST_CASE("an action knows its kind, its origin and the item it is about") {
  const ddb::transact_action p = put("A", "1");
  CHECK(p.kind() == "Put");
  CHECK(p.origin().entity == "Order");
  CHECK(p.key() == key("A", "1"));  // the put's key attributes only, not `total`
  const ddb::transact_action d = remove("A", "2");
  CHECK(d.kind() == "Delete");
  CHECK(d.key() == key("A", "2"));
  ddb::update_parts u;
  u.key = key("B", "1");
  CHECK(ddb::transact_action(u).kind() == "Update");
  ddb::check_parts c;
  c.key = key("C", "1");
  CHECK(ddb::transact_action(c).kind() == "ConditionCheck");
  CHECK(ddb::transact_action(c).key() == key("C", "1"));
  ddb::put_parts by_hand;  // no origin: its key is unknown
  by_hand.item = key("A", "1");
  CHECK(ddb::transact_action(by_hand).key().empty());
}

TEST_CASE("check_transaction refuses what DynamoDB refuses, naming the action") {
  ddb::transaction_parts t;
  CHECK(code_of(t) == kp::error_code::no_actions);
  t.actions = {put("A", "1"), remove("A", "2")};
  CHECK(code_of(t) == kp::error_code::none);

  t.actions.emplace_back(remove("A", "1"));  // the put's item again
  const kp::error twice = ddb::check_transaction(t);
  CHECK(twice == kp::error{kp::error_code::same_item_twice, "Delete", 2});
  t.actions.pop_back();

  ddb::delete_parts returning = remove("B", "1");
  returning.returned = ddb::return_values::all_old;
  t.actions.emplace_back(returning);
  CHECK(ddb::check_transaction(t) ==
        kp::error{kp::error_code::returning_in_transaction, "Delete", 2});
  t.actions.pop_back();

  t.client_request_token = std::string(36, 'x');
  CHECK(code_of(t) == kp::error_code::none);
  t.client_request_token = std::string(37, 'x');
  CHECK(code_of(t) == kp::error_code::bad_token);
  t.client_request_token = std::string();
  CHECK(code_of(t) == kp::error_code::bad_token);
  t.client_request_token = std::nullopt;

  t.actions.clear();
  for (int i = 0; i != 100; ++i) t.actions.emplace_back(remove("A", std::to_string(i)));
  CHECK(code_of(t) == kp::error_code::none);
  t.actions.emplace_back(remove("A", "100"));
  CHECK(ddb::check_transaction(t) ==
        kp::error{kp::error_code::too_many_actions, "Delete", ddb::max_transaction_actions});
}

TEST_CASE("a cancellation reason failed unless its code is None") {
  ddb::cancellation_reason r{1, "Order", "None", {}, std::nullopt};
  CHECK_FALSE(r.failed());
  r.code = "ConditionalCheckFailed";
  CHECK(r.failed());
  CHECK(r != ddb::cancellation_reason{1, "Order", "None", {}, std::nullopt});
}
