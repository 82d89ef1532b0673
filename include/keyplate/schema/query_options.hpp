// keyplate: the options `Entity::query` and `Entity::scatter` take after the key fields:
// `kp::filter(c)` (a `FilterExpression` from a typed condition, conditions.hpp), `kp::limit(n)`,
// `kp::descending`, `kp::consistent` and `kp::count_only`. Each is given at most once;
// `kp::consistent` on a secondary index does not compile (DynamoDB reads a global secondary index
// eventually consistently only, and rejects the request).
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

#include "../fixed_string.hpp"
#include "conditions.hpp"

namespace keyplate {

/// The condition the items a query reads must meet to be returned (`FilterExpression`). DynamoDB
/// applies it after reading: a page of `kp::limit(n)` items reads n items and may return fewer,
/// none at all, with a `LastEvaluatedKey` to go on from.
template <detail::condition_node C>
struct filter_condition {
  static constexpr fixed_string<0> name{""};  // names no field: the name checks skip it
  C condition;
};
/// `kp::filter(c)`: an option of `query` and `scatter`. Its attributes are the entity's fields and
/// data attributes, never a key attribute (DynamoDB rejects a filter on one: the key fields are
/// the query's own arguments).
///
/// **Example**: `Order::query<ByStatus>(kp::arg<"status">(s), kp::filter(attr<"total"> >= 50))`
template <detail::condition_node C>
constexpr filter_condition<C> filter(C c) {
  return {std::move(c)};
}

/// `kp::limit(n)`: at most `n` items read per page (`Limit`, 1 or more: 0 fails with
/// `out_of_range`).
struct limit_option {
  static constexpr fixed_string<0> name{""};
  std::uint32_t count = 0;
};
/// **Example**: `Order::query<Primary>(kp::arg<"customerId">(42), kp::limit(25))`
constexpr limit_option limit(std::uint32_t n) noexcept {
  return {n};
}

/// `kp::descending`: the items in descending sort key order (`ScanIndexForward` false).
struct descending_option {
  static constexpr fixed_string<0> name{""};
  explicit constexpr descending_option() = default;
};
/// **Example**: `Order::query<Primary>(kp::arg<"customerId">(42), kp::descending)` (newest first)
inline constexpr descending_option descending{};

/// `kp::consistent`: a strongly consistent read (`ConsistentRead`), on the table only.
struct consistent_option {
  static constexpr fixed_string<0> name{""};
  explicit constexpr consistent_option() = default;
};
/// **Example**: `Order::query<Primary>(kp::arg<"customerId">(42), kp::consistent)`
inline constexpr consistent_option consistent{};

/// `kp::count_only`: the number of matching items, not the items (`Select` `COUNT`: the
/// response's `Count` and `ScannedCount`).
struct count_only_option {
  static constexpr fixed_string<0> name{""};
  explicit constexpr count_only_option() = default;
};
/// **Example**: `Order::query<ByStatus>(kp::arg<"status">(s), kp::count_only)`
inline constexpr count_only_option count_only{};

namespace detail {
template <class T>
inline constexpr bool is_filter = false;
template <class C>
inline constexpr bool is_filter<filter_condition<C>> = true;
// (Specialisations rather than a disjunction: a query's every argument is asked.)
template <class T>
inline constexpr bool is_query_option = false;
template <class C>
inline constexpr bool is_query_option<filter_condition<C>> = true;
template <>
inline constexpr bool is_query_option<limit_option> = true;
template <>
inline constexpr bool is_query_option<descending_option> = true;
template <>
inline constexpr bool is_query_option<consistent_option> = true;
template <>
inline constexpr bool is_query_option<count_only_option> = true;
}  // namespace detail

}  // namespace keyplate
