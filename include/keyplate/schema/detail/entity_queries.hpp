// keyplate: `Entity::query<Index>` and `Entity::scatter<Index>`: the checks of a query's
// arguments (`find_query_problem`; its options: query_option_checks.hpp), the key condition they
// give, and the queries of every shard of a sharded partition.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb.hpp"
#include "../../query.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "argument_pack.hpp"
#include "entity_facts.hpp"
#include "query_option_checks.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

// The first mistake in a query's arguments: `at` is the argument, or for the partition
// problems the partition template's field.
enum class query_problem : unsigned char {
  none,
  unknown_field,
  sort_field_not_leading,
  condition_not_last,
  partition_field_missing,
  shard_field_missing,
  partition_condition,
  repeated_field,
};
struct query_check {
  query_problem problem = query_problem::none;
  std::size_t at = 0;
};

template <class Facts, class K, class... Args>
constexpr query_check find_query_problem() noexcept {
  using P = template_fields<K::partition>;
  using S = template_fields<K::sort>;
  using enum query_problem;
  constexpr std::array<std::string_view, sizeof...(Args)> names{Args::name.view()...};
  constexpr std::array<bool, sizeof...(Args)> plain{is_plain_value<Args>...};
  constexpr std::size_t leading = leading_fields_given<K::sort, Args...>();
  // (An option names no field: its name is empty, which the name checks skip.)
  if (const std::size_t r = first_repeated(names); r != names.size()) return {repeated_field, r};
  for (std::size_t i = 0; i != names.size(); ++i) {
    if (names[i].empty() || P::uses(names[i])) continue;
    if (!S::uses(names[i])) return {unknown_field, i};
    std::size_t j = 0;
    while (S::name(j) != names[i]) ++j;
    if (j >= leading) return {sort_field_not_leading, i};
    if (j + 1 != leading && !plain[i]) return {condition_not_last, i};
  }
  for (std::size_t p = 0; p != P::count; ++p) {
    const std::size_t at = arg_position<Args...>(P::name(p));
    if (at == names.size()) {
      const std::size_t f = Facts::field_index(P::name(p));
      const bool shard = f < Facts::field_count && Facts::field_computed[f];
      return {shard ? shard_field_missing : partition_field_missing, p};
    }
    if (!plain[at]) return {partition_condition, p};
  }
  return {};
}

// Reports mistake C of a query on keys K (instantiated only for a mistake found).
template <class Facts, class K, query_check C, class... Args>
constexpr bool report_query_problem() {
  using enum query_problem;
  using P = schema_problem;
  constexpr auto entity = Facts::name_text;
  if constexpr (C.problem == repeated_field) {
    return report<P::repeated_field, entity, arg_at<C.at, Args...>::name>();
  } else if constexpr (C.problem == unknown_field) {
    return report<P::query_field_unknown, entity, arg_at<C.at, Args...>::name>();
  } else if constexpr (C.problem == sort_field_not_leading) {
    return report<P::sort_field_not_leading, entity, arg_at<C.at, Args...>::name>();
  } else if constexpr (C.problem == condition_not_last) {
    return report<P::condition_not_last, entity, arg_at<C.at, Args...>::name>();
  } else {
    constexpr auto field = template_fields<K::partition>::template name_text<C.at>();
    if constexpr (C.problem == partition_field_missing) {
      return report<P::partition_field_missing, entity, field>();
    } else if constexpr (C.problem == shard_field_missing) {
      return report<P::shard_field_missing, entity, field>();
    } else {
      return report<P::partition_condition, entity, field>();
    }
  }
}

template <class Facts, class Index, class... Args>
constexpr bool query_args_ok() {
  using P = schema_problem;
  if constexpr (!Facts::template has_index<Index>) {
    return report<P::query_no_keys_on_index, Facts::name_text, Index::partition_text>();
  } else if constexpr (!(is_query_argument<Args> && ...)) {
    return report<P::query_not_named, Facts::name_text, "query">();
  } else {
    using K = typename Facts::template keys_on<Index>;
    constexpr query_check c = find_query_problem<Facts, K, Args...>();
    if constexpr (c.problem != query_problem::none) {
      return report_query_problem<Facts, K, c, Args...>();
    } else if constexpr (!(is_query_option<Args> || ...)) {
      return true;
    } else {
      return query_options_ok<Facts, Index, Args...>();
    }
  }
}

// The shard field that `Index`'s partition template uses; `field_count` when none.
template <class Facts, class Index>
constexpr std::size_t shard_of_index() {
  if constexpr (!Facts::template has_index<Index>) {
    return Facts::field_count;
  } else {
    using P = template_fields<Facts::template keys_on<Index>::partition>;
    for (std::size_t f = 0; f != Facts::field_count; ++f) {
      if (Facts::field_computed[f] && P::uses(Facts::field_names[f])) return f;
    }
    return Facts::field_count;
  }
}

template <class Facts, class Index, class... Args>
constexpr bool scatter_args_ok() {
  constexpr std::size_t f = shard_of_index<Facts, Index>();
  if constexpr (f == Facts::field_count) {
    return report<schema_problem::scatter_unsharded, Facts::name_text, Index::partition_text>();
  } else {
    constexpr auto shard = Facts::template field_at<f>::name;
    // Arguments that are not kp::arg are query's to report (and have no name to compare): the
    // two branches that pass are alike on purpose.
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (!(is_query_argument<Args> && ...)) {
      return true;
    } else if constexpr (((Args::name.view() == shard.view()) || ...)) {
      return report<schema_problem::scatter_shard_given, Facts::name_text, shard>();
    } else {
      return true;
    }
    // NOLINTEND(bugprone-branch-clone)
  }
}

template <class Facts>
struct entity_queries {
  // The sort key condition of a query on `Index` with `args` (checked by query_args_ok).
  template <class Index, class... Args>
  KEYPLATE_ALWAYS_INLINE static result<key_condition> sort_condition(const Args&... args) {
    using K = typename Facts::template keys_on<Index>;
    if constexpr (K::sort.size() == 0) {
      return key_condition{};
    } else {
      using S = typename layouts_on<Facts, Index>::sort;
      using T = template_fields<K::sort>;
      constexpr std::size_t k = leading_fields_given<K::sort, Args...>();
      if constexpr (T::count == 0) {
        return S::try_exact();  // a sort template without fields: one key
      } else if constexpr (k == 0) {
        return S::try_prefix();
      } else {
        using V = typename arg_at<arg_position<Args...>(T::name(k - 1)), Args...>::value_type;
        if constexpr (is_condition<V>) {
          return call_in_template_order<K::sort, k>(
              [](const auto&... v) KEYPLATE_INLINE_LAMBDA { return S::try_range(v...); }, args...);
        } else if constexpr (k == T::count && !is_partial<V>) {
          return call_in_template_order<K::sort, k>(
              [](const auto&... v) KEYPLATE_INLINE_LAMBDA { return S::try_exact(v...); }, args...);
        } else {
          return call_in_template_order<K::sort, k>(
              [](const auto&... v) KEYPLATE_INLINE_LAMBDA { return S::try_prefix(v...); }, args...);
        }
      }
    }
  }

  template <class Index, class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::query_parts> query(const Args&... args) {
    if constexpr (!query_args_ok<Facts, Index, Args...>()) {
      return reported_at_compile_time();
    } else {
      using K = typename Facts::template keys_on<Index>;
      using L = layouts_on<Facts, Index>;
      result<std::string> pk = call_in_template_order<K::partition>(
          [](const auto&... v) KEYPLATE_INLINE_LAMBDA { return L::partition::try_encode(v...); },
          args...);
      if (!pk) return pk.error();
      result<key_condition> sort = sort_condition<Index>(args...);
      if (!sort) return sort.error();
      if constexpr (!(is_query_option<Args> || ...)) {
        return dynamodb::try_query(*pk, *sort, Index::key_schema());
      } else {
        result<dynamodb::query_parts> q = dynamodb::try_query(*pk, *sort, Index::key_schema());
        error err{};
        if (q && !add_query_options<Facts>(*q, err, args...))
          q = result<dynamodb::query_parts>(err);
        return q;
      }
    }
  }

  template <class Index>
  static constexpr std::size_t shard_count() {
    constexpr std::size_t f = shard_of_index<Facts, Index>();
    if constexpr (f == Facts::field_count) {
      return 1;
    } else {
      return Facts::template field_at<f>::shards;
    }
  }
  // The queries of every shard of `Index`, in shard order.
  template <class Index, class... Args>
  KEYPLATE_ALWAYS_INLINE static auto scatter(const Args&... args) {
    using out = std::array<dynamodb::query_parts, shard_count<Index>()>;
    if constexpr (!scatter_args_ok<Facts, Index, Args...>()) {
      return result<out>(reported_at_compile_time());
    } else {
      constexpr auto shard = Facts::template field_at<shard_of_index<Facts, Index>()>::name;
      out queries;
      for (std::size_t s = 0; s != queries.size(); ++s) {
        const std::uint64_t number = s;
        result<dynamodb::query_parts> q = query<Index>(args..., keyplate::arg<shard>(number));
        if (!q) return result<out>(q.error());
        queries[s] = std::move(*q);
      }
      return result<out>(std::move(queries));
    }
  }
};

}  // namespace keyplate::detail
