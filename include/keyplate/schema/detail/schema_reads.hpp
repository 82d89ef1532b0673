// keyplate: the reads across a schema's entities: `Schema::identify` (which entity wrote an
// item, and its values) and `Schema::query<Index>` (an item collection: every entity's items
// under one partition key, with the query options; a filter holds up on every entity the
// collection can hold: shared_conditions.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"
#include "../diagnostics.hpp"
#include "../entity_variant.hpp"
#include "argument_pack.hpp"
#include "entity_facts.hpp"
#include "identify_among.hpp"
#include "query_option_checks.hpp"
#include "relations.hpp"
#include "shared_conditions.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

template <class Table, class... Es>
struct schema_reads {
  using values = entity_variant<Es...>;
  static constexpr std::size_t entity_count = sizeof...(Es);
  template <std::size_t I>
  using entity_at = std::tuple_element_t<I, std::tuple<Es...>>;

  // ---- identify -------------------------------------------------------------------------
  KEYPLATE_ALWAYS_INLINE static result<values> identify(const dynamodb::item& it) {
    result<std::optional<values>> found = identify_among<Table, values, Es...>::find(it);
    if (!found) return found.error();
    if (!*found) return error_at(error_code::no_matching_layout, Table::partition_attribute);
    return std::move(**found);
  }

  // ---- item collections ------------------------------------------------------------------
  // The first entity on `Index` whose partition template uses exactly the fields `Args` name
  // (options name none); `entity_count` when none does.
  template <class Index, class... Args>
  static constexpr std::size_t collection_owner() {
    constexpr std::size_t named = (std::size_t{!Args::name.view().empty()} + ... + 0);
    constexpr std::array<bool, entity_count> owns{[] {
      if constexpr (!Es::template has_index<Index>) {
        return false;
      } else {
        using P = template_fields<Es::template keys_on<Index>::partition>;
        return P::count == named &&
               ((Args::name.view().empty() || P::uses(Args::name.view())) && ...);
      }
    }()...};
    for (std::size_t i = 0; i != entity_count; ++i) {
      if (owns[i]) return i;
    }
    return entity_count;
  }

  // The facts of the entities whose items the collection of entity #Owner on `Index` holds:
  // Owner's, then those of the entities that may write its partition keys, as a std::tuple.
  template <class Index, std::size_t Owner>
  using collection_facts = decltype(std::tuple_cat(
      std::declval<std::tuple<facts_of<entity_at<Owner>>>>(),
      std::declval<std::conditional_t<!std::is_same_v<Es, entity_at<Owner>> &&
                                          may_share_partition<Index, entity_at<Owner>, Es>(),
                                      std::tuple<facts_of<Es>>, std::tuple<>>>()...));
  template <class C, class... Facts>
  static constexpr bool filter_ok(const std::tuple<Facts...>* /*members*/) {
    return shared_condition_ok<C, Facts...>();
  }

  // Whether a collection query's arguments hold up: reports the first mistake.
  template <class Index, class... Args>
  static constexpr bool collection_args_ok() {
    using P = schema_problem;
    if constexpr (!(is_query_argument<Args> && ...)) {
      return report<P::query_not_named, "schema", dependent_text<"query", Args...>>();
    } else if constexpr (constexpr std::size_t r = first_repeated(
                             std::array<std::string_view, sizeof...(Args)>{Args::name.view()...});
                         r != sizeof...(Args)) {
      return report<P::repeated_field, "schema", arg_at<r, Args...>::name>();
    } else if constexpr (collection_owner<Index, Args...>() == entity_count) {
      return report<P::collection_no_owner, "schema", Index::partition_text>();
    } else if constexpr (!(is_plain_value<Args> && ...)) {
      return report<P::partition_condition, "schema",
                    arg_at<first_set<!is_plain_value<Args>...>(), Args...>::name>();
    } else if constexpr (!option_counts_ok<"schema", Index, Args...>()) {
      return false;
    } else {
      return ([] {
        if constexpr (is_filter<Args>) {
          return filter_ok<decltype(Args::condition)>(
              static_cast<const collection_facts<Index, collection_owner<Index, Args...>()>*>(
                  nullptr));
        } else {
          return true;
        }
      }() && ...);
    }
  }

  // ---- a native index's partitions -------------------------------------------------------
  // The first entity on native index `Index`; `entity_count` when none is.
  template <class Index>
  static constexpr std::size_t first_on_native() {
    return first_false<entity_count>({!Es::template has_native<Index>...});
  }
  // The facts of every entity on native index `Index` (the items its partitions can hold).
  template <class Index>
  using native_facts = decltype(std::tuple_cat(
      std::declval<std::conditional_t<Es::template has_native<Index>, std::tuple<facts_of<Es>>,
                                      std::tuple<>>>()...));
  // A query of native index `Index` reads across every entity on it: the first one's query
  // (the key attributes have one type in the table), a filter checked against all of them.
  template <class Index, class... Args>
  static constexpr bool native_collection_ok() {
    if constexpr (first_on_native<Index>() == entity_count) {
      return report<schema_problem::collection_no_owner, "schema", Index::partition_text>();
    } else {
      return ([] {
        if constexpr (is_filter<Args>) {
          return filter_ok<decltype(Args::condition)>(
              static_cast<const native_facts<Index>*>(nullptr));
        } else {
          return true;
        }
      }() && ...);
    }
  }

  template <class Index, class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::query_parts> query(const Args&... args) {
    if constexpr (Index::is_native) {
      if constexpr (!native_collection_ok<Index, Args...>()) {
        return reported_at_compile_time();
      } else {
        return entity_at<first_on_native<Index>()>::template try_query<Index>(args...);
      }
    } else if constexpr (!collection_args_ok<Index, Args...>()) {
      return reported_at_compile_time();
    } else {
      using E = entity_at<collection_owner<Index, Args...>()>;
      using L = typename E::template layout<Index>;
      result<std::string> pk = call_in_template_order<E::template keys_on<Index>::partition>(
          [](const auto&... v) KEYPLATE_INLINE_LAMBDA { return L::partition::try_encode(v...); },
          args...);
      if (!pk) return pk.error();
      result<dynamodb::query_parts> q =
          dynamodb::try_query(*pk, key_condition{}, Index::key_schema());
      if constexpr ((is_query_option<Args> || ...)) {
        error err{};
        if (q && !add_query_options<facts_of<E>>(*q, err, args...)) {
          q = result<dynamodb::query_parts>(err);
        }
      }
      return q;
    }
  }
};

}  // namespace keyplate::detail
