// keyplate: every request body of the schema layer written straight to DynamoDB JSON text, in
// one pass and without a JSON library: `ddb::to_json_text(parts)` returns it, and
// `ddb::append_json_text(out, parts)` appends it to a buffer of the caller's (reused from request
// to request, it allocates only when it grows). The text is what DynamoDB's low-level API takes
// (the HTTP body of `DynamoDB_20120810.PutItem`, boto3's client, `aws dynamodb ...
// --cli-input-json`) and, as JSON values, what the nlohmann add-on (`<keyplate/dynamodb_json.hpp>`)
// builds.
//
// The bodies that name no table themselves (a Query, Scan, PutItem, GetItem, UpdateItem,
// DeleteItem, and each action of a transaction) take the table as a second argument and write
// `TableName` first; without it they are written as the add-on's `to_json` writes them.
// Strings are escaped per RFC 8259 (`"`, `\` and control characters), valid UTF-8 passes as it
// is, and a string that is not UTF-8 throws `kp::key_error` (`invalid_utf8`, naming the
// attribute): JSON text cannot carry it, and DynamoDB rejects it. Standard library only.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <variant>

#include "../dynamodb.hpp"
#include "batch.hpp"
#include "detail/json_bodies.hpp"
#include "detail/json_writer.hpp"
#include "item.hpp"
#include "requests.hpp"
#include "scan.hpp"
#include "table_definition.hpp"
#include "transaction.hpp"

namespace keyplate::dynamodb {

/// The body of a single-item or single-call request, after what `out` holds; `TableName` first
/// when `table` is not empty. `Parts` (or a class derived from it, as the schema layer's parts
/// are) is one of:
/// - `put_parts`: PutItem (`Item`, the condition with its names and values, `ReturnValues`,
///   `ReturnValuesOnConditionCheckFailure`);
/// - `key_parts`: GetItem (`Key`);
/// - `update_parts`: UpdateItem (`Key`, `UpdateExpression`, the condition, names, values,
///   returns);
/// - `delete_parts`: DeleteItem (`Key`, the condition, names, values, returns);
/// - `check_parts`: one `ConditionCheck` of a transaction (`Key`, the condition, names, values);
/// - `query_parts`: Query (`IndexName`, `KeyConditionExpression`, `FilterExpression`, names,
///   values, `Limit`, `ScanIndexForward`, `ConsistentRead`, `Select`: those the query sets);
/// - `scan_request`: Scan (the filter, names, values, `Limit`, `ConsistentRead`, `Select`,
///   `Segment`, `TotalSegments`: those the scan sets).
///
/// Each member is left out when empty, as DynamoDB rejects an empty expression or map.
///
/// **Example**: `buffer.clear(); ddb::append_json_text(buffer, Order::get(id, number), "shop");`
template <class Parts>
requires requires(detail_text::writer& w, const Parts& p) {
  detail_text::members(w, p);
}
void append_json_text(std::string& out, const Parts& parts, std::string_view table = {}) {
  detail_text::writer w(out);
  detail_text::body(w, parts, table);
}

/// A Query or Scan body that continues a paged read: the body above, then `ExclusiveStartKey`
/// (what `Shop::resume(parts, cursor)` gives, or the page's `LastEvaluatedKey`).
template <class Parts>
requires(
    std::is_base_of_v<query_parts, Parts> ||
    std::is_base_of_v<scan_request, Parts>) void append_json_text(std::string& out,
                                                                  const Parts& parts,
                                                                  std::string_view table,
                                                                  const item& exclusive_start_key) {
  detail_text::writer w(out);
  w.open_object();
  detail_text::table(w, table);
  detail_text::members(w, parts);
  w.known_member("ExclusiveStartKey");
  w.item(exclusive_start_key);
  w.close_object();
}

/// A TransactWriteItems body: `{"TransactItems": [{"Put": {...}}, ...], "ClientRequestToken":
/// ...}`, each action with `TableName` when `table` is not empty.
inline void append_json_text(std::string& out, const transaction_parts& t,
                             std::string_view table = {}) {
  detail_text::writer w(out);
  w.open_object();
  w.known_member("TransactItems");
  w.open_array();
  for (const transact_action& a : t.actions) {
    w.open_object();
    w.known_member(a.kind());
    std::visit([&](const auto& r) { detail_text::body(w, r, table); }, a.request);
    w.close_object();
  }
  w.close_array();
  if (t.client_request_token) {
    w.known_member("ClientRequestToken");
    w.string(*t.client_request_token, "ClientRequestToken");
  }
  w.close_object();
}
/// A TransactGetItems body: `{"TransactItems": [{"Get": {"Key": {...}}}, ...]}`, each `Get`
/// with `TableName` when `table` is not empty.
inline void append_json_text(std::string& out, const transact_get_request& g,
                             std::string_view table = {}) {
  detail_text::writer w(out);
  w.open_object();
  w.known_member("TransactItems");
  w.open_array();
  for (const item& k : g.keys) {
    w.open_object();
    w.known_member("Get");
    w.open_object();
    detail_text::table(w, table);
    detail_text::key(w, k);
    w.close_object();
    w.close_object();
  }
  w.close_array();
  w.close_object();
}

/// A BatchWriteItem body: `{"RequestItems": {"<table>": [{"PutRequest": {"Item": {...}}},
/// {"DeleteRequest": {"Key": {...}}}, ...]}}`, the writes in order.
inline void append_json_text(std::string& out, const batch_write_parts& b) {
  detail_text::writer w(out);
  w.open_object();
  w.known_member("RequestItems");
  w.open_object();
  w.member(b.table);
  w.open_array();
  for (const auto& write : b.writes) detail_text::write_request(w, write);
  w.close_array();
  w.close_object();
  w.close_object();
}
/// A BatchGetItem body: `{"RequestItems": {"<table>": {"Keys": [{...}, ...]}}}`.
inline void append_json_text(std::string& out, const batch_get_parts& b) {
  detail_text::writer w(out);
  w.open_object();
  w.known_member("RequestItems");
  w.open_object();
  w.member(b.table);
  w.open_object();
  w.known_member("Keys");
  w.open_array();
  for (const item& k : b.keys) w.item(k);
  w.close_array();
  w.close_object();
  w.close_object();
  w.close_object();
}

/// A whole CreateTable body: `TableName`, `AttributeDefinitions`, `KeySchema`,
/// `GlobalSecondaryIndexes` (projection `ALL`; none when it has none) and `BillingMode`
/// `PAY_PER_REQUEST`.
inline void append_json_text(std::string& out, const table_definition& t) {
  detail_text::writer w(out);
  w.open_object();
  detail_text::table(w, t.table_name);
  w.known_member("AttributeDefinitions");
  w.open_array();
  for (const std::string& name : t.attribute_names) {
    w.open_object();
    w.known_member("AttributeName");
    w.string(name, "AttributeName");
    w.known_member("AttributeType");
    const auto type = t.attribute_types.find(name);
    w.string(to_string(type != t.attribute_types.end() ? type->second : attribute_kind::S),
             "AttributeType");
    w.close_object();
  }
  w.close_array();
  detail_text::key_schema(w, t.key_schema);
  if (!t.global_secondary_indexes.empty()) {
    w.known_member("GlobalSecondaryIndexes");
    w.open_array();
    for (const global_secondary_index& g : t.global_secondary_indexes) {
      w.open_object();
      w.known_member("IndexName");
      w.string(g.index_name, "IndexName");
      detail_text::key_schema(w, g.key_schema);
      w.known_member("Projection");
      w.raw(R"({"ProjectionType":"ALL"})");
      w.close_object();
    }
    w.close_array();
  }
  w.known_member("BillingMode");
  w.raw("\"PAY_PER_REQUEST\"");
  w.close_object();
}
/// An UpdateTimeToLive body: `TableName` and `TimeToLiveSpecification` (`AttributeName`,
/// `Enabled`).
inline void append_json_text(std::string& out, const time_to_live_parts& t) {
  detail_text::writer w(out);
  w.open_object();
  detail_text::table(w, t.table_name);
  w.known_member("TimeToLiveSpecification");
  w.open_object();
  w.known_member("AttributeName");
  w.string(t.attribute_name, "AttributeName");
  w.known_member("Enabled");
  w.boolean(t.enabled);
  w.close_object();
  w.close_object();
}

/// An item: `{"pk": {"S": "CUSTOMER#42"}, "orderId": {"N": "100"}, ...}`.
inline void append_json_text(std::string& out, const item& it) {
  detail_text::writer w(out);
  w.item(it);
}
/// One value: `{"S": "..."}`, `{"N": "42"}`, `{"B": "<base64>"}`, `{"L": [...]}`, ...
inline void append_json_text(std::string& out, const attribute_value& v) {
  detail_text::writer w(out);
  w.value(v, "");
}

/// What `append_json_text(out, parts, more...)` appends, as a string of its own: any request
/// body above (with the table, and a start key, where it takes them), an item or a value. A
/// schema layer's parts (`Shop::scan(...)`) are written as the request they are.
///
/// **Example**: `send("PutItem", ddb::to_json_text(Order::put(v), "shop"))`
template <class Parts, class... More>
requires requires(std::string& out, const Parts& p, const More&... more) {
  append_json_text(out, p, more...);
}
std::string to_json_text(const Parts& parts, const More&... more) {
  std::string out;
  append_json_text(out, parts, more...);
  return out;
}

}  // namespace keyplate::dynamodb
