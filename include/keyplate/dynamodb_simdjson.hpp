// keyplate: DynamoDB's response text read with simdjson (the optional `keyplate::simdjson`
// component; Debian `libsimdjson-dev`): GetItem's and a Query's or Scan's response straight to
// typed values, in one pass, without a JSON DOM. `Entity::read_item`, `Entity::read_page` and
// `Schema::read_page` read with it once this header is included; `ddb::read_item` and
// `ddb::read_page` give the items as `ddb::item`s, `ddb::read_attributes` a write's returned
// `Attributes`. The batch and transaction responses are read
// into the same plain data the nlohmann add-on reads them into (`read_batch_get_response`,
// `read_batch_write_response`, `read_transact_get_response`, `read_cancellation_reasons`), for
// `batch_getter`, `batch_writer` and `kp::transact_get` to take.
//
// What an item may hold is what `parse_item` accepts (the rules are shared); text that is not
// JSON, a response of another shape, an item that is not DynamoDB JSON or that no entity wrote
// are errors naming where (`Items[3].lines[2].qty`), never exceptions (but `std::bad_alloc`).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "dynamodb/batch.hpp"
#include "dynamodb/detail/simdjson_batches.hpp"
#include "dynamodb/detail/simdjson_responses.hpp"
#include "dynamodb/item.hpp"
#include "dynamodb/page.hpp"
#include "dynamodb/transaction.hpp"
#include "result.hpp"

namespace keyplate::dynamodb {

namespace detail_simdjson {
// `it` as `Of`'s value (`Of` a schema: `identify`; an entity: `decode_item`; `ddb::item`: as
// it is); empty, with the error recorded in `walk`, when it is not one.
template <class Of>
std::optional<typename page<Of>::value_type> decode(item&& it, response_walk& walk,
                                                    const item_place& place) {
  if constexpr (std::is_same_v<Of, item>) {
    return std::move(it);
  } else {
    auto v = [&] {
      if constexpr (requires { Of::identify(it); }) {
        return Of::identify(it);
      } else {
        return Of::decode_item(it);
      }
    }();
    if (!v) {
      walk.decode_error(v.error(), place);
      return std::nullopt;
    }
    return std::move(*v);
  }
}
}  // namespace detail_simdjson

/// Reads DynamoDB's response text with simdjson's on-demand API. Each thread keeps one parser
/// and one buffer (the text is copied once, padded as simdjson needs), so a thread reading
/// responses of similar sizes allocates nothing for them after the first. `Entity::read_item`,
/// `Entity::read_page` and `Schema::read_page` call it; so may a caller, for any `Of`.
///
/// **Example**: `auto p = ddb::simdjson_reader::read_page<Order>(text);  // = Order::read_page`
struct simdjson_reader {
  /// GetItem's response (`{"Item": {...}}`, or `{}` when there is no such item) as `Of`'s
  /// values (see `page`), empty when there is no item. A `ConditionalCheckFailedException`'s
  /// body reads the same way: its `Item` is the item as it was (`kp::returning_on_failure`).
  template <class Of>
  static path_result<std::optional<typename page<Of>::value_type>> read_item(
      std::string_view text) {
    return read_member<Of>(text, "Item");
  }

  /// The item held by the member `name` of a response (`Item`, `Attributes`), as `Of`'s values;
  /// empty when the response has no such member.
  ///
  /// **Example**: `auto old = ddb::simdjson_reader::read_member<Order>(text, "Attributes");`
  template <class Of>
  static path_result<std::optional<typename page<Of>::value_type>> read_member(
      std::string_view text, std::string_view name) {
    using value_type = typename page<Of>::value_type;
    detail_simdjson::response_walk walk;
    std::optional<value_type> found;
    bool seen = false;
    const keyplate::error e = walk.read(text, [&](std::string_view member, auto v) {
      if (member != name) return walk.values.skip(v);
      if (!walk.once(seen, name)) return false;
      item it;
      const detail_simdjson::item_place place{name};
      if (!walk.item_at(v, place, it)) return false;
      found = detail_simdjson::decode<Of>(std::move(it), walk, place);
      return found.has_value();
    });
    if (e.code != error_code::none) return {e, std::move(walk.values.path)};
    return found;
  }

  /// A Query's or Scan's response as a `page<Of>`: every item of `Items` as `Of`'s value, in
  /// order; `LastEvaluatedKey`, `Count`, `ScannedCount`, `ConsumedCapacity.CapacityUnits`.
  template <class Of>
  static path_result<page<Of>> read_page(std::string_view text) {
    detail_simdjson::response_walk walk;
    page<Of> out;
    struct {
      bool items = false, count = false, scanned_count = false, last_key = false, capacity = false;
    } seen;
    const keyplate::error e = walk.read(text, [&](std::string_view name, auto v) {
      if (name == "Items") {
        return walk.once(seen.items, name) &&
               walk.items(v, [&](item&& it, const detail_simdjson::item_place& place) {
                 std::optional<typename page<Of>::value_type> value =
                     detail_simdjson::decode<Of>(std::move(it), walk, place);
                 if (value) out.items.push_back(std::move(*value));
                 return value.has_value();
               });
      }
      if (name == "Count") {
        return walk.once(seen.count, name) && walk.count(v, name, out.count);
      }
      if (name == "ScannedCount") {
        return walk.once(seen.scanned_count, name) && walk.count(v, name, out.scanned_count);
      }
      if (name == "LastEvaluatedKey") {
        item key;
        if (!walk.once(seen.last_key, name) || !walk.item_at(v, {name}, key)) return false;
        out.last_evaluated_key = std::move(key);
        return true;
      }
      if (name == "ConsumedCapacity") {
        return walk.once(seen.capacity, name) && walk.capacity(v, out.consumed_capacity);
      }
      return walk.values.skip(v);
    });
    if (e.code != error_code::none) return {e, std::move(walk.values.path)};
    if (!seen.count) out.count = out.items.size();
    if (!seen.scanned_count) out.scanned_count = out.count;
    return out;
  }
};

/// GetItem's response text as a `ddb::item`; empty when the item does not exist. (Also a
/// `ConditionalCheckFailedException`'s body: its `Item`, with `kp::returning_on_failure`.)
///
/// **Example**: `if (auto found = ddb::read_item(response).value()) use(*found);`
inline path_result<std::optional<item>> read_item(std::string_view get_item_response) {
  return simdjson_reader::read_item<item>(get_item_response);
}

/// PutItem's, UpdateItem's or DeleteItem's response text: its `Attributes` (what
/// `kp::returning` asked for), empty when it has none.
///
/// **Example**: `auto after = Order::decode_item(*ddb::read_attributes(response).value());`
inline path_result<std::optional<item>> read_attributes(std::string_view write_response) {
  return simdjson_reader::read_member<item>(write_response, "Attributes");
}

/// A Query's or Scan's response text as a `page<ddb::item>`.
///
/// **Example**: `for (const ddb::item& it : ddb::read_page(response).value().items) ...`
inline path_result<page<item>> read_page(std::string_view query_or_scan_response) {
  return simdjson_reader::read_page<item>(query_or_scan_response);
}

/// BatchGetItem's response text as a `batch_get_response`, for `batch_getter::on_response`:
/// `Responses` and `UnprocessedKeys` (each table's `Keys`); its other members are dropped.
///
/// **Example**:
/// ```cpp
/// auto r = ddb::read_batch_get_response(send("BatchGetItem", ddb::to_json_text(*request)));
/// if (!r) log(r.error().code, r.path());  // where, e.g. `Responses.shop[3].total`
/// getter.on_response(std::move(r).value());  // or throws kp::key_error naming it
/// ```
inline path_result<batch_get_response> read_batch_get_response(std::string_view text) {
  return detail_simdjson::batch_get(text);
}

/// BatchWriteItem's response text as a `batch_write_response`, for `batch_writer::on_response`:
/// `UnprocessedItems`, each a `PutRequest` (its `Item`) or a `DeleteRequest` (its `Key`).
///
/// **Example**: `writer.on_response(ddb::read_batch_write_response(response).value());`
inline path_result<batch_write_response> read_batch_write_response(std::string_view text) {
  return detail_simdjson::batch_write(text);
}

/// TransactGetItems' response text: per get, in order, its item, or `std::nullopt` where none
/// exists. `malformed_response` (`Responses`) without such a list; `kp::transact_get`'s `read`
/// takes the result.
///
/// **Example**:
/// ```cpp
/// auto [customer, order] = both.read(ddb::read_transact_get_response(body)).value();
/// ```
inline path_result<std::vector<std::optional<item>>> read_transact_get_response(
    std::string_view text) {
  return detail_simdjson::transact_get(text);
}

/// The reasons a `TransactionCanceledException`'s body (its text) gives for `t`'s actions, one
/// per action, in order, each with its action's entity. `malformed_response`
/// (`CancellationReasons`) without one object with a string `Code` per action.
///
/// **Example**: `for (const auto& r : ddb::read_cancellation_reasons(t, body).value()) ...`
inline path_result<std::vector<cancellation_reason>> read_cancellation_reasons(
    const transaction_parts& t, std::string_view text) {
  return detail_simdjson::cancellation_reasons(t, text);
}

}  // namespace keyplate::dynamodb
