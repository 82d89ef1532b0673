// keyplate: DynamoDB JSON for the schema layer's plain data, on nlohmann::json: `to_json` /
// `from_json` found by ADL for `dynamodb::item` (with `parse_item`, in dynamodb/item_json.hpp),
// `dynamodb::attribute_value`, `dynamodb::query_parts` and
// `dynamodb::table_definition`, and `to_json` for `dynamodb::scan_request` and the write requests
// (`put_parts`, `key_parts`, `update_parts`, `check_parts`, `transaction_parts`,
// `transact_get_request`, the batches' parts), in the form DynamoDB's low-level API (boto3's
// client, the AWS CLI's --cli-input-json, the SDK for JavaScript v3) takes them as they are, and
// the batches that read DynamoDB's responses
// (`batch_writer`, `batch_getter`, in dynamodb/batch_writer.hpp and batch_getter.hpp). The core of
// keyplate stays standard-library only; this add-on needs nlohmann-json (target keyplate::json).
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "codec.hpp"
#include "dynamodb.hpp"
#include "dynamodb/backoff.hpp"
#include "dynamodb/batch.hpp"
#include "dynamodb/batch_getter.hpp"
#include "dynamodb/batch_json.hpp"
#include "dynamodb/batch_writer.hpp"
#include "dynamodb/item.hpp"
#include "dynamodb/item_json.hpp"
#include "dynamodb/requests.hpp"
#include "dynamodb/scan.hpp"
#include "dynamodb/table_definition.hpp"
#include "dynamodb/transaction.hpp"
#include "dynamodb/transaction_json.hpp"
#include "result.hpp"

namespace keyplate::dynamodb {

/// The body of a Query request without `TableName`: `IndexName` (when set),
/// `KeyConditionExpression`, `ExpressionAttributeNames`, `ExpressionAttributeValues` (the key
/// condition's strings and the filter's typed values), and those of `FilterExpression`, `Limit`,
/// `ScanIndexForward`, `ConsistentRead` and `Select` that the query sets.
inline void to_json(nlohmann::json& j, const query_parts& q) {
  j = nlohmann::json::object();
  if (q.index_name) j["IndexName"] = *q.index_name;
  j["KeyConditionExpression"] = q.key_condition_expression;
  if (!q.filter_expression.empty()) j["FilterExpression"] = q.filter_expression;
  j["ExpressionAttributeNames"] = q.expression_attribute_names;
  nlohmann::json& values = j["ExpressionAttributeValues"];
  values = nlohmann::json::object();
  for (const auto& [placeholder, text] : q.expression_attribute_values) {
    values[placeholder] = nlohmann::json{{"S", text}};
  }
  for (const auto& [placeholder, value] : q.key_values) values[placeholder] = value;
  for (const auto& [placeholder, value] : q.filter_values) values[placeholder] = value;
  if (q.limit) j["Limit"] = *q.limit;
  if (q.order == scan_order::descending) j["ScanIndexForward"] = false;
  if (q.consistent_read) j["ConsistentRead"] = true;
  if (q.count_only) j["Select"] = "COUNT";
}

/// The body of a Scan request without `TableName`: those of `FilterExpression`,
/// `ExpressionAttributeNames`, `ExpressionAttributeValues`, `Limit`, `ConsistentRead`, `Select`,
/// `Segment` and `TotalSegments` that the scan sets (DynamoDB rejects empty ones).
inline void to_json(nlohmann::json& j, const scan_request& s) {
  j = nlohmann::json::object();
  if (!s.filter_expression.empty()) j["FilterExpression"] = s.filter_expression;
  if (!s.expression_attribute_names.empty()) {
    j["ExpressionAttributeNames"] = s.expression_attribute_names;
  }
  for (const auto& [placeholder, value] : s.expression_attribute_values) {
    to_json(j["ExpressionAttributeValues"][placeholder], value);
  }
  if (s.limit) j["Limit"] = *s.limit;
  if (s.consistent_read) j["ConsistentRead"] = true;
  if (s.count_only) j["Select"] = "COUNT";
  if (s.total_segments != 0) {
    j["Segment"] = s.segment;
    j["TotalSegments"] = s.total_segments;
  }
}

namespace detail_json {
// Whether `expression` uses placeholder `p` (`:sk` in `#sk = :sk`, not in `:sk2`).
inline bool uses(std::string_view expression, std::string_view p) {
  for (std::size_t at = expression.find(p); at != std::string_view::npos;
       at = expression.find(p, at + 1)) {
    const std::size_t end = at + p.size();
    if (end == expression.size()) return true;
    const auto next = static_cast<unsigned char>(expression[end]);
    if (std::isalnum(next) == 0 && next != '_') return true;  // the placeholder ends there
  }
  return false;
}
}  // namespace detail_json

/// A Query body back into `query_parts`: the key condition's `:pk`, `:sk`, `:lo` and `:hi`
/// (strings) into `expression_attribute_values`, its other values (a native index's) into
/// `key_values`, the filter's into `filter_values`; throws `nlohmann::json`'s
/// exceptions on a different shape and `key_error` for a filter value DynamoDB would reject.
inline void from_json(const nlohmann::json& j, query_parts& q) {
  q = {};
  if (j.contains("IndexName")) q.index_name = j.at("IndexName").get<std::string>();
  q.key_condition_expression = j.at("KeyConditionExpression").get<std::string>();
  if (j.contains("FilterExpression")) {
    q.filter_expression = j.at("FilterExpression").get<std::string>();
  }
  q.expression_attribute_names =
      j.at("ExpressionAttributeNames").get<std::map<std::string, std::string>>();
  for (const auto& [placeholder, value] : j.at("ExpressionAttributeValues").items()) {
    const bool classic = placeholder == ":pk" || placeholder == ":sk" || placeholder == ":lo" ||
                         placeholder == ":hi";
    if (classic && detail_json::uses(q.key_condition_expression, placeholder)) {
      q.expression_attribute_values[placeholder] = value.at("S").get<std::string>();
    } else {
      // (read as parse_item reads an attribute: `key_error` for a value DynamoDB rejects)
      auto& into = detail_json::uses(q.key_condition_expression, placeholder) ? q.key_values
                                                                              : q.filter_values;
      into[placeholder] =
          *parse_item(nlohmann::json{{placeholder, value}}).value().find(placeholder);
    }
  }
  if (j.contains("Limit")) q.limit = j.at("Limit").get<std::uint32_t>();
  if (j.contains("ScanIndexForward") && !j.at("ScanIndexForward").get<bool>()) {
    q.order = scan_order::descending;
  }
  if (j.contains("ConsistentRead")) q.consistent_read = j.at("ConsistentRead").get<bool>();
  if (j.contains("Select")) q.count_only = j.at("Select").get<std::string>() == "COUNT";
}

namespace detail_json {
// `ConditionExpression` and `ExpressionAttributeNames` when there is a condition (DynamoDB
// rejects empty ones).
inline void add_condition(nlohmann::json& j, const std::string& condition,
                          const std::map<std::string, std::string>& names,
                          const std::map<std::string, attribute_value>& values) {
  if (!condition.empty()) j["ConditionExpression"] = condition;
  if (!names.empty()) j["ExpressionAttributeNames"] = names;
  if (!values.empty()) {
    nlohmann::json& out = j["ExpressionAttributeValues"];
    for (const auto& [placeholder, value] : values) to_json(out[placeholder], value);
  }
}
// `ReturnValues` and `ReturnValuesOnConditionCheckFailure` when a write asks for them.
inline void add_returning(nlohmann::json& j, return_values returned, bool old_item_on_failure) {
  if (returned != return_values::none) j["ReturnValues"] = std::string(to_string(returned));
  if (old_item_on_failure) j["ReturnValuesOnConditionCheckFailure"] = "ALL_OLD";
}
}  // namespace detail_json

/// A PutItem body without `TableName`: `Item`, and `ConditionExpression` with its
/// `ExpressionAttributeNames` (and `ExpressionAttributeValues` for a version check) unless it
/// has no condition; `ReturnValues` and `ReturnValuesOnConditionCheckFailure` when it asks.
inline void to_json(nlohmann::json& j, const put_parts& p) {
  j = nlohmann::json::object();
  to_json(j["Item"], p.item);
  detail_json::add_condition(j, p.condition_expression, p.expression_attribute_names,
                             p.expression_attribute_values);
  detail_json::add_returning(j, p.returned, p.old_item_on_failure);
}

/// A GetItem body without `TableName`: `{"Key": {...}}`.
inline void to_json(nlohmann::json& j, const key_parts& k) {
  j = nlohmann::json::object();
  to_json(j["Key"], k.key);
}

/// An UpdateItem body without `TableName`: `Key`, `UpdateExpression`, `ConditionExpression`,
/// `ExpressionAttributeNames` and `ExpressionAttributeValues` (each left out when empty, as
/// DynamoDB rejects an empty one: an update that only removes and checks no value has no values,
/// one whose operators all had empty sets no expression).
inline void to_json(nlohmann::json& j, const update_parts& u) {
  j = nlohmann::json::object();
  to_json(j["Key"], u.key);
  if (!u.update_expression.empty()) j["UpdateExpression"] = u.update_expression;
  detail_json::add_condition(j, u.condition_expression, u.expression_attribute_names,
                             u.expression_attribute_values);
  detail_json::add_returning(j, u.returned, u.old_item_on_failure);
}

/// A DeleteItem body without `TableName`, or one `Delete` of a TransactWriteItems body: `Key`,
/// and `ConditionExpression`, `ExpressionAttributeNames` and `ExpressionAttributeValues` when
/// it has them.
inline void to_json(nlohmann::json& j, const delete_parts& d) {
  j = nlohmann::json::object();
  to_json(j["Key"], d.key);
  detail_json::add_condition(j, d.condition_expression, d.expression_attribute_names,
                             d.expression_attribute_values);
  detail_json::add_returning(j, d.returned, d.old_item_on_failure);
}

/// One `ConditionCheck` of a TransactWriteItems body, without `TableName`: `Key`,
/// `ConditionExpression` with its names and values, and `ReturnValuesOnConditionCheckFailure`
/// when it asks.
inline void to_json(nlohmann::json& j, const check_parts& c) {
  j = nlohmann::json::object();
  to_json(j["Key"], c.key);
  detail_json::add_condition(j, c.condition_expression, c.expression_attribute_names,
                             c.expression_attribute_values);
  detail_json::add_returning(j, return_values::none, c.old_item_on_failure);
}

/// A TransactWriteItems body: `{"TransactItems": [{"Put": {...}}, {"ConditionCheck": {...}},
/// ...], "ClientRequestToken": "..."}`, the actions in order. Each element needs the caller's
/// `TableName` added (`j["TransactItems"][i]["Put"]["TableName"]`).
inline void to_json(nlohmann::json& j, const transaction_parts& t) {
  nlohmann::json items = nlohmann::json::array();
  for (const transact_action& a : t.actions) {
    nlohmann::json body;
    std::visit([&](const auto& r) { to_json(body, r); }, a.request);
    items.push_back({{std::string(a.kind()), std::move(body)}});
  }
  j = nlohmann::json{{"TransactItems", std::move(items)}};
  if (t.client_request_token) j["ClientRequestToken"] = *t.client_request_token;
}

/// A TransactGetItems body: `{"TransactItems": [{"Get": {"Key": {...}}}, ...]}`, the keys in
/// order. Each `Get` needs the caller's `TableName` (`j["TransactItems"][i]["Get"]["TableName"]`).
inline void to_json(nlohmann::json& j, const transact_get_request& g) {
  nlohmann::json items = nlohmann::json::array();
  for (const item& k : g.keys) items.push_back({{"Get", {{"Key", nlohmann::json(k)}}}});
  j = nlohmann::json{{"TransactItems", std::move(items)}};
}

namespace detail_json {
inline nlohmann::json key_schema_json(const std::vector<key_schema_element>& ks) {
  nlohmann::json out = nlohmann::json::array();
  for (const key_schema_element& e : ks) {
    out.push_back({{"AttributeName", e.attribute_name}, {"KeyType", e.key_type}});
  }
  return out;
}
inline std::vector<key_schema_element> key_schema_from(const nlohmann::json& j) {
  std::vector<key_schema_element> out;
  for (const nlohmann::json& e : j) {
    out.push_back({e.at("AttributeName").get<std::string>(), e.at("KeyType").get<std::string>()});
  }
  return out;
}
}  // namespace detail_json

/// A whole CreateTable body: `TableName`, `AttributeDefinitions` (`S`, or the type
/// `attribute_types` gives), `KeySchema`,
/// `GlobalSecondaryIndexes` (projection `ALL`; left out when there are none, as DynamoDB
/// rejects an empty list) and `BillingMode` `PAY_PER_REQUEST`.
inline void to_json(nlohmann::json& j, const table_definition& t) {
  j = nlohmann::json::object();
  j["TableName"] = t.table_name;
  nlohmann::json& attributes = j["AttributeDefinitions"];
  attributes = nlohmann::json::array();
  for (const std::string& name : t.attribute_names) {
    const auto type = t.attribute_types.find(name);
    const attribute_kind kind = type != t.attribute_types.end() ? type->second : attribute_kind::S;
    attributes.push_back({{"AttributeName", name}, {"AttributeType", to_string(kind)}});
  }
  j["KeySchema"] = detail_json::key_schema_json(t.key_schema);
  if (!t.global_secondary_indexes.empty()) {
    nlohmann::json& gsis = j["GlobalSecondaryIndexes"];
    for (const global_secondary_index& g : t.global_secondary_indexes) {
      gsis.push_back({{"IndexName", g.index_name},
                      {"KeySchema", detail_json::key_schema_json(g.key_schema)},
                      {"Projection", {{"ProjectionType", "ALL"}}}});
    }
  }
  j["BillingMode"] = "PAY_PER_REQUEST";
}

/// An UpdateTimeToLive body: `TableName` and `TimeToLiveSpecification` (`AttributeName`,
/// `Enabled`).
inline void to_json(nlohmann::json& j, const time_to_live_parts& t) {
  j = {{"TableName", t.table_name},
       {"TimeToLiveSpecification", {{"AttributeName", t.attribute_name}, {"Enabled", t.enabled}}}};
}

/// A CreateTable body back into `table_definition`; throws `nlohmann::json`'s exceptions on a
/// different shape.
inline void from_json(const nlohmann::json& j, table_definition& t) {
  t = {};
  t.table_name = j.at("TableName").get<std::string>();
  for (const nlohmann::json& a : j.at("AttributeDefinitions")) {
    t.attribute_names.push_back(a.at("AttributeName").get<std::string>());
    const std::string type = a.at("AttributeType").get<std::string>();
    if (type == "N") t.attribute_types.emplace(t.attribute_names.back(), attribute_kind::N);
    if (type == "B") t.attribute_types.emplace(t.attribute_names.back(), attribute_kind::B);
  }
  t.key_schema = detail_json::key_schema_from(j.at("KeySchema"));
  if (j.contains("GlobalSecondaryIndexes")) {
    for (const nlohmann::json& g : j.at("GlobalSecondaryIndexes")) {
      t.global_secondary_indexes.push_back(
          {g.at("IndexName").get<std::string>(), detail_json::key_schema_from(g.at("KeySchema"))});
    }
  }
}

}  // namespace keyplate::dynamodb
