// keyplate: the members of each request body that `<keyplate/dynamodb/json_text.hpp>` writes
// (PutItem's `Item` and condition, a Query's key condition and options, ...), on the writer of
// json_writer.hpp. Standard library only.
#pragma once

#include <string_view>
#include <variant>

#include "../../dynamodb.hpp"
#include "../item.hpp"
#include "../requests.hpp"
#include "../scan.hpp"
#include "json_writer.hpp"

namespace keyplate::dynamodb::detail_text {
inline void table(writer& w, std::string_view name) {
  if (name.empty()) return;
  w.known_member("TableName");
  w.string(name, "TableName");
}
// `ExpressionAttributeNames`: `{"#a1": "total", ...}`.
template <class Names>
void names(writer& w, const Names& placeholders) {
  w.known_member("ExpressionAttributeNames");
  w.open_object();
  for (const auto& [placeholder, name] : placeholders) {
    w.member(placeholder);
    w.string(name, placeholder);
  }
  w.close_object();
}
// `ExpressionAttributeValues` of typed values: `{":a1": {"N": "3"}, ...}`.
template <class Values>
void values(writer& w, const Values& placeholders) {
  w.known_member("ExpressionAttributeValues");
  w.open_object();
  for (const auto& [placeholder, value] : placeholders) {
    w.member(placeholder);
    w.value(value, placeholder);
  }
  w.close_object();
}
// `ConditionExpression`, `ExpressionAttributeNames` and `ExpressionAttributeValues`, each when
// it is not empty (DynamoDB rejects empty ones), then `ReturnValues` and
// `ReturnValuesOnConditionCheckFailure` when the write asks for them.
template <class Write>
void condition_and_returning(writer& w, const Write& r, return_values returned) {
  if (!r.condition_expression.empty()) {
    w.known_member("ConditionExpression");
    w.string(r.condition_expression, "ConditionExpression");
  }
  if (!r.expression_attribute_names.empty()) names(w, r.expression_attribute_names);
  if (!r.expression_attribute_values.empty()) values(w, r.expression_attribute_values);
  if (returned != return_values::none) {
    w.known_member("ReturnValues");
    w.string(to_string(returned), "ReturnValues");
  }
  if (r.old_item_on_failure) {
    w.known_member("ReturnValuesOnConditionCheckFailure");
    w.raw("\"ALL_OLD\"");
  }
}
// `KeySchema`: `[{"AttributeName": "pk", "KeyType": "HASH"}, ...]`.
template <class Elements>
void key_schema(writer& w, const Elements& elements) {
  w.known_member("KeySchema");
  w.open_array();
  for (const auto& e : elements) {
    w.open_object();
    w.known_member("AttributeName");
    w.string(e.attribute_name, "AttributeName");
    w.known_member("KeyType");
    w.string(e.key_type, "KeyType");
    w.close_object();
  }
  w.close_array();
}
inline void key(writer& w, const item& k) {
  w.known_member("Key");
  w.item(k);
}

// The members of each body, inside its braces.
inline void members(writer& w, const put_parts& p) {
  w.known_member("Item");
  w.item(p.item);
  condition_and_returning(w, p, p.returned);
}
inline void members(writer& w, const key_parts& k) {
  key(w, k.key);
}
inline void members(writer& w, const update_parts& u) {
  key(w, u.key);
  if (!u.update_expression.empty()) {
    w.known_member("UpdateExpression");
    w.string(u.update_expression, "UpdateExpression");
  }
  condition_and_returning(w, u, u.returned);
}
inline void members(writer& w, const delete_parts& d) {
  key(w, d.key);
  condition_and_returning(w, d, d.returned);
}
inline void members(writer& w, const check_parts& c) {
  key(w, c.key);
  condition_and_returning(w, c, return_values::none);
}
inline void members(writer& w, const query_parts& q) {
  if (q.index_name) {
    w.known_member("IndexName");
    w.string(*q.index_name, "IndexName");
  }
  w.known_member("KeyConditionExpression");
  w.string(q.key_condition_expression, "KeyConditionExpression");
  if (!q.filter_expression.empty()) {
    w.known_member("FilterExpression");
    w.string(q.filter_expression, "FilterExpression");
  }
  names(w, q.expression_attribute_names);
  w.known_member("ExpressionAttributeValues");
  w.open_object();
  for (const auto& [placeholder, text] : q.expression_attribute_values) {
    w.member(placeholder);
    w.open_object();
    w.known_member("S");
    w.string(text, placeholder);
    w.close_object();
  }
  for (const auto& [placeholder, value] : q.key_values) {
    w.member(placeholder);
    w.value(value, placeholder);
  }
  for (const auto& [placeholder, value] : q.filter_values) {
    w.member(placeholder);
    w.value(value, placeholder);
  }
  w.close_object();
  if (q.limit) {
    w.known_member("Limit");
    w.unsigned_number(*q.limit);
  }
  if (q.order == scan_order::descending) {
    w.known_member("ScanIndexForward");
    w.boolean(false);
  }
  if (q.consistent_read) {
    w.known_member("ConsistentRead");
    w.boolean(true);
  }
  if (q.count_only) {
    w.known_member("Select");
    w.raw("\"COUNT\"");
  }
}
inline void members(writer& w, const scan_request& s) {
  if (!s.filter_expression.empty()) {
    w.known_member("FilterExpression");
    w.string(s.filter_expression, "FilterExpression");
  }
  if (!s.expression_attribute_names.empty()) names(w, s.expression_attribute_names);
  if (!s.expression_attribute_values.empty()) values(w, s.expression_attribute_values);
  if (s.limit) {
    w.known_member("Limit");
    w.unsigned_number(*s.limit);
  }
  if (s.consistent_read) {
    w.known_member("ConsistentRead");
    w.boolean(true);
  }
  if (s.count_only) {
    w.known_member("Select");
    w.raw("\"COUNT\"");
  }
  if (s.total_segments != 0) {
    w.known_member("Segment");
    w.unsigned_number(s.segment);
    w.known_member("TotalSegments");
    w.unsigned_number(s.total_segments);
  }
}

// One element of a BatchWriteItem list: `{"PutRequest": {"Item": ...}}` or
// `{"DeleteRequest": {"Key": ...}}`.
inline void write_request(writer& w, const std::variant<put_parts, delete_parts>& write) {
  w.open_object();
  if (const auto* p = std::get_if<put_parts>(&write)) {
    w.known_member("PutRequest");
    w.open_object();
    w.known_member("Item");
    w.item(p->item);
  } else {
    w.known_member("DeleteRequest");
    w.open_object();
    key(w, std::get<delete_parts>(write).key);
  }
  w.close_object();
  w.close_object();
}

// One body: `{"TableName": ..., members}`.
template <class Parts>
void body(writer& w, const Parts& p, std::string_view table_name) {
  w.open_object();
  table(w, table_name);
  members(w, p);
  w.close_object();
}
}  // namespace keyplate::dynamodb::detail_text
