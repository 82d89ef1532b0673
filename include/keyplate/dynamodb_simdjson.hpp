// keyplate: DynamoDB's response text read with simdjson (the optional `keyplate::simdjson`
// component; Debian `libsimdjson-dev`): GetItem's and a Query's or Scan's response straight to
// typed values, in one pass, without a JSON DOM. `Entity::read_item`, `Entity::read_page` and
// `Schema::read_page` read with it once this header is included; `ddb::read_item` and
// `ddb::read_page` give the items as `ddb::item`s.
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

#include "dynamodb/detail/simdjson_responses.hpp"
#include "dynamodb/item.hpp"
#include "dynamodb/page.hpp"
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
  /// values (see `page`), empty when there is no item.
  template <class Of>
  static path_result<std::optional<typename page<Of>::value_type>> read_item(
      std::string_view text) {
    using value_type = typename page<Of>::value_type;
    detail_simdjson::response_walk walk;
    std::optional<value_type> found;
    bool seen = false;
    const keyplate::error e = walk.read(text, [&](std::string_view name, auto v) {
      if (name != "Item") return walk.values.skip(v);
      if (!walk.once(seen, name)) return false;
      item it;
      const detail_simdjson::item_place place{"Item"};
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

/// GetItem's response text as a `ddb::item`; empty when the item does not exist.
///
/// **Example**: `if (auto found = ddb::read_item(response).value()) use(*found);`
inline path_result<std::optional<item>> read_item(std::string_view get_item_response) {
  return simdjson_reader::read_item<item>(get_item_response);
}

/// A Query's or Scan's response text as a `page<ddb::item>`.
///
/// **Example**: `for (const ddb::item& it : ddb::read_page(response).value().items) ...`
inline path_result<page<item>> read_page(std::string_view query_or_scan_response) {
  return simdjson_reader::read_page<item>(query_or_scan_response);
}

}  // namespace keyplate::dynamodb
