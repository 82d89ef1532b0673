// keyplate: `batch_getter<Schema>` (part of the nlohmann add-on): any number of items of one
// table by primary key, read through BatchGetItem requests of at most 100 keys with no key twice,
// what DynamoDB returns unprocessed asked again, and each item found decoded with the schema's
// `identify`. It never sends: the caller does, and hands it each response.
#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "batch.hpp"
#include "batch_json.hpp"
#include "detail/batch_driver.hpp"
#include "item_json.hpp"
#include "requests.hpp"

namespace keyplate::dynamodb {

/// An item a response held that the schema's `identify` does not read, and why: kept, never
/// dropped.
struct unread_item {
  dynamodb::item item;
  keyplate::error why;

  friend bool operator==(const unread_item&, const unread_item&) = default;
};

/// Reads any number of items of one table, of `Schema`'s entities, through BatchGetItem. Every
/// key is asked exactly once, unless DynamoDB returns it unprocessed: then again, in a later
/// request; a key added twice is asked twice, in two requests. An item that does not exist is not
/// in the results. One request is outstanding at a time: `next_request()` gives it again until
/// `on_response` reads its response.
///
/// **Example**:
/// ```cpp
/// ddb::batch_getter<Shop> g("shop");
/// g.add(Order::get(kp::arg<"customerId">(42), kp::arg<"orderId">(100)));
/// while (auto request = g.next_request()) {
///   g.on_response(send("BatchGetItem", ddb::to_json_text(*request)));
/// }
/// for (const Shop::values& v : g.results()) { ... }
/// ```
/// `on_response` also takes a `batch_get_response` (`ddb::read_batch_get_response(text)` reads
/// one with simdjson, without a DOM).
template <class Schema>
class batch_getter
    : public detail_batch::batch_driver<batch_getter<Schema>, item, batch_get_response> {
  using base = detail_batch::batch_driver<batch_getter<Schema>, item, batch_get_response>;
  friend base;

 public:
  /// Reads from `table` (the requests' `TableName`).
  explicit batch_getter(std::string table) : base(std::move(table)) {}

  /// Queues the key of a GetItem (`Entity::get`).
  void add(const key_parts& k) { this->queue_.push(k.key, k.key, 0); }

  /// The request to send next: the outstanding one, or else the next keys in the order they
  /// were added (at most 100, none twice); `std::nullopt` when `done()`.
  std::optional<batch_get_parts> next_request() {
    const auto& out = this->queue_.take(max_batch_keys, max_batch_bytes);
    if (out.empty()) return std::nullopt;
    batch_get_parts parts{this->table_, {}};
    parts.keys.reserve(out.size());
    for (const auto& e : out) parts.keys.push_back(e.input);
    return parts;
  }

  /// The items found so far, decoded (in the order DynamoDB returned them: any order).
  const std::vector<typename Schema::values>& results() const noexcept { return results_; }
  /// The items found that `Schema::identify` does not read, with its error.
  const std::vector<unread_item>& unread() const noexcept { return unread_; }

 private:
  static constexpr std::string_view response_field = "Responses";

  static result<batch_get_response> parse_response(const nlohmann::json& response) {
    return parse_batch_get_response(response);
  }

  // Each item found decoded; what `response` returned unprocessed waits again, matched to the
  // outstanding request's keys; the rest is done.
  error settle(batch_get_response response) {
    const error malformed = keyplate::detail::error_at(error_code::malformed_item, response_field);
    const error malformed_keys =
        keyplate::detail::error_at(error_code::malformed_item, "UnprocessedKeys");
    std::vector<item> found, unprocessed;
    for (table_items& t : response.responses) {
      if (t.table != this->table_) return malformed;
      std::move(t.items.begin(), t.items.end(), std::back_inserter(found));
    }
    for (table_items& t : response.unprocessed_keys) {
      if (t.table != this->table_) return malformed_keys;
      std::move(t.items.begin(), t.items.end(), std::back_inserter(unprocessed));
    }
    // Every item found answers a key asked (its key attributes are the key's), and so does
    // every key returned unprocessed.
    const auto& out = this->queue_.outstanding();
    for (const item& it : found) {
      const bool asked = std::any_of(out.begin(), out.end(), [&](const auto& e) {
        return std::all_of(e.key.begin(), e.key.end(), [&](const auto& attribute) {
          const attribute_value* v = it.find(attribute.first);
          return v != nullptr && *v == attribute.second;
        });
      });
      if (!asked) return malformed;
    }
    std::vector<std::size_t> positions;
    const auto answers = [](const item& key, const auto& e) { return key == e.key; };
    if (!this->positions_of(unprocessed, answers, positions)) return malformed_keys;
    for (item& it : found) {
      auto decoded = Schema::identify(it);
      if (decoded) {
        results_.push_back(std::move(*decoded));
      } else {
        unread_.push_back({std::move(it), decoded.error()});
      }
    }
    this->queue_.settle(positions);
    return {};
  }

  std::vector<typename Schema::values> results_;
  std::vector<unread_item> unread_;
};

}  // namespace keyplate::dynamodb
