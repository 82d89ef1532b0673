// keyplate: an item's size as DynamoDB counts it (its documented rules, "Item sizes and
// formats"), its nesting depth, and `check_item`: the two limits DynamoDB enforces on every
// item, checked before a request exists.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

#include "../error.hpp"
#include "attribute_value.hpp"
#include "item.hpp"

namespace keyplate::dynamodb {

/// The largest item DynamoDB stores: 400 KB, names and values together.
inline constexpr std::size_t max_item_size = std::size_t{400} * 1024;
/// The deepest nesting of lists and maps DynamoDB accepts (a top-level `L` or `M` is level 1).
inline constexpr std::size_t max_nesting = 32;

namespace detail_size {
// The size of a number's text: one byte per two significant digits, plus one.
inline std::size_t number_size(std::string_view text) {
  std::size_t first = 0, last = 0, digits = 0;  // significant digits: first to last nonzero
  for (const char c : text) {
    if (c == 'e' || c == 'E') break;
    if (c < '0' || c > '9') continue;
    ++digits;
    if (c != '0') {
      if (first == 0) first = digits;
      last = digits;
    }
  }
  const std::size_t significant = first != 0 ? last - first + 1 : 0;
  return (significant + 1) / 2 + 1;
}
}  // namespace detail_size

// Sizing recurses as deep as the nesting (which `check_item` bounds).
// NOLINTBEGIN(misc-no-recursion)

/// The size of a value without its name: a string's UTF-8 bytes, a binary's raw bytes, a
/// number one byte per two significant digits plus one, `BOOL` and `NULL` one byte, a list or
/// map 3 bytes plus its elements (each one byte more, a map's with its member's name), a set
/// its elements.
inline std::size_t value_size(const attribute_value& v) {
  switch (v.type()) {
    case attribute_kind::S:
    case attribute_kind::B:
      return v.text.size();
    case attribute_kind::N:
      return detail_size::number_size(v.text);
    case attribute_kind::BOOL:
    case attribute_kind::null:
      return 1;
    case attribute_kind::L: {
      std::size_t size = 3;
      for (const attribute_value& e : *v.as_list()) size += value_size(e) + 1;
      return size;
    }
    case attribute_kind::M: {
      std::size_t size = 3;
      for (const auto& [name, e] : *v.as_map()) size += name.size() + value_size(e) + 1;
      return size;
    }
    case attribute_kind::SS:
    case attribute_kind::BS:
    case attribute_kind::NS: {
      std::size_t size = 0;
      const attribute_set& set = v.type() == attribute_kind::SS   ? *v.as_string_set()
                                 : v.type() == attribute_kind::NS ? *v.as_number_set()
                                                                  : *v.as_binary_set();
      for (const std::string& e : set) {
        size += v.type() == attribute_kind::NS ? detail_size::number_size(e) : e.size();
      }
      return size;
    }
  }
  return 0;
}

/// How many lists and maps are nested in `v`, itself included (0 for a scalar or set).
inline std::size_t nesting(const attribute_value& v) {
  std::size_t deepest = 0;
  if (const attribute_list* list = v.as_list()) {
    for (const attribute_value& e : *list) deepest = std::max(deepest, nesting(e));
    return deepest + 1;
  }
  if (const attribute_map* map = v.as_map()) {
    for (const auto& [name, e] : *map) deepest = std::max(deepest, nesting(e));
    return deepest + 1;
  }
  return 0;
}
// NOLINTEND(misc-no-recursion)

/// The size DynamoDB charges for `it`: each attribute's name and value.
///
/// **Example**: `ddb::item_size(Order::item(v)) <= ddb::max_item_size`
inline std::size_t item_size(const item& it) {
  std::size_t size = 0;
  for (const auto& [name, value] : it) size += name.size() + value_size(value);
  return size;
}

/// What DynamoDB would refuse in `it` before storing it: `too_deep` for lists and maps nested
/// more than 32 levels, `item_too_large` over 400 KB; `error{}` when neither. (The error names
/// no attribute: it would view `it`'s text.)
inline keyplate::error check_item(const item& it) {
  for (const auto& [name, value] : it) {
    if (nesting(value) > max_nesting) return keyplate::error{error_code::too_deep, {}, 0};
  }
  if (item_size(it) > max_item_size) return keyplate::error{error_code::item_too_large, {}, 0};
  return {};
}

}  // namespace keyplate::dynamodb
