// keyplate: which of some entities wrote an item, told by its primary key attributes, and that
// entity's `decode_item`: `Schema::identify` asks it of every entity of the schema, a scan's
// `read` of the entities the scan chose.
#pragma once

#include <cstddef>
#include <optional>
#include <tuple>
#include <utility>

#include "../../attribute_kind.hpp"
#include "../../detail/config.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"

namespace keyplate::detail {

// `Values` is what one of `Es`'s values converts to (an entity_variant of them).
template <class Table, class Values, class... Es>
struct identify_among {
  // Entity #I's attempt: false when its primary layouts do not match the keys; else `found` is
  // its decode_item's result. (One out-of-line step per entity.)
  template <std::size_t I>
  KEYPLATE_NOINLINE static bool as(const dynamodb::item& it, const dynamodb::attribute_value& pk,
                                   const dynamodb::attribute_value* sk,
                                   result<std::optional<Values>>& found) {
    using E = std::tuple_element_t<I, std::tuple<Es...>>;
    using L = typename E::template layout<Table>;
    if (pk.type() != attribute_kind::S || !L::partition::matches(pk.text)) return false;
    if constexpr (Table::has_sort) {
      if (sk->type() != attribute_kind::S || !L::sort::matches(sk->text)) return false;
    }
    auto decoded = E::decode_item(it);
    if (decoded) {
      found = std::optional<Values>(Values(std::move(*decoded)));
    } else {
      // The plain result's error: it names the attribute, in static storage. (The path, say
      // `lines[2].qty`, is text `decoded` owns, gone when it is.)
      found = static_cast<const result<typename E::values>&>(decoded).error();
    }
    return true;
  }

  // The values of the entity among `Es` whose primary layouts match `it`'s keys (the schema
  // proves there is at most one), or its decode_item's error; nothing when none matches.
  // `missing_attribute` without the table's keys.
  KEYPLATE_ALWAYS_INLINE static result<std::optional<Values>> find(const dynamodb::item& it) {
    const dynamodb::attribute_value* pk = it.find(Table::partition_attribute);
    if (pk == nullptr) return error_at(error_code::missing_attribute, Table::partition_attribute);
    const dynamodb::attribute_value* sk = nullptr;
    if constexpr (Table::has_sort) {
      sk = it.find(Table::sort_attribute);
      if (sk == nullptr) return error_at(error_code::missing_attribute, Table::sort_attribute);
    }
    result<std::optional<Values>> found = std::optional<Values>();
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (as<I>(it, *pk, sk, found) || ...);
    }
    (std::index_sequence_for<Es...>{});
    return found;
  }
};

}  // namespace keyplate::detail
