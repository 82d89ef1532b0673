// What the nlohmann path reads from DynamoDB's response text, written apart from the simdjson
// reader: the reference its tests and its fuzz target hold it to. The reader may refuse more
// (a member or attribute given twice, a number simdjson cannot read) but never accepts what
// this refuses, and never reads anything else from what both accept.
#pragma once

#include <cstdint>
#include <keyplate/dynamodb/page.hpp>
#include <keyplate/dynamodb_json.hpp>
#include <optional>
#include <string_view>

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

// GetItem's response: its `Item`, or an empty optional when there is none (`found` false
// when the text is refused).
struct get_result {
  bool found = false;
  std::optional<ddb::item> item;
};
inline get_result get_item(std::string_view text) {
  const std::optional<json> j = object_of(text);
  if (!j) return {};
  const auto it = j->find("Item");
  if (it == j->end()) return {true, std::nullopt};
  if (!it->is_object()) return {};
  std::optional<ddb::item> item = item_of(*it);
  if (!item) return {};
  return {true, std::move(item)};
}

}  // namespace keyplate_reference
