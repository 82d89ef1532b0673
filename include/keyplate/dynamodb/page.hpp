// keyplate: `dynamodb::page`, one Query or Scan response as plain data (its items, the key to
// go on from, the counts and the capacity it consumed), and the name of the reader that builds
// one from response text (`<keyplate/dynamodb_simdjson.hpp>`).
#pragma once

#include <cstddef>
#include <optional>
#include <type_traits>
#include <vector>

#include "item.hpp"

namespace keyplate::dynamodb {

/// Reads DynamoDB's response text with simdjson: defined by `<keyplate/dynamodb_simdjson.hpp>`
/// (CMake: `keyplate::simdjson`). `Entity::read_item`, `Entity::read_page` and
/// `Schema::read_page` use it.
struct simdjson_reader;

namespace detail_page {
template <class Of>
struct value_of {
  using type = typename Of::values;
};
template <>
struct value_of<item> {
  using type = item;
};

// `Reader`, once the header defining it is included; else a `keyplate:` message naming it.
template <class Reader>
struct included {
  static_assert(
      requires { sizeof(Reader); },
      "keyplate: reading response text needs #include <keyplate/dynamodb_simdjson.hpp> "
      "(CMake: keyplate::simdjson, with libsimdjson-dev)");
  using type = Reader;
};
}  // namespace detail_page

/// One page of a Query or Scan response: its items as `Of`'s values (`Of` a schema: each item
/// as `Schema::values`, read by `identify`; an entity: `Entity::values`, read by
/// `decode_item`; `ddb::item`: the items as they are).
///
/// **Example**:
/// ```cpp
/// kp::path_result<ddb::page<Shop>> p = Shop::read_page(response_text);
/// for (const Shop::values& v : p->items) { ... }
/// if (p->last_evaluated_key) next_cursor = Shop::cursor(*p->last_evaluated_key);
/// ```
template <class Of>
struct page {
  /// What each item is read into: `Of::values`, or `ddb::item` for `page<ddb::item>`.
  using value_type = typename detail_page::value_of<Of>::type;

  std::vector<value_type> items;  ///< `Items`, in the order of the response
  /// `LastEvaluatedKey`: present when the query or scan goes on (hand it to `Schema::cursor`,
  /// or send it as `ExclusiveStartKey`); empty on the last page.
  std::optional<item> last_evaluated_key;
  /// `Count`: the items of the page (after a filter); `items.size()` when absent.
  std::size_t count = 0;
  /// `ScannedCount`: the items read before a filter; `count` when absent.
  std::size_t scanned_count = 0;
  /// `ConsumedCapacity.CapacityUnits`, when the request asked for it.
  std::optional<double> consumed_capacity;

  friend bool operator==(const page&, const page&) = default;
};

}  // namespace keyplate::dynamodb
