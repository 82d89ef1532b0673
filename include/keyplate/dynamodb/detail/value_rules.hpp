// keyplate: what DynamoDB accepts as a value in DynamoDB JSON, whichever JSON library reads
// the text: the type names, the payload of a scalar (`N` a DynamoDB number, `B` base64), a
// set's elements (none empty, none twice), the nesting bound and the path of a value. Both
// readers, `parse_item` on nlohmann::json and the simdjson reader, build values through these.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../attribute_kind.hpp"
#include "../../detail/base64.hpp"
#include "../../detail/decimal.hpp"
#include "../../error.hpp"
#include "../attribute_value.hpp"

namespace keyplate::dynamodb::detail_read {

// DynamoDB's limit on nested lists and maps (a top-level `L` or `M` is level 1).
inline constexpr std::size_t max_depth = 32;

// The type a DynamoDB JSON value names (`"S"`, `"NS"`, ...); nullopt for any other name. (By
// length and letters: every item's every attribute asks.)
inline std::optional<attribute_kind> kind_named(std::string_view name) noexcept {
  using k = attribute_kind;
  if (name.size() == 1) {
    switch (name[0]) {
      case 'S':
        return k::S;
      case 'N':
        return k::N;
      case 'B':
        return k::B;
      case 'L':
        return k::L;
      case 'M':
        return k::M;
      default:
        return std::nullopt;
    }
  }
  if (name.size() == 2 && name[1] == 'S') {
    switch (name[0]) {
      case 'S':
        return k::SS;
      case 'N':
        return k::NS;
      case 'B':
        return k::BS;
      default:
        return std::nullopt;
    }
  }
  if (name == "BOOL") return k::BOOL;
  if (name == "NULL") return k::null;
  return std::nullopt;
}

// Whether values of `kind` carry a string payload (`S`, `N`, `B`), a boolean (`BOOL`, `NULL`)
// or a list of strings (the sets).
constexpr bool has_text_payload(attribute_kind kind) noexcept {
  return kind == attribute_kind::S || kind == attribute_kind::N || kind == attribute_kind::B;
}
constexpr bool has_boolean_payload(attribute_kind kind) noexcept {
  return kind == attribute_kind::BOOL || kind == attribute_kind::null;
}
constexpr bool is_set(attribute_kind kind) noexcept {
  return kind == attribute_kind::SS || kind == attribute_kind::NS || kind == attribute_kind::BS;
}

// An `S`, `N` or `B` from its payload text into `out`: `none`, `invalid_number` or
// `invalid_base64`.
inline error_code scalar(attribute_kind kind, std::string_view text, attribute_value& out) {
  if (kind == attribute_kind::N) {
    if (!keyplate::detail::decimal::valid(text)) return error_code::invalid_number;
  } else if (kind == attribute_kind::B) {
    std::optional<std::string> bytes = keyplate::detail::base64::decode(text);
    if (!bytes) return error_code::invalid_base64;
    out = attribute_value::binary(std::move(*bytes));
    return error_code::none;
  }
  out = attribute_value(kind, std::string(text));
  return error_code::none;
}

// A `BOOL` or `NULL` from its payload into `out`: `malformed_item` for a `NULL` that is not
// `true` (DynamoDB's only NULL).
inline error_code boolean(attribute_kind kind, bool payload, attribute_value& out) {
  if (kind == attribute_kind::null) {
    if (!payload) return error_code::malformed_item;
    out = attribute_value::null();
  } else {
    out = attribute_value::boolean(payload);
  }
  return error_code::none;
}

// An `SS`, `NS` or `BS`, one element at a time: `add` checks each element, `finish` the whole
// (not empty, no element twice: numbers compared by value, bytes after decoding).
class set_reader {
 public:
  set_reader(attribute_kind kind, std::size_t expected) : kind_(kind) {
    elements_.reserve(expected);
    keys_.reserve(expected);
  }

  error_code add(std::string_view text) {
    if (kind_ == attribute_kind::SS) {
      elements_.emplace_back(text);
      keys_.emplace_back(text);
    } else if (kind_ == attribute_kind::NS) {
      if (!keyplate::detail::decimal::valid(text)) return error_code::invalid_number;
      elements_.emplace_back(text);
      keys_.push_back(keyplate::detail::decimal::comparison_key(text));
    } else {
      std::optional<std::string> bytes = keyplate::detail::base64::decode(text);
      if (!bytes) return error_code::invalid_base64;
      keys_.push_back(*bytes);
      elements_.push_back(std::move(*bytes));
    }
    return error_code::none;
  }

  error_code finish(attribute_value& out) {
    if (elements_.empty()) return error_code::empty_set;
    std::sort(keys_.begin(), keys_.end());
    if (std::adjacent_find(keys_.begin(), keys_.end()) != keys_.end()) {
      return error_code::duplicate_in_set;
    }
    out = kind_ == attribute_kind::SS   ? attribute_value::string_set(std::move(elements_))
          : kind_ == attribute_kind::NS ? attribute_value::number_set(std::move(elements_))
                                        : attribute_value::binary_set(std::move(elements_));
    return error_code::none;
  }

 private:
  attribute_kind kind_;
  attribute_set elements_;
  std::vector<std::string> keys_;  // what makes two elements the same, as DynamoDB sees it
};

// The path of a value inside its parent's: `lines` -> `lines[2]`, `lines[2]` -> `lines[2].qty`.
inline void append_index(std::string& path, std::size_t i) {
  ((path += '[') += std::to_string(i)) += ']';
}
inline void append_member(std::string& path, std::string_view name) {
  (path += '.') += name;
}

}  // namespace keyplate::dynamodb::detail_read
