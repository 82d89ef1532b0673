// keyplate: the facts of an entity, computed once from its declaration: `entity_facts` (its
// name, fields and keys; the public base of `kp::entity`, as `layout_facts` is of `kp::key`),
// the `kp::key` types its templates become (`key_of`, `layouts_on`), and which fields a
// template uses. Facts never assert: an invalid declaration still has facts, so that its
// checks (declaration_checks.hpp) can find the mistake and report it by name.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../../codecs/string.hpp"
#include "../../fixed_string.hpp"
#include "../../key.hpp"
#include "../fields.hpp"
#include "../keys.hpp"
#include "native_forward.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

// Whether keys K put the entity on a native index (no templates).
template <class K>
inline constexpr bool is_native_keys = is_native_index<typename K::index_type>;

// `Keys` split: the template keys (`type`) and the native indexes (`natives`), in order.
template <class... Keys>
struct split_keys {
  using type = decltype(std::tuple_cat(
      std::declval<std::conditional_t<is_native_keys<Keys>, std::tuple<>, std::tuple<Keys>>>()...));
  using natives = decltype(std::tuple_cat(
      std::declval<std::conditional_t<is_native_keys<Keys>, std::tuple<typename Keys::index_type>,
                                      std::tuple<>>>()...));
};
// Without a native index (the common case) the lists are the declaration's, at no cost.
template <class... Keys>
struct plain_keys {
  using type = std::tuple<Keys...>;
  using natives = std::tuple<>;
};
template <class... Keys>
using keys_split =
    std::conditional_t<(is_native_keys<Keys> || ...), split_keys<Keys...>, plain_keys<Keys...>>;

// The `keys<...>` of `Index` among `Keys`, void when none is.
template <class Index, class... Keys>
struct keys_of_index {
  using type = void;
};
template <class Index, class First, class... Rest>
struct keys_of_index<Index, First, Rest...>
    : std::conditional_t<std::is_same_v<typename First::index_type, Index>,
                         std::type_identity<First>, keys_of_index<Index, Rest...>> {};

template <fixed_string Name, class Fields, class... Keys>
struct entity_facts;  // only for kp::fields<...>: the entity reports anything else

template <fixed_string Name, class... Fs, class... Keys>
struct entity_facts<Name, fields<Fs...>, Keys...> {
  /// The entity's name, e.g. `"Order"`.
  static constexpr std::string_view name = Name.view();
  static constexpr auto name_text = Name;
  static constexpr std::size_t field_count = sizeof...(Fs);
  static constexpr std::array<std::string_view, sizeof...(Fs)> field_names{Fs::name.view()...};
  static constexpr std::array<bool, sizeof...(Fs)> field_optional{Fs::optional...};
  /// True for a computed field (`shard_field`), which `make` fills and no call takes.
  static constexpr std::array<bool, sizeof...(Fs)> field_computed{Fs::computed...};
  /// True for a data attribute (`attribute`, `optional_attribute`), which no key uses.
  static constexpr std::array<bool, sizeof...(Fs)> field_data{Fs::data...};
  /// True for the `ttl_attribute` (DynamoDB's Time to Live reads it).
  static constexpr std::array<bool, sizeof...(Fs)> field_ttl{is_ttl_field<Fs>...};
  /// The position of the first `ttl_attribute`; `field_count` when there is none.
  static constexpr std::size_t ttl_index = [] {
    for (std::size_t i = 0; i != field_count; ++i) {
      if (field_ttl[i]) return i;
    }
    return field_count;
  }();
  /// True for the `version_attribute` (writes check and increment it).
  static constexpr std::array<bool, sizeof...(Fs)> field_version{is_version_field<Fs>...};
  /// The position of the first `version_attribute`; `field_count` when there is none.
  static constexpr std::size_t version_index = [] {
    for (std::size_t i = 0; i != field_count; ++i) {
      if (field_version[i]) return i;
    }
    return field_count;
  }();
  static constexpr bool has_version = version_index != field_count;

  /// The position of the field named `n`; `field_count` when there is none.
  static constexpr std::size_t field_index(std::string_view n) noexcept {
    for (std::size_t i = 0; i != field_count; ++i) {
      if (field_names[i] == n) return i;
    }
    return field_count;
  }

  template <std::size_t I>
  using field_at = std::tuple_element_t<I, std::tuple<Fs...>>;
  template <std::size_t I>
  using codec_at = typename field_at<I>::codec_type;
  /// Field #I's codec, and `string<>` for `I == field_count` (a name the entity does not
  /// declare) or a data attribute: a template naming one still becomes a `kp::key`, so the
  /// facts stay computable and the entity's check, not `kp::key`, reports the name. (The
  /// clamped index only keeps the unused branch well-formed.)
  template <std::size_t I>
  using codec_or_string =
      typename std::conditional_t<(I < field_count && !field_data[I < field_count ? I : 0]),
                                  std::tuple_element<(I < field_count ? I : 0), std::tuple<Fs...>>,
                                  std::type_identity<field<"_", string<>>>>::type::codec_type;

  /// Every `keys<...>` with templates, in declaration order (a native index's are apart).
  using keys_list = typename keys_split<Keys...>::type;
  /// The native indexes the entity is on (`kp::keys<NativeIndex>`), in declaration order.
  using native_list = typename keys_split<Keys...>::natives;
  /// The `keys<...>` of `Index`, void when the entity has none on it.
  template <class Index>
  using keys_on = typename keys_of_index<Index, Keys...>::type;
  /// Whether the entity has key templates on `Index` (false for a native index).
  template <class Index>
  static constexpr bool has_index = !std::is_void_v<keys_on<Index>> && !is_native_index<Index>;
  /// Whether the entity is on native index `Index`.
  template <class Index>
  static constexpr bool has_native = is_native_index<Index> && !std::is_void_v<keys_on<Index>>;
};

// The facts an entity type derives from (`facts_of<Order>`), for the reads across a schema's
// entities, which are given the entity types: only declared, for `decltype`.
template <fixed_string Name, class Fields, class... Keys>
entity_facts<Name, Fields, Keys...> facts_base(const entity_facts<Name, Fields, Keys...>*);
template <class Entity>
using facts_of = decltype(facts_base(static_cast<const Entity*>(nullptr)));

// Keys #K of an entity's facts.
template <class Facts, std::size_t K>
using keys_at = std::tuple_element_t<K, typename Facts::keys_list>;
template <class Facts>
inline constexpr std::size_t keys_count = std::tuple_size_v<typename Facts::keys_list>;

// `kp::key<Pattern, codec of each named field>` (string<> for an undeclared name).
template <fixed_string Pattern, class Facts, class Seq>
struct key_of_template;
template <fixed_string Pattern, class Facts, std::size_t... I>
struct key_of_template<Pattern, Facts, std::index_sequence<I...>> {
  using type = key<Pattern, typename Facts::template codec_or_string<Facts::field_index(
                                template_fields<Pattern>::name(I))>...>;
};
template <fixed_string Pattern, class Facts>
using key_of =
    typename key_of_template<Pattern, Facts,
                             std::make_index_sequence<template_fields<Pattern>::count>>::type;

// The fields that keys K's templates use (both of them), by field position: what sparse
// indexes, key presence and the writes' field masks are computed from. (The declaration checks
// read the templates' names directly: they run on declarations that may name unknown fields.)
template <class Facts, class K>
inline constexpr std::array<bool, Facts::field_count> fields_of_keys = [] {
  std::array<bool, Facts::field_count> out{};
  for (std::size_t f = 0; f != Facts::field_count; ++f) {
    out[f] = template_fields<K::partition>::uses(Facts::field_names[f]) ||
             template_fields<K::sort>::uses(Facts::field_names[f]);
  }
  return out;
}();

// Whether keys K are written only for some items: a template uses an optional field.
template <class Facts, class K>
inline constexpr bool sparse_keys = [] {
  for (std::size_t f = 0; f != Facts::field_count; ++f) {
    if (Facts::field_optional[f] && fields_of_keys<Facts, K>[f]) return true;
  }
  return false;
}();

// The key layouts of keys K: `partition` and `sort` (void without a sort template).
template <class Facts, class K>
struct layouts_of {
  using partition = key_of<K::partition, Facts>;
  using sort = std::conditional_t<K::sort.size() == 0, void, key_of<K::sort, Facts>>;
  static constexpr bool sparse = sparse_keys<Facts, K>;
};
struct no_layouts {
  using partition = void;
  using sort = void;
  static constexpr bool sparse = false;
};
// The layouts on `Index`, or none when the entity has no keys there (its face reports that).
template <class Facts, class Index>
using layouts_on =
    std::conditional_t<Facts::template has_index<Index>,
                       layouts_of<Facts, typename Facts::template keys_on<Index>>, no_layouts>;

// Whether any of `flags` is set.
template <std::size_t N>
constexpr bool any_of(const std::array<bool, N>& flags) noexcept {
  std::size_t count = 0;
  for (const bool flag : flags) count += flag ? 1 : 0;
  return count != 0;
}
// Whether the entity has a computed (shard) field.
template <class Facts>
inline constexpr bool has_computed = any_of(Facts::field_computed);
// Whether the entity has a data attribute (whose errors name a path, `lines[2].qty`).
template <class Facts>
inline constexpr bool has_data = any_of(Facts::field_data);

}  // namespace keyplate::detail
