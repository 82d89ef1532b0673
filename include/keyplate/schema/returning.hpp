// keyplate: what a write's response holds: `kp::returning(ddb::all_old)` (and, for `update`,
// `ddb::all_new`, `ddb::updated_old`, `ddb::updated_new`) sets `ReturnValues`;
// `kp::returning_on_failure` sets `ReturnValuesOnConditionCheckFailure` to `ALL_OLD`, so a failed
// condition's error carries the item as it is. Options of `put`, `update` and `remove`, each at
// most once; `put` and `remove` with anything but `ddb::all_old` do not compile (DynamoDB's
// PutItem and DeleteItem reject it).
#pragma once

#include <type_traits>

#include "../dynamodb/requests.hpp"
#include "../fixed_string.hpp"

namespace keyplate {

/// The `ReturnValues` option `R` of a write.
///
/// **Example**: `kp::returning(ddb::all_new)` is a `returning_option<ddb::return_values::all_new>`
template <dynamodb::return_values R>
struct returning_option {
  static constexpr fixed_string<0> name{""};  // names no field: the name checks skip it
  static constexpr dynamodb::return_values value = R;
};
/// `kp::returning(ddb::all_old)`: the response's `Attributes` hold the item as it was before the
/// write (`all_new`: after it; `updated_old` / `updated_new`: only what the update changed).
///
/// **Example**: `Order::update(kp::arg<"orderId">(7), kp::add<"points">(10),
/// kp::returning(ddb::updated_new))`
template <dynamodb::return_values R>
constexpr returning_option<R> returning(dynamodb::return_values_constant<R>) noexcept {
  return {};
}

/// `kp::returning_on_failure`: when the write's condition fails, DynamoDB's error carries the
/// item as it is (`ReturnValuesOnConditionCheckFailure` `ALL_OLD`), so no second read is needed
/// to see why.
///
/// **Example**: `Order::remove(kp::arg<"orderId">(7), kp::must_exist, kp::returning_on_failure)`
struct returning_on_failure_t {
  static constexpr fixed_string<0> name{""};
  explicit constexpr returning_on_failure_t() = default;
};
inline constexpr returning_on_failure_t returning_on_failure{};

namespace detail {
template <class T>
inline constexpr bool is_returning = false;
template <dynamodb::return_values R>
inline constexpr bool is_returning<returning_option<R>> = true;
template <class T>
inline constexpr bool is_returning_on_failure = std::is_same_v<T, returning_on_failure_t>;
// An option that says what a write returns.
template <class T>
inline constexpr bool is_return_option = is_returning<T> || is_returning_on_failure<T>;
}  // namespace detail

}  // namespace keyplate
