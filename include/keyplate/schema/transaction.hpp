// keyplate: `kp::transaction(actions...)`, a TransactWriteItems of any mix of `put`, `update`,
// `remove` and `check` across entities, and `kp::idempotency_token(t)`. The actions keep their
// conditions (version checks, `kp::when`, `kp::must_exist`); the request is checked as DynamoDB
// would check it before running it (dynamodb/transaction.hpp's `check_transaction`), at compile
// time where the count of actions is known.
#pragma once

#include <concepts>
#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../dynamodb/requests.hpp"
#include "../dynamodb/transaction.hpp"
#include "../result.hpp"
#include "diagnostics.hpp"

namespace keyplate {

/// `kp::idempotency_token(t)`: the transaction's `ClientRequestToken` (1 to 36 characters), so
/// that a retry of the same request within ten minutes is applied once.
struct idempotency_token_option {
  std::string token;
};
/// **Example**: `kp::transaction(Order::put(o), kp::idempotency_token("order-100"))`
inline idempotency_token_option idempotency_token(std::string_view t) {
  return {std::string(t)};
}

namespace detail {
template <class T>
inline constexpr bool is_transact_action =
    std::is_same_v<T, dynamodb::put_parts> || std::is_same_v<T, dynamodb::update_parts> ||
    std::is_same_v<T, dynamodb::delete_parts> || std::is_same_v<T, dynamodb::check_parts> ||
    std::is_same_v<T, dynamodb::transact_action>;
template <class T>
inline constexpr bool is_token = std::is_same_v<T, idempotency_token_option>;

// A transaction's arguments: actions and at most one token; 1 to 100 actions.
template <class... Args>
constexpr bool transaction_args_ok() {
  constexpr std::size_t actions = (std::size_t{is_transact_action<Args>} + ... + 0);
  constexpr std::size_t tokens = (std::size_t{is_token<Args>} + ... + 0);
  if constexpr (!((is_transact_action<Args> || is_token<Args>)&&...) || tokens > 1) {
    return report<schema_problem::transaction_argument, "transaction",
                  dependent_text<"arguments", Args...>>();
  } else if constexpr (actions == 0 || actions > dynamodb::max_transaction_actions) {
    return report<schema_problem::transaction_action_count, "transaction",
                  dependent_text<"actions", Args...>>();
  } else {
    return true;
  }
}

// A range of actions (a container of `ddb::transact_action`, or of parts), without <ranges>,
// whose cost every includer of <keyplate/schema.hpp> would pay.
template <class Range>
concept action_range = requires(Range& r) {
  std::end(r);
  { *std::begin(r) } -> std::convertible_to<dynamodb::transact_action>;
};

inline result<dynamodb::transaction_parts> checked(dynamodb::transaction_parts t) {
  if (const error e = dynamodb::check_transaction(t); e.code != error_code::none) return e;
  return t;
}
}  // namespace detail

/// A TransactWriteItems of `actions` (the parts of `Entity::put`, `update`, `remove`, `check`,
/// or `ddb::transact_action`s), in order, and at most one `kp::idempotency_token`. DynamoDB
/// applies every action or none. Does not compile with no action or more than 100. Fails
/// with `same_item_twice` (two actions on one item), `returning_in_transaction` (an action
/// with `kp::returning`) or `bad_token`, naming the action (`offset`: its position).
///
/// **Example**:
/// ```
/// auto t = kp::try_transaction(Order::put(o), Product::check(kp::arg<"sku">("TEA"),
///                              kp::when(kp::attr<"stock"> >= 2)));
/// ```
template <class... Args>
result<dynamodb::transaction_parts> try_transaction(Args&&... args) {
  if constexpr (!detail::transaction_args_ok<std::remove_cvref_t<Args>...>()) {
    return detail::reported_at_compile_time();
  } else {
    dynamodb::transaction_parts t;
    t.actions.reserve((std::size_t{detail::is_transact_action<std::remove_cvref_t<Args>>} + ...));
    (
        [&](auto&& arg) {
          if constexpr (detail::is_token<std::remove_cvref_t<decltype(arg)>>) {
            t.client_request_token = std::forward<decltype(arg)>(arg).token;
          } else {
            t.actions.emplace_back(std::forward<decltype(arg)>(arg));
          }
        }(std::forward<Args>(args)),
        ...);
    return detail::checked(std::move(t));
  }
}

/// A transaction of the `ddb::transact_action`s of `actions`, a range built at run time; the
/// checks as above, the count too (`no_actions`, `too_many_actions`).
template <class Range>
requires detail::action_range<Range> result<dynamodb::transaction_parts> try_transaction(
    Range&& actions) {
  dynamodb::transaction_parts t;
  for (auto&& a : actions) t.actions.emplace_back(std::forward<decltype(a)>(a));
  return detail::checked(std::move(t));
}
/// The same with an idempotency token.
template <class Range>
requires detail::action_range<Range> result<dynamodb::transaction_parts> try_transaction(
    Range&& actions, idempotency_token_option token) {
  dynamodb::transaction_parts t;  // (built once and checked once, with the token)
  for (auto&& a : actions) t.actions.emplace_back(std::forward<decltype(a)>(a));
  t.client_request_token = std::move(token.token);
  return detail::checked(std::move(t));
}

/// `try_transaction` that throws `key_error`.
template <class... Args>
dynamodb::transaction_parts transaction(Args&&... args) {
  return try_transaction(std::forward<Args>(args)...).value();
}

}  // namespace keyplate
