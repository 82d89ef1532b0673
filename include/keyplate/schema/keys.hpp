// keyplate: `keys<Index, "partition template", "sort template">`, an entity's key templates on
// one index, and how a template over field names becomes an ordinary `kp::key` with the
// fields' codecs.
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>

#include "../codecs/string.hpp"
#include "../detail/template_checks.hpp"
#include "../fixed_string.hpp"
#include "../key.hpp"

namespace keyplate {

/// The key templates of an entity on `Index`: fields by name, `{customerId}`. `Sort` is empty
/// when the index has no sort key.
///
/// **Example**: `kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">`
template <class Index, fixed_string Partition, fixed_string Sort = "">
struct keys {
  using index_type = Index;
  static constexpr auto partition = Partition;
  static constexpr auto sort = Sort;
};

namespace detail {

template <class T>
inline constexpr bool is_keys = false;
template <class Index, fixed_string P, fixed_string S>
inline constexpr bool is_keys<keys<Index, P, S>> = true;

// The field names of a template, in template order (none when the template is malformed:
// `kp::key` reports that).
template <fixed_string Pattern>
struct template_fields {
  using checked = checked_template<Pattern>;
  static constexpr std::size_t count =
      checked::problem == template_problem::none ? checked::field_count : 0;
  static constexpr std::string_view name(std::size_t i) noexcept {
    return Pattern.view().substr(checked::parsed.names[i].begin, checked::parsed.names[i].size);
  }
  static constexpr bool uses(std::string_view field) noexcept {
    for (std::size_t i = 0; i != count; ++i) {
      if (name(i) == field) return true;
    }
    return false;
  }
  // Field `i`'s name as a template argument, for diagnostics.
  template <std::size_t I>
  static constexpr auto name_text() noexcept {
    constexpr std::string_view text = name(I);
    char chars[text.size() + 1]{};
    for (std::size_t k = 0; k != text.size(); ++k) chars[k] = text[k];
    return fixed_string<text.size()>(chars);
  }
};

// `kp::key<Pattern, codec of each named field>` (string<> for an undeclared name, which the
// entity reports).
template <fixed_string Pattern, class Entity, class Seq>
struct key_of_template;
template <fixed_string Pattern, class Entity, std::size_t... I>
struct key_of_template<Pattern, Entity, std::index_sequence<I...>> {
  using type = key<Pattern, typename Entity::template codec_or_string<Entity::field_index(
                                template_fields<Pattern>::name(I))>...>;
};
template <fixed_string Pattern, class Entity>
using key_of =
    typename key_of_template<Pattern, Entity,
                             std::make_index_sequence<template_fields<Pattern>::count>>::type;

}  // namespace detail
}  // namespace keyplate
