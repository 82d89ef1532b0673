// keyplate: the attributes an item of an entity may have, computed once from its facts: every
// field, and the partition and sort key attribute of each of its `keys<...>`, sorted by name.
// Two indexes may share a key attribute (an inverted index's partition is the table's sort
// key): it is one attribute of the item, written while any of its indexes is present.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "entity_facts.hpp"

namespace keyplate::detail {

// What an attribute of an item is: a field, or the partition or sort key of keys #index.
enum class attribute_role : unsigned char { field, partition_key, sort_key };
struct attribute {
  attribute_role role;
  std::size_t index;  // the field's position, or the keys<...>'s
};

template <class Facts>
struct item_attributes {
  static constexpr std::size_t keys_count = detail::keys_count<Facts>;
  template <std::size_t K>
  using keys_at = detail::keys_at<Facts, K>;

  static constexpr std::size_t sort_templates = [] {
    std::size_t n = 0;
    [&]<std::size_t... K>(std::index_sequence<K...>) {
      ((n += keys_at<K>::sort.size() != 0 ? 1 : 0), ...);
    }
    (std::make_index_sequence<keys_count>{});
    return n;
  }();
  static constexpr auto keys_texts = []<std::size_t... K>(std::index_sequence<K...>) {
    struct texts {
      std::array<std::string_view, sizeof...(K)> partition_attribute, sort_attribute,
          partition_template, sort_template;
    };
    return texts{{keys_at<K>::index_type::partition_attribute...},
                 {keys_at<K>::index_type::sort_attribute...},
                 {keys_at<K>::partition.view()...},
                 {keys_at<K>::sort.view()...}};
  }
  (std::make_index_sequence<keys_count>{});

  static constexpr std::string_view attribute_name(const attribute& a) noexcept {
    switch (a.role) {
      case attribute_role::field:
        return Facts::field_names[a.index];
      case attribute_role::partition_key:
        return keys_texts.partition_attribute[a.index];
      case attribute_role::sort_key:
        return keys_texts.sort_attribute[a.index];
    }
    return {};
  }
  // The key template that fills a key attribute (empty for a field).
  static constexpr std::string_view attribute_template(const attribute& a) noexcept {
    return a.role == attribute_role::partition_key ? keys_texts.partition_template[a.index]
           : a.role == attribute_role::sort_key    ? keys_texts.sort_template[a.index]
                                                   : std::string_view();
  }

  // Every field and key attribute sorted by name; a shared key attribute repeats.
  static constexpr std::size_t named_attribute_count =
      Facts::field_count + keys_count + sort_templates;
  static constexpr std::array<attribute, named_attribute_count> attributes_by_name = [] {
    std::array<attribute, named_attribute_count> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != Facts::field_count; ++i) out[n++] = {attribute_role::field, i};
    for (std::size_t k = 0; k != keys_count; ++k) {
      out[n++] = {attribute_role::partition_key, k};
      if (!keys_texts.sort_template[k].empty()) out[n++] = {attribute_role::sort_key, k};
    }
    std::sort(out.begin(), out.end(), [](const attribute& a, const attribute& b) {
      if (attribute_name(a) != attribute_name(b)) return attribute_name(a) < attribute_name(b);
      return a.role != b.role ? a.role < b.role : a.index < b.index;
    });
    return out;
  }();
  static constexpr bool repeats_previous(std::size_t at) noexcept {
    return at != 0 &&
           attribute_name(attributes_by_name[at]) == attribute_name(attributes_by_name[at - 1]);
  }

  // The attributes of an item, each name once, in name order (so `item` appends them).
  static constexpr std::size_t attribute_count = [] {
    std::size_t n = 0;
    for (std::size_t i = 0; i != named_attribute_count; ++i) n += repeats_previous(i) ? 0 : 1;
    return n;
  }();
  static constexpr std::array<attribute, attribute_count> attributes = [] {
    std::array<attribute, attribute_count> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != named_attribute_count; ++i) {
      if (!repeats_previous(i)) out[n++] = attributes_by_name[i];
    }
    return out;
  }();

  // Their names, in the same (name) order.
  static constexpr std::array<std::string_view, attribute_count> names = [] {
    std::array<std::string_view, attribute_count> out{};
    for (std::size_t i = 0; i != attribute_count; ++i) out[i] = attribute_name(attributes[i]);
    return out;
  }();

  // The positions in `attributes` of the key attributes (what decode_item verifies).
  static constexpr std::size_t key_attribute_count = [] {
    std::size_t n = 0;
    for (const attribute& a : attributes) n += a.role == attribute_role::field ? 0 : 1;
    return n;
  }();
  static constexpr std::array<std::size_t, key_attribute_count> key_attribute_positions = [] {
    std::array<std::size_t, key_attribute_count> out{};
    std::size_t n = 0;
    for (std::size_t i = 0; i != attribute_count; ++i) {
      if (attributes[i].role != attribute_role::field) out[n++] = i;
    }
    return out;
  }();

  // For each of `attributes`: bit k set when keys #k write it (none: a field). At most 64
  // keys<...> (the declaration checks report more).
  static constexpr std::array<std::uint64_t, attribute_count> attribute_writers = [] {
    std::array<std::uint64_t, attribute_count> out{};
    for (std::size_t u = 0; u != attribute_count; ++u) {
      for (const attribute& a : attributes_by_name) {
        if (a.role != attribute_role::field && a.index < 64 &&
            attribute_name(a) == attribute_name(attributes[u])) {
          out[u] |= std::uint64_t{1} << a.index;
        }
      }
    }
    return out;
  }();

  // Attribute #S's key template (the same for every index sharing it: the checks make sure).
  template <std::size_t S>
  static constexpr auto attribute_template_text() {
    constexpr attribute a = attributes[S];
    if constexpr (a.role == attribute_role::partition_key) {
      return keys_at<a.index>::partition;
    } else {
      return keys_at<a.index>::sort;
    }
  }
  // Attribute `a`'s name as a template argument, for diagnostics.
  template <attribute a>
  static constexpr auto attribute_name_text() {
    if constexpr (a.role == attribute_role::field) {
      return Facts::template field_at<a.index>::name;
    } else if constexpr (a.role == attribute_role::partition_key) {
      return keys_at<a.index>::index_type::partition_text;
    } else {
      return keys_at<a.index>::index_type::sort_text;
    }
  }

  // Whether key attribute #s is written for every item: an index it belongs to is not sparse.
  static constexpr bool attribute_always_written(std::size_t s) noexcept {
    constexpr std::array<bool, keys_count> sparse =
        []<std::size_t... K>(std::index_sequence<K...>) {
      return std::array<bool, keys_count>{sparse_keys<Facts, keys_at<K>>...};
    }
    (std::make_index_sequence<keys_count>{});
    for (std::size_t k = 0; k != keys_count && k < 64; ++k) {
      if ((attribute_writers[s] >> k & 1u) != 0 && !sparse[k]) return true;
    }
    return false;
  }
};

}  // namespace keyplate::detail
