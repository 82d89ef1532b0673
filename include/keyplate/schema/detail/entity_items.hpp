// keyplate: an entity's values as keys and as an item, and an item back as values:
// `Entity::key`, `Entity::item` and `Entity::decode_item`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"
#include "../keys.hpp"
#include "../values.hpp"
#include "attributes.hpp"
#include "entity_facts.hpp"
#include "entity_make.hpp"
#include "extra_attributes.hpp"
#include "item_attributes.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

// The attributes an entity does not declare, shared by every entity (out of line: at -O2 each
// entity would otherwise carry its own copy of these loops).
// Writes back `extra` into `it` (no name of `extra` is one `it` has).
KEYPLATE_NOINLINE inline void add_extra(dynamodb::item& it, const dynamodb::item& extra) {
  if (!extra.empty()) item_builder::merge(it, extra);
}
// Keeps in `extra` every attribute of `it` whose name is none of the `count` `declared` names;
// both are in name order, so one walk over the two.
KEYPLATE_NOINLINE inline void keep_extra(const dynamodb::item& it, const std::string_view* declared,
                                         std::size_t count, extra_attributes& extra) {
  dynamodb::item& kept = extra.own();
  std::size_t d = 0;
  for (const auto& [name, value] : it) {
    while (d != count && declared[d] < name) ++d;
    if (d != count && declared[d] == name) continue;
    item_builder::append(kept, name, dynamodb::attribute_value(value));
  }
}

// What `decode` keeps for a path when the entity has no data attribute.
struct no_path {};

template <class Facts, class Values>
struct entity_items {
  using attrs = item_attributes<Facts>;

  // Whether keys K are written: every optional field of its templates has a value.
  template <class K>
  static bool present(const Values& v) {
    return [&]<std::size_t... F>(std::index_sequence<F...>) KEYPLATE_INLINE_LAMBDA {
      return ((!(Facts::field_optional[F] && fields_of_keys<Facts, K>[F]) ||
               values_access::has_value<F>(v)) &&
              ...);
    }
    (std::make_index_sequence<Facts::field_count>{});
  }
  // The key of `Pattern` for `v`, whose values are canonical, so encoding cannot fail.
  template <fixed_string Pattern>
  static std::string encode_template(const Values& v) {
    using T = template_fields<Pattern>;
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return key_of<Pattern, Facts>::encode(
          values_access::value_of<Facts::field_index(T::name(I))>(v)...);
    }
    (std::make_index_sequence<T::count>{});
  }
  template <class Index>
  static item_key key_texts(const Values& v) {
    using K = typename Facts::template keys_on<Index>;
    item_key k;
    k.partition = encode_template<K::partition>(v);
    if constexpr (K::sort.size() != 0) k.sort = encode_template<K::sort>(v);
    return k;
  }
  // The keys on `Index`: for a sparse index a `std::optional`, empty without their fields.
  template <class Index>
  KEYPLATE_ALWAYS_INLINE static auto key(const Values& v) {
    using K = typename Facts::template keys_on<Index>;
    if constexpr (!Facts::template has_index<Index>) {
      return item_key{};  // reported by the entity's layout<Index>
    } else if constexpr (sparse_keys<Facts, K>) {
      return present<K>(v) ? std::optional<item_key>(key_texts<Index>(v))
                           : std::optional<item_key>();
    } else {
      return key_texts<Index>(v);
    }
  }

  // Whether attribute #S is written for `v`: a field with a value (a data attribute's not
  // written as nothing), or a key attribute whose index is present.
  template <std::size_t S>
  KEYPLATE_ALWAYS_INLINE static bool written(const Values& v) {
    constexpr attribute a = attrs::attributes[S];
    if constexpr (a.role == attribute_role::field) {
      if (!values_access::has_value<a.index>(v)) return false;
      if constexpr (Facts::field_data[a.index]) {
        using C = typename Facts::template codec_at<a.index>;
        return !absent_mapped<typename C::value_type, typename C::mapping>(
            values_access::value_of<a.index>(v));
      }
      return true;
    } else if constexpr (!attrs::attribute_always_written(S)) {
      return attribute_present<S>(v);
    } else {
      return true;
    }
  }
  // Whether key attribute #S is written: an index it belongs to has all its fields.
  template <std::size_t S>
  static bool attribute_present(const Values& v) {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return ((K < 64 && (attrs::attribute_writers[S] >> (K % 64) & 1u) != 0 &&
               present<keys_at<Facts, K>>(v)) ||
              ...);
    }
    (std::make_index_sequence<attrs::keys_count>{});
  }
  // Attribute #S for `v`: a field's attribute form, or a key built from its template.
  template <std::size_t S>
  KEYPLATE_ALWAYS_INLINE static dynamodb::attribute_value attribute_of(const Values& v) {
    constexpr attribute a = attrs::attributes[S];
    if constexpr (a.role == attribute_role::field) {
      return to_item_attribute<typename Facts::template codec_at<a.index>>(
          values_access::value_of<a.index>(v));
    } else {
      return {text_in_place, attribute_kind::S,
              [&] { return encode_template<attrs::template attribute_template_text<S>()>(v); }};
    }
  }
  // Appends attribute #S: a field with a value, or a key attribute when an index it belongs to
  // is present.
  template <std::size_t S>
  static void append_attribute(dynamodb::item& it, const Values& v) {
    if (!written<S>(v)) return;
    item_builder::append(it, attrs::attribute_name(attrs::attributes[S]), attribute_of<S>(v));
  }
  KEYPLATE_ALWAYS_INLINE static dynamodb::item item(const Values& v) {
    dynamodb::item it;
    it.reserve(attrs::attribute_count);
    [&]<std::size_t... S>(std::index_sequence<S...>) KEYPLATE_INLINE_LAMBDA {
      (append_attribute<S>(it, v), ...);
    }
    (std::make_index_sequence<attrs::attribute_count>{});
    if (const dynamodb::item* extra = values_access::kept_extra(v)) add_extra(it, *extra);
    return it;
  }

  // Key attribute #S of `it` is what `v`'s fields give (absent when its indexes are not).
  template <std::size_t S>
  static bool verify_attribute(const dynamodb::item& it, const Values& v, error& err,
                               std::size_t& found) {
    constexpr attribute a = attrs::attributes[S];
    if constexpr (!attrs::attribute_always_written(S)) {
      if (!attribute_present<S>(v)) {
        return detail::verify_key_attribute(it, attrs::attribute_name(a), nullptr, err, found);
      }
    }
    const std::string expected = encode_template<attrs::template attribute_template_text<S>()>(v);
    return detail::verify_key_attribute(it, attrs::attribute_name(a), &expected, err, found);
  }
  // Reads field #I of `it` into `v`; a data attribute's error sets `path` (`lines[2].qty`).
  template <std::size_t I, class Path>
  KEYPLATE_ALWAYS_INLINE static bool read(const dynamodb::item& it, Values& v, error& err,
                                          Path& path, std::size_t& found) {
    using C = typename Facts::template codec_at<I>;
    if constexpr (Facts::field_data[I]) {
      return read_data_field<C>(it, Facts::field_names[I], values_access::stored<I>(v), err, path,
                                found);
    } else {
      return read_field<C>(it, Facts::field_names[I], values_access::stored<I>(v), err, found);
    }
  }
  KEYPLATE_ALWAYS_INLINE static path_result<Values> decode(const dynamodb::item& it) {
    using make = entity_make<Facts, Values>;
    Values v = values_access::blank<Values>();
    error err{};
    // The path of a data attribute's error; an entity without data attributes needs none.
    std::conditional_t<has_data<Facts>, std::string, no_path> path;
    std::size_t found = 0;  // the attributes of `it` the entity declares
    const bool fields_ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (read<I>(it, v, err, path, found) && ...);
    }
    (std::make_index_sequence<Facts::field_count>{});
    if (!fields_ok) {
      if constexpr (has_data<Facts>) {
        return {err, std::move(path)};
      } else {
        return err;
      }
    }
    if constexpr (has_computed<Facts>) {
      const bool computed_ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
        return (make::template verify_computed_field<I>(v, err) && ...);
      }
      (std::make_index_sequence<Facts::field_count>{});
      if (!computed_ok) return err;
    }
    const bool keys_ok = [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (verify_attribute<attrs::key_attribute_positions[K]>(it, v, err, found) && ...);
    }
    (std::make_index_sequence<attrs::key_attribute_count>{});
    if (!keys_ok) return err;
    if (found != it.size()) {
      keep_extra(it, attrs::names.data(), attrs::names.size(), values_access::extra(v));
    }
    return v;
  }
};

}  // namespace keyplate::detail
