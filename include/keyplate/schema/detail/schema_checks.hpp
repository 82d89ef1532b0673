// keyplate: the checks of a schema: its indexes (the table first, every other one named), each
// entity against the schema (no field named like a key attribute, no unlisted index), and each
// pair of entities (different names, primary keys apart). As an entity's: constant evaluation
// finds the first mistake, and only it is reported (diagnostics.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../diagnostics.hpp"
#include "../index.hpp"
#include "argument_pack.hpp"
#include "native_checks.hpp"
#include "relations.hpp"

namespace keyplate::detail {

template <class Indexes, class... Es>
struct schema_checks;

template <class Table, class... Secondary, class... Es>
struct schema_checks<indexes<Table, Secondary...>, Es...> {
  static constexpr std::size_t entity_count = sizeof...(Es);
  template <std::size_t I>
  using entity_at = std::tuple_element_t<I, std::tuple<Es...>>;

  template <class Index>
  static constexpr bool listed = std::is_same_v<Index, Table> ||
                                 (std::is_same_v<Index, Secondary> || ...);

  // The key attributes built from templates (a native index's attributes are fields: none).
  template <class Index, bool Sort>
  static constexpr std::string_view template_attribute() noexcept {
    if constexpr (Index::is_native) {
      return {};
    } else {
      return Sort ? Index::sort_attribute : Index::partition_attribute;
    }
  }
  static constexpr std::array<std::string_view, 2 + 2 * sizeof...(Secondary)> key_attributes{
      Table::partition_attribute, Table::sort_attribute, template_attribute<Secondary, false>()...,
      template_attribute<Secondary, true>()...};
  // Entity E's first field named like a key attribute of the schema; `field_count` when none.
  template <class E>
  static constexpr std::size_t find_key_named_field() noexcept {
    for (std::size_t f = 0; f != E::field_count; ++f) {
      for (std::string_view a : key_attributes) {
        if (!a.empty() && E::field_names[f] == a) return f;
      }
    }
    return E::field_count;
  }
  // Entity E's first keys<...> on an index the schema does not list; their count when none.
  template <class E>
  static constexpr std::size_t find_unlisted_keys() noexcept {
    return []<class... Keys>(std::type_identity<std::tuple<Keys...>>) {
      constexpr std::array<bool, sizeof...(Keys)> ok{listed<typename Keys::index_type>...};
      std::size_t k = 0;
      while (k != ok.size() && ok[k]) ++k;
      return k;
    }(std::type_identity<typename E::keys_list>{});
  }
  // Entity E's first native index the schema does not list; their count when none.
  template <class E>
  static constexpr std::size_t find_unlisted_native() noexcept {
    return []<class... Natives>(std::type_identity<std::tuple<Natives...>>) {
      constexpr std::array<bool, sizeof...(Natives)> ok{listed<Natives>...};
      std::size_t k = 0;
      while (k != ok.size() && ok[k]) ++k;
      return k;
    }(std::type_identity<typename E::native_list>{});
  }
  template <class E>
  static constexpr bool entity_ok() {
    using P = schema_problem;
    if constexpr (constexpr std::size_t f = find_key_named_field<E>(); f != E::field_count) {
      return report<P::schema_key_named_field, E::name_text, E::template field_at<f>::name>();
    } else if constexpr (constexpr std::size_t k = find_unlisted_keys<E>();
                         k != std::tuple_size_v<typename E::keys_list>) {
      return report<P::index_not_listed, E::name_text,
                    std::tuple_element_t<k, typename E::keys_list>::index_type::partition_text>();
    } else if constexpr (constexpr std::size_t n = find_unlisted_native<E>();
                         n != std::tuple_size_v<typename E::native_list>) {
      return report<P::index_not_listed, E::name_text,
                    std::tuple_element_t<n, typename E::native_list>::partition_text>();
    } else {
      return true;
    }
  }

  // Every pair, as entity_count rows of entity_count (a < b only).
  static constexpr std::array<bool, entity_count* entity_count> pairs_apart =
      []<std::size_t... P>(std::index_sequence<P...>) {
    return std::array<bool, sizeof...(P)>{
        std::conditional_t<(P / entity_count >= P % entity_count), std::true_type,
                           primary_keys_apart<Table, entity_at<P / entity_count>,
                                              entity_at<P % entity_count>>>::value...};
  }
  (std::make_index_sequence<entity_count * entity_count>{});
  static constexpr std::array<std::string_view, entity_count> entity_names{Es::name...};
  // The first pair of entities with the same name (`names`), or whose primary keys may meet:
  // a * count + b; count * count when none.
  static constexpr std::size_t find_bad_pair(bool names) noexcept {
    for (std::size_t a = 0; a != entity_count; ++a) {
      for (std::size_t b = a + 1; b != entity_count; ++b) {
        if (names ? entity_names[a] == entity_names[b] : !pairs_apart[a * entity_count + b]) {
          return a * entity_count + b;
        }
      }
    }
    return entity_count * entity_count;
  }
  static constexpr bool pairs_ok() {
    constexpr std::size_t none = entity_count * entity_count;
    if constexpr (constexpr std::size_t p = find_bad_pair(true); p != none) {
      return report<schema_problem::same_entity_name, entity_at<p / entity_count>::name_text,
                    entity_at<p % entity_count>::name_text>();
    } else if constexpr (constexpr std::size_t q = find_bad_pair(false); q != none) {
      return report<schema_problem::primary_keys_meet, entity_at<q / entity_count>::name_text,
                    entity_at<q % entity_count>::name_text>();
    } else {
      return true;
    }
  }

  static constexpr bool indexes_ok() {
    constexpr std::array<bool, sizeof...(Secondary)> named{!Secondary::is_table...};
    constexpr std::size_t unnamed = first_false<sizeof...(Secondary)>(named);
    if constexpr (!Table::is_table) {
      return report<schema_problem::table_not_first, "schema", Table::partition_text>();
    } else if constexpr (unnamed != sizeof...(Secondary)) {
      return report<schema_problem::secondary_unnamed, "schema",
                    std::tuple_element_t<unnamed, std::tuple<Secondary...>>::partition_text>();
    } else {
      return true;
    }
  }

  // One type per key attribute of native index `Index` across every entity (DynamoDB refuses
  // an item whose index attribute has another type than the table declares), and no entity
  // off the index with every one of its attributes (DynamoDB would index its items too).
  template <class Index>
  static constexpr bool natives_ok() {
    if constexpr (Index::is_native) {
      if constexpr (constexpr native_clash c = find_native_type_clash<Index, Es...>();
                    c.entity != entity_count) {
        return report<schema_problem::native_types_differ, entity_at<c.entity>::name_text,
                      Index::template attribute_text<c.attribute>>();
      } else if constexpr (constexpr std::size_t e = find_native_undeclared<Index, Es...>();
                           e != entity_count) {
        return report<schema_problem::native_undeclared, entity_at<e>::name_text,
                      Index::partition_text>();
      }
    }
    return true;
  }
  // True when the schema has no mistake; evaluating it reports the first one.
  static constexpr std::size_t bad_entity = first_false<entity_count>(
      {(find_key_named_field<Es>() == Es::field_count &&
        find_unlisted_keys<Es>() == std::tuple_size_v<typename Es::keys_list> &&
        find_unlisted_native<Es>() == std::tuple_size_v<typename Es::native_list>)...});
  // (Each check runs only when those before it passed, so that one mistake gives one message:
  // the two branches that fail are alike on purpose.)
  // NOLINTBEGIN(bugprone-branch-clone)
  static constexpr bool ok = [] {
    if constexpr (!indexes_ok()) {
      return false;
    } else if constexpr (bad_entity != entity_count) {
      return entity_ok<entity_at<bad_entity>>();
    } else if constexpr (pairs_ok()) {
      return (natives_ok<Secondary>() && ...);
    } else {
      return false;  // (pairs_ok reported it)
    }
  }();
  // NOLINTEND(bugprone-branch-clone)

  // ---- time to live -------------------------------------------------------------------
  // The entities' ttl_attribute names ("" for an entity without one).
  static constexpr std::array<std::string_view, sizeof...(Es)> ttl_names{
      (Es::ttl_index < Es::field_count ? Es::field_names[Es::ttl_index] : std::string_view())...};
  // The first entity with a ttl_attribute (`entity_count`: none), and the first whose name
  // differs from it (`entity_count`: none does).
  static constexpr std::size_t ttl_first = [] {
    for (std::size_t e = 0; e != entity_count; ++e) {
      if (!ttl_names[e].empty()) return e;
    }
    return entity_count;
  }();
  static constexpr std::size_t ttl_differs = [] {
    for (std::size_t e = ttl_first; e < entity_count; ++e) {
      if (!ttl_names[e].empty() && ttl_names[e] != ttl_names[ttl_first]) return e;
    }
    return entity_count;
  }();
  // Whether the schema has one TTL attribute; evaluating it reports why not.
  static constexpr bool ttl_ok() {
    using P = schema_problem;
    if constexpr (ttl_first == entity_count) {
      return report<P::no_ttl_attribute, "schema", dependent_text<"time_to_live", Es...>>();
    } else if constexpr (ttl_differs != entity_count) {
      return report<P::ttl_names_differ, entity_at<ttl_first>::name_text,
                    entity_at<ttl_differs>::name_text>();
    } else {
      return true;
    }
  }
};

}  // namespace keyplate::detail
