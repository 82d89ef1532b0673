// Tests of dynamodb/detail/json_bodies.hpp: what each body leaves out when it is empty
// (DynamoDB rejects an empty expression, name map or value map), where TableName goes, and one
// element of a BatchWriteItem list. (Every body against the nlohmann add-on:
// ../json_text.test.cpp.)
#include <keyplate/dynamodb/detail/json_bodies.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

namespace {
ddb::item key_a() {
  ddb::item k;
  k.set("pk", ddb::attribute_value::string("A"));
  return k;
}
template <class Parts>
std::string text(const Parts& p, std::string_view table = {}) {
  std::string out;
  ddb::detail_text::writer w(out);
  ddb::detail_text::body(w, p, table);
  return out;
}
}  // namespace

TEST_CASE("a write without a condition has no condition, names or values") {
  ddb::delete_parts d;
  d.key = key_a();
  CHECK(text(d) == R"({"Key":{"pk":{"S":"A"}}})");
  d.condition_expression = "attribute_exists(#pk)";
  d.expression_attribute_names["#pk"] = "pk";
  d.returned = ddb::return_values::all_old;
  d.old_item_on_failure = true;
  CHECK(
      text(d, "shop") ==
      R"j({"TableName":"shop","Key":{"pk":{"S":"A"}},"ConditionExpression":"attribute_exists(#pk)",)j"
      R"j("ExpressionAttributeNames":{"#pk":"pk"},"ReturnValues":"ALL_OLD",)j"
      R"j("ReturnValuesOnConditionCheckFailure":"ALL_OLD"})j");
}

TEST_CASE("an update with no expression (every operator's set was empty) writes none") {
  ddb::update_parts u;
  u.key = key_a();
  CHECK(text(u) == R"({"Key":{"pk":{"S":"A"}}})");
  u.update_expression = "REMOVE #a1";
  u.expression_attribute_names["#a1"] = "note";
  CHECK(
      text(u) ==
      R"({"Key":{"pk":{"S":"A"}},"UpdateExpression":"REMOVE #a1","ExpressionAttributeNames":{"#a1":"note"}})");
}

TEST_CASE("a scan writes only what it sets; a query always has its names and values") {
  CHECK(text(ddb::scan_request{}) == "{}");
  ddb::scan_request s;
  s.total_segments = 4;
  s.segment = 0;
  CHECK(text(s, "t") == R"({"TableName":"t","Segment":0,"TotalSegments":4})");
  ddb::query_parts q;
  q.key_condition_expression = "#pk = :pk";
  q.expression_attribute_names["#pk"] = "pk";
  q.expression_attribute_values[":pk"] = "A";
  q.order = ddb::scan_order::descending;
  q.limit = 0;
  CHECK(text(q) ==
        R"({"KeyConditionExpression":"#pk = :pk","ExpressionAttributeNames":{"#pk":"pk"},)"
        R"("ExpressionAttributeValues":{":pk":{"S":"A"}},"Limit":0,"ScanIndexForward":false})");
}

TEST_CASE("one element of a BatchWriteItem list is a PutRequest or a DeleteRequest") {
  std::string out;
  ddb::detail_text::writer w(out);
  ddb::detail_text::write_request(w, std::variant<ddb::put_parts, ddb::delete_parts>(
                                         ddb::delete_parts{key_a(), {}, {}, {}, {}, {}, {}}));
  CHECK(out == R"({"DeleteRequest":{"Key":{"pk":{"S":"A"}}}})");
}
