// keyplate: a condition on the items of several entities at once, the filter of an item
// collection's query: every entity declares each attribute the condition names, and gives the
// path the same type, so that one rendering of each operand holds for all of them (and for
// `kp::not_expired`, the same TTL attribute). (DynamoDB drops an item that lacks a compared
// attribute: a filter naming one entity's attributes would silently drop every other entity's
// items. To filter one entity's items, query that entity.)
#pragma once

#include <array>
#include <cstddef>
#include <tuple>
#include <type_traits>

#include "../conditions.hpp"
#include "../diagnostics.hpp"
#include "condition_checks.hpp"
#include "condition_nodes.hpp"
#include "condition_paths.hpp"

namespace keyplate::detail {

// The type (codec) that `Leaf`'s path reaches on the entity of `Facts`, which declares it; for
// `not_expired`, the declaration of the entity's TTL attribute, which holds its name.
template <class Facts, class Leaf>
struct leaf_type {
  using type =
      typename path_target<typename Facts::template codec_at<Facts::field_index(Leaf::name.view())>,
                           typename Leaf::path>::codec;
};
template <class Facts>
struct leaf_type<Facts, unexpired_node> {
  using type = typename Facts::template field_at<Facts::ttl_index>;
};
template <class Facts, class Leaf>
using leaf_codec = typename leaf_type<Facts, Leaf>::type;

// The position of the first of `Flags` that is set; the count when none is.
template <bool... Flags>
constexpr std::size_t first_set() noexcept {
  constexpr std::array<bool, sizeof...(Flags)> set{Flags...};
  std::size_t i = 0;
  while (i != set.size() && !set[i]) ++i;
  return i;
}

// A leaf one of the entities does not declare (a key attribute is left to `condition_ok`).
template <class... Facts>
struct lacked_by_one {
  template <class Leaf>
  static constexpr std::size_t lacking =
      first_set<(leaf_problem<Facts, Leaf>() == schema_problem::condition_unknown_attribute)...>();
  template <class Leaf>
  static constexpr bool faulty = lacking<Leaf> != sizeof...(Facts);
};

// A leaf whose path reaches another type on one of the entities than on the first.
template <class First, class... Facts>
struct typed_apart {
  template <class Leaf>
  static constexpr std::size_t differing =
      first_set<false, !std::is_same_v<leaf_codec<First, Leaf>, leaf_codec<Facts, Leaf>>...>();
  template <class Leaf>
  static constexpr bool faulty = differing<Leaf> != 1 + sizeof...(Facts);
};

// `condition_ok` on each entity in turn, reporting the first entity's problem only.
template <class C, class Facts, class... Rest>
constexpr bool condition_ok_on_each() {
  if constexpr (!condition_ok<Facts, C>()) {
    return false;
  } else if constexpr (sizeof...(Rest) == 0) {
    return true;
  } else {
    return condition_ok_on_each<C, Rest...>();
  }
}

// Whether condition `C` holds up on the items of every entity of `Facts` (the first is the one
// that writes it); reports its first problem, naming the entity.
template <class C, class... Facts>
constexpr bool shared_condition_ok() {
  using lacking = lacked_by_one<Facts...>;
  using L = typename first_leaf<lacking, C>::type;
  if constexpr (!std::is_void_v<L>) {
    using E = std::tuple_element_t<lacking::template lacking<L>, std::tuple<Facts...>>;
    return report<schema_problem::filter_not_shared, E::name_text, path_text<typename L::path>>();
  } else if constexpr (!condition_ok_on_each<C, Facts...>()) {
    return false;
  } else {
    using apart = typed_apart<Facts...>;
    using D = typename first_leaf<apart, C>::type;
    if constexpr (std::is_void_v<D>) {
      return true;
    } else {
      using E = std::tuple_element_t<apart::template differing<D>, std::tuple<Facts...>>;
      constexpr auto problem = std::is_same_v<D, unexpired_node>
                                   ? schema_problem::not_expired_ttl_differs
                                   : schema_problem::filter_types_differ;
      return report<problem, E::name_text, path_text<typename D::path>>();
    }
  }
}

}  // namespace keyplate::detail
