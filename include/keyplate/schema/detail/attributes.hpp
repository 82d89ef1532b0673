// keyplate: a field's value as an item attribute and back. A codec with an attribute form
// (`attribute_codec`: `N` numbers, raw `S` strings, canonical text) uses it; any other codec is
// stored as `S` in its key form; a data attribute (`mapped_value<T>`) is stored by its type's
// `kp::attribute_mapping`. The steps that read a field or check a key attribute depend on the
// codec and the stored type only, never on the entity, so every entity shares them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../../codec.hpp"
#include "../../detail/range_bounds.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"
#include "../fields.hpp"
#include "mapping_access.hpp"

namespace keyplate::detail {

/// The attribute that stores `value` of codec `C`.
template <class C>
dynamodb::attribute_value to_item_attribute(const typename C::value_type& value) {
  if constexpr (is_mapped_value<C>) {
    return write_mapped<typename C::value_type, typename C::mapping>(value);
  } else if constexpr (attribute_codec<C>) {
    return {text_in_place, C::attribute_type, [&] { return C::to_attribute(value); }};
  } else {
    return {text_in_place, attribute_kind::S, [&] {
              char buffer[C::max_size > 0 ? C::max_size : 1];
              // `value` is canonical (made by the codec), so encoding cannot fail.
              const result<char*> end = C::encode(buffer, value);
              return std::string(buffer, *end);
            }};
  }
}

/// The value of codec `C` that `a` stores: `wrong_attribute_type` for another attribute type,
/// else the codec's own error for text that is not in its canonical form. The error names no
/// attribute; the caller adds it.
template <class C>
result<typename C::value_type> from_item_attribute(const dynamodb::attribute_value& a) {
  if constexpr (attribute_codec<C>) {
    if (a.type() != C::attribute_type) return codec_error(error_code::wrong_attribute_type);
    return C::from_attribute(a.text);
  } else {
    if (a.type() != attribute_kind::S) return codec_error(error_code::wrong_attribute_type);
    return C::decode(a.text);
  }
}

/// Reads the field `name` of codec `C` from `it` into `stored` (a `std::optional` for an optional
/// field, which may be absent), counting it in `found` when `it` has it. False, with the error
/// naming the attribute, when it is missing, of another type or not canonical.
template <class C, class T>
bool read_field(const dynamodb::item& it, std::string_view name, T& stored, error& err,
                std::size_t& found) {
  const dynamodb::attribute_value* a = it.find(name);
  if (a == nullptr) {
    if constexpr (std::is_same_v<T, std::optional<typename C::value_type>>) {
      return true;
    } else {
      err = error_at(error_code::missing_attribute, name);
      return false;
    }
  }
  ++found;
  result<typename C::value_type> value = from_item_attribute<C>(*a);
  if (!value) {
    err = value.error();
    err.field = name;  // keeps the codec's byte offset
    return false;
  }
  stored = std::move(*value);
  return true;
}

/// Reads the data attribute `name` of type `T` from `it` into `stored` (a `std::optional` for an
/// optional attribute), counting it in `found` when `it` has it. A missing attribute is an empty
/// value when `T` may be absent. False when it is missing or cannot be read, with the error
/// naming the attribute and `path` the value at fault inside it (`lines[2].qty`).
template <class C, class Stored>
bool read_data_field(const dynamodb::item& it, std::string_view name, Stored& stored, error& err,
                     std::string& path, std::size_t& found) {
  using T = typename C::value_type;
  using M = typename C::mapping;
  const dynamodb::attribute_value* a = it.find(name);
  found += a != nullptr;
  mapping_reader r;
  if constexpr (std::is_same_v<Stored, std::optional<T>>) {
    if (a == nullptr) return true;
    if (read_mapped<T, M>(*a, stored.emplace(), r)) return true;
  } else {
    if (a == nullptr && !may_be_absent<T, M>) {
      err = error_at(error_code::missing_attribute, name);
      return false;
    }
    if (read_member<T, M>(a, stored, r)) return true;
  }
  err = data_error_at(r.code, name);
  path = std::string(name) + r.path;
  return false;
}

/// Stores `value` in `stored`, made canonical by codec `C` (as decoding would return it). False,
/// with the error naming the field, for a value the codec rejects. A data attribute's value is
/// stored as it is, once its mapping accepts it (`invalid_utf8` for a string that is not
/// UTF-8, `invalid_number` / `out_of_range` for a double DynamoDB cannot hold).
template <class C, class T, class V>
bool assign_field(T& stored, const V& value, std::string_view name, error& err) {
  using value_type = typename C::value_type;
  if constexpr (is_mapped_value<C>) {
    mapping_reader r;
    if constexpr (std::is_same_v<V, value_type>) {
      if (check_mapped<value_type, typename C::mapping>(value, r)) {
        stored = value;
        return true;
      }
    } else {
      value_type converted(value);
      if (check_mapped<value_type, typename C::mapping>(converted, r)) {
        stored = std::move(converted);
        return true;
      }
    }
    err = data_error_at(r.code, name);
    return false;
  } else {
    result<value_type> canonical = canonical_value<C>(value);
    if (!canonical) {
      err = canonical.error();
      err.field = name;  // keeps the codec's byte offset
      return false;
    }
    stored = std::move(*canonical);
    return true;
  }
}

/// Whether key attribute `name` of `it` is what the item's fields give: absent when `expected`
/// is null, else a string equal to `*expected` (counted in `found`). False, with the error
/// naming the attribute, otherwise (`key_mismatch`, `missing_attribute`, `wrong_attribute_type`).
inline bool verify_key_attribute(const dynamodb::item& it, std::string_view name,
                                 const std::string* expected, error& err, std::size_t& found) {
  const dynamodb::attribute_value* a = it.find(name);
  if (expected == nullptr) {
    if (a == nullptr) return true;
    err = error_at(error_code::key_mismatch, name);
    return false;
  }
  if (a == nullptr) {
    err = error_at(error_code::missing_attribute, name);
    return false;
  }
  if (a->type() != attribute_kind::S) {
    err = error_at(error_code::wrong_attribute_type, name);
    return false;
  }
  if (a->text != *expected) {
    err = error_at(error_code::key_mismatch, name);
    return false;
  }
  ++found;
  return true;
}

}  // namespace keyplate::detail
