// keyplate: the bodies of BatchWriteItem and BatchGetItem (part of the
// `<keyplate/dynamodb_json.hpp>` add-on, on nlohmann::json), as DynamoDB's low-level API takes
// them, with their `TableName`: `to_json` found by ADL. (`to_json_text`, the text to send, is
// json_text.hpp's, included here.)
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "batch.hpp"
#include "item_json.hpp"
#include "json_text.hpp"  // IWYU pragma: export
#include "requests.hpp"

namespace keyplate::dynamodb {

namespace detail_json {
// One element of a BatchWriteItem list: `{"PutRequest": {"Item": ...}}` or
// `{"DeleteRequest": {"Key": ...}}`.
inline nlohmann::json write_request_json(const std::variant<put_parts, delete_parts>& w) {
  nlohmann::json body = nlohmann::json::object();
  if (const auto* p = std::get_if<put_parts>(&w)) {
    to_json(body["Item"], p->item);
    return nlohmann::json{{"PutRequest", std::move(body)}};
  }
  to_json(body["Key"], std::get<delete_parts>(w).key);
  return nlohmann::json{{"DeleteRequest", std::move(body)}};
}
}  // namespace detail_json

/// A BatchWriteItem body: `{"RequestItems": {"shop": [{"PutRequest": {"Item": {...}}},
/// {"DeleteRequest": {"Key": {...}}}]}}`.
inline void to_json(nlohmann::json& j, const batch_write_parts& b) {
  nlohmann::json writes = nlohmann::json::array();
  for (const auto& w : b.writes) writes.push_back(detail_json::write_request_json(w));
  j = nlohmann::json{{"RequestItems", {{b.table, std::move(writes)}}}};
}

/// A BatchGetItem body: `{"RequestItems": {"shop": {"Keys": [{...}, ...]}}}`.
inline void to_json(nlohmann::json& j, const batch_get_parts& b) {
  nlohmann::json keys = nlohmann::json::array();
  for (const item& k : b.keys) keys.push_back(nlohmann::json(k));
  j = nlohmann::json{{"RequestItems", {{b.table, {{"Keys", std::move(keys)}}}}}};
}

}  // namespace keyplate::dynamodb
