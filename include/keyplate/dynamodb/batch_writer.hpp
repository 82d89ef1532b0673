// keyplate: `batch_writer` (part of the nlohmann add-on): any number of puts and deletes for one
// table, sent as BatchWriteItem requests of at most 25 writes and 16 MB with no key twice, what
// DynamoDB returns unprocessed sent again. It never sends: the caller does, and hands it each
// response.
#pragma once

#include <cstddef>
#include <iterator>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "../error.hpp"
#include "batch.hpp"
#include "batch_json.hpp"
#include "detail/batch_driver.hpp"
#include "item_json.hpp"
#include "item_size.hpp"
#include "json_text.hpp"
#include "requests.hpp"

namespace keyplate::dynamodb {

/// Writes any number of items to one table through BatchWriteItem. Every input is sent exactly
/// once, unless DynamoDB returns it unprocessed: then again, in a later request. The same key
/// added twice is sent twice, the later in a later request, so the later wins. One request is
/// outstanding at a time: `next_request()` gives it again (to resend after a throttled or failed
/// call) until `on_response` reads its response.
///
/// **Example**:
/// ```cpp
/// ddb::batch_writer w("shop");
/// for (const auto& o : orders) w.add(Order::put(o, ddb::replace));
/// while (auto request = w.next_request()) {
///   std::this_thread::sleep_for(ddb::backoff(w.attempt(), rng));
///   w.on_response(send("BatchWriteItem", ddb::to_json_text(*request)));
/// }
/// ```
/// `on_response` also takes a `batch_write_response` (`ddb::read_batch_write_response(text)`
/// reads one with simdjson, without a DOM).
class batch_writer
    : public detail_batch::batch_driver<batch_writer, std::variant<put_parts, delete_parts>,
                                        batch_write_response> {
  using base = detail_batch::batch_driver<batch_writer, std::variant<put_parts, delete_parts>,
                                          batch_write_response>;
  friend base;

 public:
  /// Writes to `table` (the requests' `TableName`).
  explicit batch_writer(std::string table) : base(std::move(table)) {}

  /// Queues a put (`Entity::put(v, ddb::replace)`): `condition_in_batch` for a put with a
  /// condition (a put without `ddb::replace` has one: BatchWriteItem takes none),
  /// `returning_in_batch` for one with `kp::returning` or `kp::returning_on_failure`, and
  /// `check_item`'s errors (`item_too_large`, `too_deep`); the error's `offset` is the input's
  /// position among those added, its `field` `Put`. Nothing is queued then.
  error try_add(put_parts p) {
    if (error e = refused(p.condition_expression, p.returned, p.old_item_on_failure, "Put");
        e.code != error_code::none) {
      return e;
    }
    if (const error e = check_item(p.item); e.code != error_code::none) return e;
    item key = p.origin.partition_key.empty() ? p.item : key_attributes(p.item, p.origin);
    return queue(std::move(p), std::move(key));
  }
  /// Queues a delete (`Entity::remove`): refused as a put is (`field` `Delete`), so a remove
  /// with `kp::must_exist`, `kp::when` or an entity's version check is `condition_in_batch`.
  error try_add(delete_parts d) {
    if (error e = refused(d.condition_expression, d.returned, d.old_item_on_failure, "Delete");
        e.code != error_code::none) {
      return e;
    }
    item key = d.key;
    return queue(std::move(d), std::move(key));
  }
  /// `try_add`, throwing `key_error`. (An update or a condition check is no batch write: no
  /// overload takes its parts.)
  void add(put_parts p) { throw_if(try_add(std::move(p))); }
  void add(delete_parts d) { throw_if(try_add(std::move(d))); }

  /// The request to send next: the outstanding one, or else the next inputs in the order they
  /// were added (at most 25 and 16 MB, no key twice); `std::nullopt` when `done()`.
  std::optional<batch_write_parts> next_request() {
    const auto& out = queue_.take(max_batch_writes, max_batch_bytes - envelope());
    if (out.empty()) return std::nullopt;
    batch_write_parts parts{table_, {}};
    parts.writes.reserve(out.size());
    for (const auto& e : out) parts.writes.push_back(e.input);
    return parts;
  }

 private:
  static constexpr std::string_view response_field = "UnprocessedItems";

  static void throw_if(const error& e) {
    if (e.code != error_code::none) throw key_error(e);
  }

  error refused(const std::string& condition, return_values returned, bool on_failure,
                std::string_view kind) const {
    if (!condition.empty()) return {error_code::condition_in_batch, kind, added_};
    if (returned != return_values::none || on_failure) {
      return {error_code::returning_in_batch, kind, added_};
    }
    return {};
  }
  // The request text around the writes: `{"RequestItems":{"<table>":[]}}`.
  std::size_t envelope() const noexcept { return table_.size() + 24; }

  error queue(std::variant<put_parts, delete_parts> w, item key) {
    std::string text;
    detail_text::writer out(text);
    detail_text::write_request(out, w);
    const std::size_t size = text.size() + 1;  // and a comma
    if (size > max_batch_bytes - envelope()) return {error_code::item_too_large, {}, 0};
    queue_.push(std::move(w), std::move(key), size);
    ++added_;
    return {};
  }

  static result<batch_write_response> parse_response(const nlohmann::json& response) {
    return parse_batch_write_response(response);
  }

  // What `response` returned unprocessed waits again, matched to the outstanding request's
  // writes; the rest is done.
  error settle(batch_write_response response) {
    const error malformed = keyplate::detail::error_at(error_code::malformed_item, response_field);
    std::vector<unprocessed_write> returned;
    for (table_writes& t : response.unprocessed_items) {
      if (t.table != table_) return malformed;
      std::move(t.writes.begin(), t.writes.end(), std::back_inserter(returned));
    }
    std::vector<std::size_t> positions;
    const auto answers = [](const unprocessed_write& r, const auto& e) {
      const auto* p = std::get_if<put_parts>(&e.input);
      if (r.put != (p != nullptr)) return false;
      if (!r.put) return r.value == e.key;
      return (p->origin.partition_key.empty() ? r.value : key_attributes(r.value, p->origin)) ==
             e.key;
    };
    if (!positions_of(returned, answers, positions)) return malformed;
    queue_.settle(positions);
    return {};
  }

  std::size_t added_ = 0;
};

}  // namespace keyplate::dynamodb
