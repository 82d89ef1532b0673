// keyplate: `native_index<Name, partition<...>, sort<...>>`, a global secondary index keyed on
// the item's own attributes (DynamoDB's multi-attribute keys: up to four partition attributes
// and four sort attributes, each typed `S`, `N` or `B`) instead of one composite string.
// Include it beside <keyplate/schema.hpp> to declare one: the umbrella leaves it out, so that
// a TU without a native index does not parse its queries and cursors (compile time).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>

#include "../fixed_string.hpp"
#include "detail/native_forward.hpp"

namespace keyplate {

/// The partition attributes of a `native_index`, in key order (one to four field names).
/// **Example**: `kp::partition<"tenantId", "region">`
template <fixed_string... Names>
struct partition {};
/// The sort attributes of a `native_index`, in key order (none to four field names).
/// **Example**: `kp::sort<"day", "orderId">`
template <fixed_string... Names>
struct sort {};

template <fixed_string Name, class Partition, class Sort = sort<>>
struct native_index {
  static_assert(sizeof(Partition*) == 0,
                "keyplate: a native_index takes kp::partition<...> and then kp::sort<...>");
};

/// A global secondary index named `Name` whose key is the item's own attributes: every
/// partition attribute by equality, then sort attributes left to right, the last given one by
/// any condition. An entity on it says `kp::keys<Index>` (no templates): the attributes are its
/// fields, written as they always are (`N` for integers, `S` for strings, ids, dates). An item
/// without one of them is not in the index (a sparse index).
///
/// **Example**:
/// ```
/// using ByRegion = kp::native_index<"gsi3", kp::partition<"tenantId", "region">,
///                                   kp::sort<"day", "orderId">>;
/// ```
template <fixed_string Name, fixed_string... P, fixed_string... S>
struct native_index<Name, partition<P...>, sort<S...>> {
  static_assert(!Name.view().empty(), "keyplate: a native_index needs a name (its IndexName)");
  static_assert(sizeof...(P) >= 1 && sizeof...(P) <= 4,
                "keyplate: a native_index has one to four partition attributes");
  static_assert(sizeof...(S) <= 4, "keyplate: a native_index has at most four sort attributes");
  static_assert(
      [] {
        constexpr std::array<std::string_view, sizeof...(P) + sizeof...(S)> all{P.view()...,
                                                                                S.view()...};
        for (std::size_t i = 0; i != all.size(); ++i) {
          if (all[i].empty()) return false;
          for (std::size_t j = 0; j != i; ++j) {
            if (all[j] == all[i]) return false;
          }
        }
        return true;
      }(),
      "keyplate: a native_index names each key attribute once, none empty");

  /// The `IndexName`.
  static constexpr std::string_view name = Name.view();
  /// The `IndexName` as a template argument (diagnostics name the index by it).
  static constexpr auto partition_text = Name;
  /// Never the base table: DynamoDB keys only global secondary indexes this way.
  static constexpr bool is_table = false;
  /// True: its key is attributes, not templates (`kp::index` has false).
  static constexpr bool is_native = true;
  static constexpr bool has_sort = sizeof...(S) != 0;
  static constexpr std::size_t partition_count = sizeof...(P);
  static constexpr std::size_t sort_count = sizeof...(S);
  /// The partition attributes, in key order.
  static constexpr std::array<std::string_view, sizeof...(P)> partition_attributes{P.view()...};
  /// The sort attributes, in key order.
  static constexpr std::array<std::string_view, sizeof...(S)> sort_attributes{S.view()...};
  /// Every key attribute: the partition attributes, then the sort attributes.
  static constexpr std::array<std::string_view, sizeof...(P) + sizeof...(S)> attributes{
      P.view()..., S.view()...};
  /// Key attribute #I as a template argument (diagnostics name it).
  template <std::size_t I>
  static constexpr auto attribute_text = std::get<I>(std::tuple{P..., S...});
  /// Whether `n` is one of its key attributes.
  static constexpr bool uses(std::string_view n) noexcept {
    return position(n) != attributes.size();
  }
  /// The position of key attribute `n` (partition attributes first); `attributes.size()` when
  /// it is none.
  static constexpr std::size_t position(std::string_view n) noexcept {
    std::size_t i = 0;
    while (i != attributes.size() && attributes[i] != n) ++i;
    return i;
  }
};

}  // namespace keyplate

// What the schema layer does with a native index, which only a TU that declares one includes.
#include "detail/native_cursor.hpp"
#include "detail/native_queries.hpp"
