// Tests of dynamodb/batch_json.hpp: the BatchWriteItem and BatchGetItem bodies, as DynamoDB's
// API reference spells them, and their responses read into plain data.
#include <keyplate/dynamodb/batch_json.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
ddb::item key(const std::string& pk) {
  ddb::item k;
  k.set("pk", {kp::attribute_kind::S, pk});
  k.set("sk", {kp::attribute_kind::S, "#METADATA"});
  return k;
}
}  // namespace

TEST_CASE("a BatchWriteItem body lists each put's item and each delete's key, nothing more") {
  ddb::put_parts p;
  p.item = key("CUSTOMER#1");
  p.item.set("visits", {kp::attribute_kind::N, "3"});
  p.origin = {"Customer", "pk", "sk"};
  ddb::delete_parts d;
  d.key = key("CUSTOMER#2");
  const ddb::batch_write_parts b{"shop", {p, d}};
  const std::string expected =
      R"({"RequestItems":{"shop":[)"
      R"({"PutRequest":{"Item":{"pk":{"S":"CUSTOMER#1"},"sk":{"S":"#METADATA"},"visits":{"N":"3"}}}},)"
      R"({"DeleteRequest":{"Key":{"pk":{"S":"CUSTOMER#2"},"sk":{"S":"#METADATA"}}}}]}})";
  CHECK(ddb::to_json_text(b) == expected);
  CHECK(nlohmann::json(b) == nlohmann::json::parse(expected));
}

TEST_CASE("a BatchGetItem body lists the keys under the table's Keys") {
  const ddb::batch_get_parts g{"shop", {key("CUSTOMER#1"), key("CUSTOMER#2")}};
  CHECK(ddb::to_json_text(g) ==
        R"({"RequestItems":{"shop":{"Keys":[{"pk":{"S":"CUSTOMER#1"},"sk":{"S":"#METADATA"}},)"
        R"({"pk":{"S":"CUSTOMER#2"},"sk":{"S":"#METADATA"}}]}}})");
}

TEST_CASE("BatchWriteItem's response: the unprocessed puts and deletes, per table") {
  const auto r = ddb::parse_batch_write_response(nlohmann::json::parse(R"({
      "UnprocessedItems": {"shop": [{"PutRequest": {"Item": {"pk": {"S": "CUSTOMER#1"}}}},
                                    {"DeleteRequest": {"Key": {"pk": {"S": "CUSTOMER#2"}}}}]},
      "ConsumedCapacity": []})"));
  REQUIRE(r.has_value());
  REQUIRE(r->unprocessed_items.size() == 1);
  const ddb::table_writes& t = r->unprocessed_items[0];
  CHECK(t.table == "shop");
  REQUIRE(t.writes.size() == 2);
  CHECK(t.writes[0].put);
  CHECK(*t.writes[0].value.find("pk")->as_string() == "CUSTOMER#1");
  CHECK_FALSE(t.writes[1].put);
  CHECK(*t.writes[1].value.find("pk")->as_string() == "CUSTOMER#2");
  CHECK(ddb::parse_batch_write_response(nlohmann::json::object())->unprocessed_items.empty());
  const kp::error malformed{kp::error_code::malformed_item, "UnprocessedItems", 0};
  for (const char* bad : {R"([])", R"({"UnprocessedItems": []})",
                          R"({"UnprocessedItems": {"shop": [{"PutRequest": {"Key": {}}}]}})",
                          R"({"UnprocessedItems": {"shop": [{"PutRequest": {"Item": {}},
                                                             "DeleteRequest": {}}]}})",
                          R"({"UnprocessedItems": {"shop": [{"DeleteRequest":
                                                             {"Key": {"k": {"N": "x"}}}}]}})"}) {
    INFO(bad);
    CHECK(ddb::parse_batch_write_response(nlohmann::json::parse(bad)).error() == malformed);
  }
}

TEST_CASE("BatchGetItem's response: the items found and the unprocessed keys, per table") {
  const auto r = ddb::parse_batch_get_response(nlohmann::json::parse(R"({
      "Responses": {"shop": [{"pk": {"S": "CUSTOMER#1"}}], "archive": []},
      "UnprocessedKeys": {"shop": {"Keys": [{"pk": {"S": "CUSTOMER#2"}}],
                                   "ConsistentRead": true}}})"));
  REQUIRE(r.has_value());
  // nlohmann keeps an object's members by name: "archive" before "shop".
  const ddb::batch_get_response expected{{{"archive", {}}, {"shop", {key("CUSTOMER#1")}}},
                                         {{"shop", {key("CUSTOMER#2")}}}};
  ddb::batch_get_response got = *r;
  got.responses[1].items[0].set("sk", {kp::attribute_kind::S, "#METADATA"});
  got.unprocessed_keys[0].items[0].set("sk", {kp::attribute_kind::S, "#METADATA"});
  CHECK(got == expected);
  const kp::error responses{kp::error_code::malformed_item, "Responses", 0};
  const kp::error keys{kp::error_code::malformed_item, "UnprocessedKeys", 0};
  CHECK(ddb::parse_batch_get_response(nlohmann::json::parse(R"(7)")).error() == responses);
  CHECK(ddb::parse_batch_get_response(nlohmann::json::parse(R"({"Responses": {"shop": {}}})"))
            .error() == responses);
  CHECK(
      ddb::parse_batch_get_response(nlohmann::json::parse(R"({"UnprocessedKeys": []})")).error() ==
      keys);
  CHECK(ddb::parse_batch_get_response(
            nlohmann::json::parse(R"({"UnprocessedKeys": {"shop": {"Keys": [1]}}})"))
            .error() == keys);
}
