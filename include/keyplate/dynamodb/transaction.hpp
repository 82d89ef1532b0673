// keyplate: a TransactWriteItems request as plain data: `transact_action` (one put, update,
// delete or condition check), `transaction_parts` (the actions in order and the idempotency
// token), `transact_get_request` (the keys of a TransactGetItems), the checks DynamoDB makes
// before it runs one (`check_transaction`: 1 to 100 actions, no item twice, no `ReturnValues`,
// a token of 1 to 36 characters), and why it cancelled one (`cancellation_reason`).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "../error.hpp"
#include "../result.hpp"
#include "item.hpp"
#include "requests.hpp"

namespace keyplate::dynamodb {

/// DynamoDB's limit of actions in one TransactWriteItems.
inline constexpr std::size_t max_transaction_actions = 100;
/// DynamoDB's limit of a `ClientRequestToken`'s length.
inline constexpr std::size_t max_token_length = 36;

/// One action of a transaction: the request parts of `Entity::put`, `update`, `remove` or
/// `check`, with the entity that built it.
///
/// **Example**: `ddb::transact_action a = Order::put(o);`
struct transact_action {
  std::variant<put_parts, update_parts, delete_parts, check_parts> request;

  /// From the parts of a put, an update, a delete or a check (implicit: a transaction's
  /// actions are written as the parts themselves). A template, so that a program that makes
  /// no transaction compiles none of it.
  template <class Parts>
  requires(std::is_same_v<Parts, put_parts> || std::is_same_v<Parts, update_parts> ||
           std::is_same_v<Parts, delete_parts> || std::is_same_v<Parts, check_parts>)
      transact_action(Parts p)  // NOLINT(*-explicit-*)
      : request(std::move(p)) {}

  /// The entity that built the action, and its table's key attributes.
  const request_origin& origin() const noexcept {
    if (const auto* p = std::get_if<put_parts>(&request)) return p->origin;
    if (const auto* u = std::get_if<update_parts>(&request)) return u->origin;
    if (const auto* d = std::get_if<delete_parts>(&request)) return d->origin;
    if (const auto* c = std::get_if<check_parts>(&request)) return c->origin;
    static const request_origin none{};  // (valueless after a failed assignment)
    return none;
  }
  /// DynamoDB's name of the action's kind: `Put`, `Update`, `Delete` or `ConditionCheck`.
  std::string_view kind() const noexcept {
    constexpr std::string_view names[] = {"Put", "Update", "Delete", "ConditionCheck"};
    return request.valueless_by_exception() ? std::string_view{} : names[request.index()];
  }
  /// The primary key of the item the action writes or checks: its `Key`, or for a put the
  /// item's key attributes its origin names (empty for a put built by hand without one).
  item key() const {
    if (const auto* p = std::get_if<put_parts>(&request)) return key_attributes(p->item, p->origin);
    if (const auto* u = std::get_if<update_parts>(&request)) return u->key;
    if (const auto* d = std::get_if<delete_parts>(&request)) return d->key;
    if (const auto* c = std::get_if<check_parts>(&request)) return c->key;
    return {};
  }
  /// Whether the action asks for `ReturnValues` (which a transaction does not take).
  bool returns_values() const noexcept {
    if (const auto* p = std::get_if<put_parts>(&request)) return p->returned != return_values::none;
    if (const auto* u = std::get_if<update_parts>(&request)) {
      return u->returned != return_values::none;
    }
    if (const auto* d = std::get_if<delete_parts>(&request)) {
      return d->returned != return_values::none;
    }
    return false;
  }

  friend bool operator==(const transact_action&, const transact_action&) = default;
};

/// A TransactWriteItems request: DynamoDB applies every action or none. Each action's body
/// needs the caller's `TableName`. Made by `kp::transaction` (and `Entity::move`).
struct transaction_parts {
  std::vector<transact_action> actions;
  std::optional<std::string> client_request_token;  ///< `ClientRequestToken`

  friend bool operator==(const transaction_parts&, const transaction_parts&) = default;
};

/// A TransactGetItems request: the `Key` of each item to read, in order; DynamoDB reads them all
/// at one point in time. Each `Get` needs the caller's `TableName`. Made by `kp::transact_get`,
/// whose parts also decode the response.
struct transact_get_request {
  std::vector<item> keys;

  friend bool operator==(const transact_get_request&, const transact_get_request&) = default;
};

/// Why DynamoDB refused one action of a cancelled transaction (or `None`: it did not), as
/// `ddb::cancellation_reasons` (nlohmann) and `ddb::read_cancellation_reasons` (simdjson) read
/// it from a `TransactionCanceledException`'s body.
///
/// **Example**: `if (reason.failed() && reason.item) show(reason.entity, *reason.item);`
struct cancellation_reason {
  std::size_t position = 0;            ///< the action's position in the transaction
  std::string_view entity;             ///< the entity that built the action (its origin)
  std::string code;                    ///< DynamoDB's code: `None`, `ConditionalCheckFailed`, ...
  std::string message;                 ///< DynamoDB's message; empty when it gave none
  std::optional<dynamodb::item> item;  ///< the item as it was (`kp::returning_on_failure`)

  /// Whether this action was the cause (a code other than `None`).
  bool failed() const noexcept { return code != "None"; }

  friend bool operator==(const cancellation_reason&, const cancellation_reason&) = default;
};

/// What DynamoDB would reject in `t` before running it, as an error naming the action
/// (`field` is its kind, `offset` its position): `no_actions` or `too_many_actions` (1 to 100),
/// `returning_in_transaction` (an action with `ReturnValues`: a transaction returns no items),
/// `same_item_twice` (two actions on one primary key), `bad_token` (a token that is empty or
/// longer than 36 characters). `none` when it holds up.
inline error check_transaction(const transaction_parts& t) {
  const auto at = [&](error_code code, std::size_t i) {
    return error{code, i < t.actions.size() ? t.actions[i].kind() : std::string_view{}, i};
  };
  if (t.actions.empty()) return at(error_code::no_actions, 0);
  if (t.actions.size() > max_transaction_actions) {
    return at(error_code::too_many_actions, max_transaction_actions);
  }
  if (t.client_request_token &&
      (t.client_request_token->empty() || t.client_request_token->size() > max_token_length)) {
    return {error_code::bad_token, "ClientRequestToken", max_token_length};
  }
  std::vector<item> keys;
  keys.reserve(t.actions.size());
  for (std::size_t i = 0; i != t.actions.size(); ++i) {
    if (t.actions[i].returns_values()) return at(error_code::returning_in_transaction, i);
    item k = t.actions[i].key();
    if (k.empty()) continue;  // a put built by hand: DynamoDB checks it
    for (const item& seen : keys) {
      if (seen == k) return at(error_code::same_item_twice, i);
    }
    keys.push_back(std::move(k));
  }
  return {};
}

}  // namespace keyplate::dynamodb
