// keyplate: the bodies of BatchWriteItem and BatchGetItem (part of the
// `<keyplate/dynamodb_json.hpp>` add-on, on nlohmann::json), as DynamoDB's low-level API takes
// them, with their `TableName`: `to_json` found by ADL; and their responses read into plain data
// (`parse_batch_write_response`, `parse_batch_get_response`). (`to_json_text`, the text to send, is
// json_text.hpp's, included here.)
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../error.hpp"
#include "../result.hpp"
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

// The items of the array `list` into `out`; false when it is not a list of items.
inline bool items_into(const nlohmann::json& list, std::vector<item>& out) {
  if (!list.is_array()) return false;
  for (const nlohmann::json& j : list) {
    parse_result parsed = parse_item(j);
    if (!parsed) return false;
    out.push_back(std::move(*parsed));
  }
  return true;
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

/// BatchWriteItem's response (`{"UnprocessedItems": {"shop": [{"PutRequest": {"Item": ...}},
/// {"DeleteRequest": {"Key": ...}}]}}`) as plain data; `malformed_item` (`UnprocessedItems`)
/// when it is not one. `batch_writer` reads its responses with it.
///
/// **Example**: `if (auto r = ddb::parse_batch_write_response(j)) writer.on_response(*r);`
inline result<batch_write_response> parse_batch_write_response(const nlohmann::json& response) {
  const error malformed = detail::error_at(error_code::malformed_item, "UnprocessedItems");
  if (!response.is_object()) return malformed;
  batch_write_response out;
  const auto u = response.find("UnprocessedItems");
  if (u == response.end()) return out;
  if (!u->is_object()) return malformed;
  for (auto t = u->begin(); t != u->end(); ++t) {
    if (!t->is_array()) return malformed;
    table_writes& writes = out.unprocessed_items.emplace_back();
    writes.table = t.key();
    for (const nlohmann::json& w : *t) {
      const bool put = w.contains("PutRequest");
      const auto body = w.find(put ? "PutRequest" : "DeleteRequest");
      if (!w.is_object() || w.size() != 1 || body == w.end() || !body->is_object()) {
        return malformed;
      }
      const auto value = body->find(put ? "Item" : "Key");
      if (value == body->end()) return malformed;
      parse_result parsed = parse_item(*value);
      if (!parsed) return malformed;
      writes.writes.push_back({put, std::move(*parsed)});
    }
  }
  return out;
}

/// BatchGetItem's response (`{"Responses": {"shop": [...]}, "UnprocessedKeys": {"shop":
/// {"Keys": [...]}}}`) as plain data; `malformed_item` (`Responses` or `UnprocessedKeys`) when
/// it is not one. `batch_getter` reads its responses with it.
///
/// **Example**: `if (auto r = ddb::parse_batch_get_response(j)) getter.on_response(*r);`
inline result<batch_get_response> parse_batch_get_response(const nlohmann::json& response) {
  const error malformed = detail::error_at(error_code::malformed_item, "Responses");
  const error malformed_keys = detail::error_at(error_code::malformed_item, "UnprocessedKeys");
  if (!response.is_object()) return malformed;
  batch_get_response out;
  if (const auto r = response.find("Responses"); r != response.end()) {
    if (!r->is_object()) return malformed;
    for (auto t = r->begin(); t != r->end(); ++t) {
      table_items& found = out.responses.emplace_back();
      found.table = t.key();
      if (!detail_json::items_into(*t, found.items)) return malformed;
    }
  }
  if (const auto u = response.find("UnprocessedKeys"); u != response.end()) {
    if (!u->is_object()) return malformed_keys;
    for (auto t = u->begin(); t != u->end(); ++t) {
      const auto keys = t->is_object() ? t->find("Keys") : t->end();
      table_items& unprocessed = out.unprocessed_keys.emplace_back();
      unprocessed.table = t.key();
      if (keys == t->end() || !detail_json::items_into(*keys, unprocessed.items)) {
        return malformed_keys;
      }
    }
  }
  return out;
}

}  // namespace keyplate::dynamodb
