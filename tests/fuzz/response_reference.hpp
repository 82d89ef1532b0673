// What the nlohmann path reads from DynamoDB's response text, written apart from the simdjson
// reader (for a page and an item) or the add-on's own functions (for the batch and transaction
// responses): the reference its tests and its fuzz target hold it to. The reader may refuse more
// (a member or attribute given twice, a number simdjson cannot read) but never accepts what
// this refuses, and never reads anything else from what both accept.
#pragma once

#include <algorithm>
#include <cstdint>
#include <keyplate/dynamodb/page.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace keyplate_reference {

namespace ddb = keyplate::dynamodb;
using json = nlohmann::json;

// The item at `j`, through the nlohmann add-on's `parse_item`.
inline std::optional<ddb::item> item_of(const json& j) {
  auto it = ddb::parse_item(j);
  if (!it) return std::nullopt;
  return std::move(*it);
}

// A count (`Count`, `ScannedCount`): a JSON integer that is not negative.
inline std::optional<std::size_t> count_of(const json& j) {
  if (!j.is_number_unsigned()) return std::nullopt;
  return static_cast<std::size_t>(j.get<std::uint64_t>());
}

// The text as JSON: an object, or nothing.
inline std::optional<json> object_of(std::string_view text) {
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded() || !j.is_object()) return std::nullopt;
  return j;
}

// A Query's or Scan's response: its items, `LastEvaluatedKey`, the counts (absent: the
// number of items, and `Count`) and `ConsumedCapacity.CapacityUnits`.
inline std::optional<ddb::page<ddb::item>> page(std::string_view text) {
  const std::optional<json> j = object_of(text);
  if (!j) return std::nullopt;
  ddb::page<ddb::item> p;
  if (const auto items = j->find("Items"); items != j->end()) {
    if (!items->is_array()) return std::nullopt;
    for (const json& e : *items) {
      if (!e.is_object()) return std::nullopt;
      std::optional<ddb::item> it = item_of(e);
      if (!it) return std::nullopt;
      p.items.push_back(std::move(*it));
    }
  }
  p.count = p.items.size();
  if (const auto c = j->find("Count"); c != j->end()) {
    const std::optional<std::size_t> n = count_of(*c);
    if (!n) return std::nullopt;
    p.count = *n;
  }
  p.scanned_count = p.count;
  if (const auto c = j->find("ScannedCount"); c != j->end()) {
    const std::optional<std::size_t> n = count_of(*c);
    if (!n) return std::nullopt;
    p.scanned_count = *n;
  }
  if (const auto k = j->find("LastEvaluatedKey"); k != j->end()) {
    if (!k->is_object()) return std::nullopt;
    p.last_evaluated_key = item_of(*k);
    if (!p.last_evaluated_key) return std::nullopt;
  }
  if (const auto c = j->find("ConsumedCapacity"); c != j->end()) {
    if (!c->is_object()) return std::nullopt;
    if (const auto u = c->find("CapacityUnits"); u != c->end()) {
      if (!u->is_number()) return std::nullopt;
      p.consumed_capacity = u->get<double>();
    }
  }
  return p;
}

// GetItem's response: its `Item` (or another `member`: a write's `Attributes`), or an empty
// optional when there is none (`found` false when the text is refused).
struct get_result {
  bool found = false;
  std::optional<ddb::item> item;
};
inline get_result get_item(std::string_view text, const char* member = "Item") {
  const std::optional<json> j = object_of(text);
  if (!j) return {};
  const auto it = j->find(member);
  if (it == j->end()) return {true, std::nullopt};
  if (!it->is_object()) return {};
  std::optional<ddb::item> item = item_of(*it);
  if (!item) return {};
  return {true, std::move(item)};
}

// The value of `r`, a result of the add-on, or nothing.
template <class Result>
auto value_of(Result&& r) -> std::optional<std::decay_t<decltype(*r)>> {
  if (!r) return std::nullopt;
  return std::move(*r);
}

// The text as JSON, or a discarded value when it is not JSON.
inline json any_json(std::string_view text) {
  return json::parse(text.begin(), text.end(), nullptr, false);
}

// A response's tables in the order of their names, as nlohmann's objects keep them (the simdjson
// reader keeps the text's order).
template <class Tables>
Tables by_name(Tables tables) {
  std::stable_sort(tables.begin(), tables.end(),
                   [](const auto& a, const auto& b) { return a.table < b.table; });
  return tables;
}
inline ddb::batch_get_response by_name(ddb::batch_get_response r) {
  return {by_name(std::move(r.responses)), by_name(std::move(r.unprocessed_keys))};
}
inline ddb::batch_write_response by_name(ddb::batch_write_response r) {
  return {by_name(std::move(r.unprocessed_items))};
}

// BatchGetItem's and BatchWriteItem's responses, through the add-on's `parse_batch_*`.
inline std::optional<ddb::batch_get_response> batch_get(std::string_view text) {
  const json j = any_json(text);
  if (j.is_discarded()) return std::nullopt;
  return value_of(ddb::parse_batch_get_response(j));
}
inline std::optional<ddb::batch_write_response> batch_write(std::string_view text) {
  const json j = any_json(text);
  if (j.is_discarded()) return std::nullopt;
  return value_of(ddb::parse_batch_write_response(j));
}

// TransactGetItems' response and a cancelled transaction's reasons, through the add-on's
// `transact_get_items` and `cancellation_reasons`.
inline std::optional<std::vector<std::optional<ddb::item>>> transact_get(std::string_view text) {
  const json j = any_json(text);
  if (j.is_discarded()) return std::nullopt;
  return value_of(ddb::transact_get_items(j));
}
inline std::optional<std::vector<ddb::cancellation_reason>> cancellation_reasons(
    const ddb::transaction_parts& t, std::string_view text) {
  const json j = any_json(text);
  if (j.is_discarded()) return std::nullopt;
  return value_of(ddb::cancellation_reasons(t, j));
}

}  // namespace keyplate_reference
