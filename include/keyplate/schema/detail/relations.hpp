// keyplate: how two entities of a schema relate on an index, decided at compile time from their
// key layouts: whether their primary keys are apart (the schema's proof), whether they may
// write the same partition key, and whether a query of one may return items of the other
// (`neighbours`).
#pragma once

#include <array>
#include <cstddef>
#include <type_traits>
#include <utility>

#include "../../detail/overlap.hpp"
#include "../../table.hpp"

namespace keyplate::detail {

// Entities A and B can never produce the same primary key on `Table`: their partition layouts
// are disjoint, or their sort layouts are. (Classes, not functions: the sort layouts are
// compared only when the partitions may meet, and each pair is one instantiation.)
template <class Table, class A, class B>
struct sort_keys_apart : std::bool_constant<disjoint<typename A::template layout<Table>::sort,
                                                     typename B::template layout<Table>::sort>> {};
template <class Table, class A, class B>
struct primary_keys_apart
    : std::conditional_t<
          disjoint<typename A::template layout<Table>::partition,
                   typename B::template layout<Table>::partition>,
          std::true_type,
          std::conditional_t<Table::has_sort, sort_keys_apart<Table, A, B>, std::false_type>> {};

// Whether A and B can write the same partition key on `Index`.
template <class Index, class A, class B>
constexpr bool may_share_partition() {
  if constexpr (Index::is_native) {
    // Nothing keeps entities apart in a native index's partition.
    return A::template has_native<Index> && B::template has_native<Index>;
  } else if constexpr (!A::template has_index<Index> || !B::template has_index<Index>) {
    return false;
  } else {
    return !disjoint<typename A::template layout<Index>::partition,
                     typename B::template layout<Index>::partition>;
  }
}

// Whether a query of A on `Index` (its partition, any of its sort conditions) can return items
// of B: they may share a partition key, and B's sort keys may fall in A's condition.
template <class Index, class A, class B>
constexpr bool may_meet() {
  if constexpr (!may_share_partition<Index, A, B>()) {
    return false;
  } else if constexpr (Index::is_native || !Index::has_sort) {
    // (A native partition holds every entity on the index, in any sort order.)
    return true;
  } else {
    // An entity's sort template without fields is queried with `=` (entity_queries.hpp).
    return may_reach<typename A::template layout<Index>::sort,
                     typename B::template layout<Index>::sort>(true);
  }
}

// `neighbours[a][b]` of entities `Es` on `Index`: `may_meet` for every pair a != b.
template <class Index, class... Es>
constexpr auto neighbours_on() {
  constexpr std::size_t n = sizeof...(Es);
  std::array<std::array<bool, n>, n> out{};
  [&]<class... A>(std::type_identity<A>... rows) {
    std::size_t a = 0;
    const auto row = [&]<class From>(std::type_identity<From>) {
      std::size_t b = 0;
      ((out[a][b] = a != b && may_meet<Index, From, Es>(), ++b), ...);
      ++a;
    };
    (row(rows), ...);
  }(std::type_identity<Es>{}...);
  return out;
}

}  // namespace keyplate::detail
