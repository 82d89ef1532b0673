// Tests of dynamodb/batch_json.hpp: the BatchWriteItem and BatchGetItem bodies, as DynamoDB's
// API reference spells them.
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
