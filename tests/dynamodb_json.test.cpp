#include <keyplate/codecs/date.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;
using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"email", kp::string<254>>,
                          kp::field<"vip", kp::boolean>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">,
               kp::keys<ByEmail, "EMAIL#{email}">>;
using Shop = kp::schema<kp::indexes<Primary, ByEmail>, Customer>;
}  // namespace

TEST_CASE("an item goes to DynamoDB JSON and back") {
  const auto c =
      Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("a b@c"), kp::arg<"vip">(true));
  const json j = Customer::item(c);
  CHECK(j.at("customerId") == json{{"N", "42"}});
  CHECK(j.at("email") == json{{"S", "a b@c"}});
  CHECK(j.at("vip") == json{{"BOOL", true}});
  CHECK(j.at("gsi2pk").at("S") == Customer::key<ByEmail>(c).partition);
  const auto back = j.get<ddb::item>();
  CHECK(back == Customer::item(c));
  CHECK(Customer::decode_item(back).value() == c);
}

TEST_CASE("parse_item rejects malformed DynamoDB JSON with an error naming the attribute") {
  CHECK(ddb::parse_item(json::array()).error().code == kp::error_code::malformed_item);
  const json wrong_shape = {{"pk", "CUSTOMER#1"}};
  CHECK(ddb::parse_item(wrong_shape).error().code == kp::error_code::malformed_item);
  CHECK(ddb::parse_item(wrong_shape).error().field == "pk");
  const json two_types = {{"pk", {{"S", "a"}, {"N", "1"}}}};
  CHECK(ddb::parse_item(two_types).error().code == kp::error_code::malformed_item);
  const json number_not_text = {{"n", {{"N", 1}}}};
  CHECK(ddb::parse_item(number_not_text).error().code == kp::error_code::malformed_item);
  const json not_a_number = {{"n", {{"N", "1.2.3"}}}};
  CHECK(ddb::parse_item(not_a_number).error().code == kp::error_code::invalid_number);
  CHECK_THROWS_AS(not_a_number.get<ddb::item>(), kp::key_error);
}

TEST_CASE("an item another writer gave lists and sets is read, and decodes") {
  const auto c =
      Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("a@b"), kp::arg<"vip">(false));
  json j = Customer::item(c);
  j["lines"] = {{"L", {{{"M", {{"qty", {{"N", "2"}}}}}}}}};
  j["tags"] = {{"SS", {"new", "vip"}}};
  const ddb::parse_result it = ddb::parse_item(j);
  REQUIRE(it);
  CHECK(it->find("tags")->as_string_set()->size() == 2);
  const Customer::values back = Customer::decode_item(*it).value();
  CHECK(back.as_tuple() == c.as_tuple());
  // The other writer's attributes are kept, and written back.
  CHECK(back.extra().size() == 2);
  CHECK(Customer::item(back) == *it);
}

TEST_CASE("the UpdateTimeToLive body") {
  const json t = ddb::time_to_live_parts{"shop", "expiresAt", true};
  CHECK(t == json::parse(R"({"TableName": "shop",
    "TimeToLiveSpecification": {"AttributeName": "expiresAt", "Enabled": true}})"));
}

TEST_CASE("query parts and the table definition are request bodies") {
  const json q = Customer::query<ByEmail>(kp::arg<"email">("a@b"));
  CHECK(q.at("IndexName") == "gsi2");
  CHECK(q.at("KeyConditionExpression") == "#pk = :pk");
  CHECK(q.at("ExpressionAttributeNames").at("#pk") == "gsi2pk");
  CHECK(q.at("ExpressionAttributeValues").at(":pk") == json{{"S", "EMAIL#a@b"}});
  CHECK(q.get<ddb::query_parts>() == Customer::query<ByEmail>(kp::arg<"email">("a@b")));

  const json t = Shop::table_definition("shop");
  CHECK(t.at("TableName") == "shop");
  CHECK(t.at("BillingMode") == "PAY_PER_REQUEST");
  CHECK(t.at("AttributeDefinitions").size() == 3);
  CHECK(t.at("GlobalSecondaryIndexes").at(0).at("Projection").at("ProjectionType") == "ALL");
  CHECK(t.get<ddb::table_definition>() == Shop::table_definition("shop"));
}

TEST_CASE("a query's options in its body, and back") {
  const ddb::query_parts parts = Customer::query<Primary>(
      kp::arg<"customerId">(7), kp::filter(kp::attr<"vip"> == true && kp::attr<"email">.exists()),
      kp::limit(5), kp::descending, kp::consistent, kp::count_only);
  const json q = parts;
  CHECK(q == json::parse(R"json({
    "KeyConditionExpression": "#pk = :pk AND #sk = :sk",
    "FilterExpression": "#n0 = :v0 AND attribute_exists(#n1)",
    "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#n0": "vip", "#n1": "email"},
    "ExpressionAttributeValues": {
        ":pk": {"S": "CUSTOMER#7"}, ":sk": {"S": "#METADATA"}, ":v0": {"BOOL": true}},
    "Limit": 5, "ScanIndexForward": false, "ConsistentRead": true, "Select": "COUNT"})json"));
  CHECK(q.get<ddb::query_parts>() == parts);

  // Without options the body has none of their members.
  const json plain = Customer::query<Primary>(kp::arg<"customerId">(7));
  for (const char* member :
       {"FilterExpression", "Limit", "ScanIndexForward", "ConsistentRead", "Select"}) {
    CHECK(!plain.contains(member));
  }
  // A value the key condition does not use is the filter's, even one named like a key's.
  json odd = plain;
  odd["FilterExpression"] = "#pk <> :sk2";
  odd["ExpressionAttributeValues"][":sk2"] = json{{"N", "1"}};
  const auto back = odd.get<ddb::query_parts>();
  CHECK(back.filter_values.at(":sk2") == ddb::attribute_value::number("1"));
  CHECK(back.expression_attribute_values.size() == 2);  // :pk and :sk
}

TEST_CASE("write requests are request bodies, without empty members") {
  const auto c =
      Customer::make(kp::arg<"customerId">(7), kp::arg<"email">("a@b"), kp::arg<"vip">(true));
  const json put = Customer::put(c);
  CHECK(put.at("Item") == json(Customer::item(c)));
  CHECK(put.at("ConditionExpression") == "attribute_not_exists(#pk)");
  CHECK(put.at("ExpressionAttributeNames") == json{{"#pk", "pk"}});
  const json replace = Customer::put(c, ddb::replace);
  CHECK(replace.size() == 1);  // the item only: DynamoDB rejects empty expressions

  const json get = Customer::get(kp::arg<"customerId">(7));
  CHECK(get == json{{"Key", {{"pk", {{"S", "CUSTOMER#7"}}}, {"sk", {{"S", "#METADATA"}}}}}});

  const json update =
      Customer::update(kp::arg<"customerId">(7), kp::set<"email">("c@d"), kp::set<"vip">(false));
  CHECK(update.at("Key") == get.at("Key"));
  const json& names = update.at("ExpressionAttributeNames");
  const json& values = update.at("ExpressionAttributeValues");
  // Every placeholder of the expression is defined, typed as the item stores it.
  for (const auto& [placeholder, name] : names.items()) {
    const std::string text = update.at("UpdateExpression").get<std::string>() + " " +
                             update.at("ConditionExpression").get<std::string>();
    CHECK(text.find(placeholder) != std::string::npos);
    if (name == "vip") CHECK(values.at(":" + placeholder.substr(1)) == json{{"BOOL", false}});
    if (name == "gsi2pk") {
      CHECK(values.at(":" + placeholder.substr(1)) == json{{"S", "EMAIL#c@d"}});
    }
  }
  CHECK(names.size() == 4);  // pk, email, gsi2pk, vip

  // An update whose operators all had empty sets has no actions: no UpdateExpression at all.
  ddb::update_parts check_only;
  check_only.key = Customer::update(kp::arg<"customerId">(7), kp::set<"vip">(true)).key;
  check_only.condition_expression = "attribute_exists(#pk)";
  check_only.expression_attribute_names.emplace("#pk", "pk");
  const json nothing = check_only;
  CHECK(!nothing.contains("UpdateExpression"));
  CHECK(nothing.at("ConditionExpression") == "attribute_exists(#pk)");
  CHECK(!nothing.contains("ExpressionAttributeValues"));

  const auto moved =
      Customer::make(kp::arg<"customerId">(8), kp::arg<"email">("a@b"), kp::arg<"vip">(true));
  const json t = Customer::move(c, moved);
  const json& items = t.at("TransactItems");
  REQUIRE(items.size() == 2);
  CHECK(items.at(0).at("Delete").at("Key") == get.at("Key"));
  CHECK(items.at(0).at("Delete").at("ConditionExpression") == "attribute_exists(#pk)");
  CHECK(items.at(1).at("Put") == json(Customer::put(moved)));
  CHECK(!t.contains("ClientRequestToken"));

  // A ConditionCheck, and a token.
  const json checked = kp::transaction(
      Customer::check(kp::arg<"customerId">(7), kp::must_exist, kp::returning_on_failure),
      Customer::put(moved), kp::idempotency_token("retry-1"));
  CHECK(checked == json::parse(R"json({
    "TransactItems": [
      {"ConditionCheck": {"Key": {"pk": {"S": "CUSTOMER#7"}, "sk": {"S": "#METADATA"}},
                          "ConditionExpression": "attribute_exists(#pk)",
                          "ExpressionAttributeNames": {"#pk": "pk"},
                          "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}},
      {"Put": )json" + json(Customer::put(moved)).dump() +
                               R"json(}
    ],
    "ClientRequestToken": "retry-1"
  })json"));
}

TEST_CASE("a TransactGetItems body lists a Get of each key, in order") {
  ddb::transact_get_request g;
  g.keys.resize(2);
  g.keys[0].set("pk", {kp::attribute_kind::S, "A"});
  g.keys[1].set("pk", {kp::attribute_kind::S, "B"});
  CHECK(json(g) == json::parse(R"({"TransactItems": [{"Get": {"Key": {"pk": {"S": "A"}}}},
                                                      {"Get": {"Key": {"pk": {"S": "B"}}}}]})"));
}

TEST_CASE("a scan's body holds what the scan sets, nothing empty") {
  CHECK(json(Shop::scan()) ==
        json::parse(R"j({"FilterExpression": "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)",
                        "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk"},
                        "ExpressionAttributeValues": {":pk0": {"S": "CUSTOMER#"},
                                                      ":sk0": {"S": "#METADATA"}}})j"));
  const auto part = Shop::scan(kp::filter(kp::attr<"vip"> == true), kp::limit(100),
                               kp::segment(3, 4), kp::consistent, kp::count_only);
  CHECK(json(part) == json::parse(R"j({
    "FilterExpression": "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) AND #n0 = :v0",
    "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#n0": "vip"},
    "ExpressionAttributeValues": {":pk0": {"S": "CUSTOMER#"}, ":sk0": {"S": "#METADATA"},
                                  ":v0": {"BOOL": true}},
    "Limit": 100, "ConsistentRead": true, "Select": "COUNT", "Segment": 3, "TotalSegments": 4})j"));
  CHECK(json(ddb::scan_request{}) == json::object());
}
