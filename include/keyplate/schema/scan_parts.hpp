// keyplate: `kp::scan_parts<Table, Es...>`, what `Schema::scan` gives: a Scan of the table
// (`dynamodb::scan_request`, whose filter chooses the items of `Es` by their primary-key layouts)
// that also knows its entities, so that `read` decodes each item of a page as the entity that
// wrote it and leaves out the items of other entities.
#pragma once

#include <optional>

#include "../dynamodb/item.hpp"
#include "../dynamodb/scan.hpp"
#include "../result.hpp"
#include "detail/identify_among.hpp"
#include "entity_variant.hpp"

namespace keyplate {

/// A Scan of `Table` that returns the items of `Entities` (`dynamodb::scan_request` holds the
/// request; `to_json` writes its body), and `read`, which decodes the items of its pages.
template <class Table, class... Entities>
struct scan_parts : dynamodb::scan_request {
  /// One item's values: which of `Entities` (`index()`, in the order the scan names them) and
  /// its values.
  using values = entity_variant<Entities...>;

  /// The values of `it`, an item of a page of this scan, when one of `Entities` wrote it (its
  /// primary key attributes match that entity's layouts); `std::nullopt` for an item of any
  /// other entity or writer, which the scan's filter can let through (the filter chooses by
  /// the layouts' literal prefixes: `ORDER#` is also the start of an order line's sort key).
  /// `decode_item`'s error for an item of one of `Entities` that does not decode, and
  /// `missing_attribute` for an item without the table's keys. Never throws (except
  /// `std::bad_alloc`).
  ///
  /// **Example**: `if (auto v = scan.read(row).value()) export_one(*v);`
  static result<std::optional<values>> read(const dynamodb::item& it) {
    return detail::identify_among<Table, values, Entities...>::find(it);
  }
};

}  // namespace keyplate
