// keyplate: the reads across a schema's entities: `Schema::identify` (which entity wrote an
// item, and its values) and `Schema::query<Index>` (an item collection: every entity's items
// under one partition key).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"
#include "../diagnostics.hpp"
#include "../entity_variant.hpp"
#include "argument_pack.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

template <class Table, class... Es>
struct schema_reads {
  using values = entity_variant<Es...>;
  static constexpr std::size_t entity_count = sizeof...(Es);
  template <std::size_t I>
  using entity_at = std::tuple_element_t<I, std::tuple<Es...>>;

  // ---- identify -------------------------------------------------------------------------
  // Entity #I's attempt: false when its primary layouts do not match the keys; else `found` is
  // its decode_item's result. (One out-of-line step per entity.)
  template <std::size_t I>
  KEYPLATE_NOINLINE static bool identify_as(const dynamodb::item& it,
                                            const dynamodb::attribute_value& pk,
                                            const dynamodb::attribute_value* sk,
                                            std::optional<result<values>>& found) {
    using E = entity_at<I>;
    using L = typename E::template layout<Table>;
    if (pk.type() != attribute_kind::S || !L::partition::matches(pk.text)) return false;
    if constexpr (Table::has_sort) {
      if (sk->type() != attribute_kind::S || !L::sort::matches(sk->text)) return false;
    }
    auto decoded = E::decode_item(it);
    if (decoded) {
      found.emplace(values(std::move(*decoded)));
    } else {
      found.emplace(decoded.error());
    }
    return true;
  }
  KEYPLATE_ALWAYS_INLINE static result<values> identify(const dynamodb::item& it) {
    const dynamodb::attribute_value* pk = it.find(Table::partition_attribute);
    if (pk == nullptr) return error_at(error_code::missing_attribute, Table::partition_attribute);
    const dynamodb::attribute_value* sk = nullptr;
    if constexpr (Table::has_sort) {
      sk = it.find(Table::sort_attribute);
      if (sk == nullptr) return error_at(error_code::missing_attribute, Table::sort_attribute);
    }
    std::optional<result<values>> found;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (identify_as<I>(it, *pk, sk, found) || ...);
    }
    (std::make_index_sequence<entity_count>{});
    if (found) return std::move(*found);
    return error_at(error_code::no_matching_layout, Table::partition_attribute);
  }

  // ---- item collections ------------------------------------------------------------------
  // The first entity on `Index` whose partition template uses exactly the fields `Args` name;
  // `entity_count` when none does.
  template <class Index, class... Args>
  static constexpr std::size_t collection_owner() {
    constexpr std::array<bool, entity_count> owns{[] {
      if constexpr (!Es::template has_index<Index>) {
        return false;
      } else {
        using P = template_fields<Es::template keys_on<Index>::partition>;
        return P::count == sizeof...(Args) && (P::uses(Args::name.view()) && ...);
      }
    }()...};
    for (std::size_t i = 0; i != entity_count; ++i) {
      if (owns[i]) return i;
    }
    return entity_count;
  }
  template <class Index, class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::query_parts> query(const Args&... args) {
    constexpr std::size_t e = collection_owner<Index, Args...>();
    if constexpr (e == entity_count) {
      static_assert(evaluated(
          report<schema_problem::collection_no_owner, "schema", Index::partition_text>()));
      return reported_at_compile_time();
    } else {
      using L = typename entity_at<e>::template layout<Index>;
      result<std::string> pk =
          call_in_template_order<entity_at<e>::template keys_on<Index>::partition>(
              [](const auto&... v)
                  KEYPLATE_INLINE_LAMBDA { return L::partition::try_encode(v...); },
              args...);
      if (!pk) return pk.error();
      return dynamodb::try_query(*pk, key_condition{}, Index::key_schema());
    }
  }
};

}  // namespace keyplate::detail
