// keyplate: the update operators that change a stored value where it is, for `Entity::update`:
// `kp::add` (to a number, or elements into a set), `kp::remove_from` (elements out of a set),
// `kp::append` and `kp::prepend` (elements at either end of a list) and `kp::set_if_absent` (a
// value written only where the item has none). What the item holds afterwards is known to
// DynamoDB alone, so none of them may name a field a key is built from: the key could not be
// rebuilt (a `keyplate:` error names the key attribute; use `kp::set`).
#pragma once

#include <type_traits>

#include "../fixed_string.hpp"

namespace keyplate {

/// What an update operator does to its field's stored value, and how it is written:
/// - `add`: `ADD #f :v`, a number added (an absent attribute counts as 0) or set elements added;
/// - `remove_from`: `DELETE #f :v`, set elements removed (a set left empty is removed);
/// - `append`: `SET #f = list_append(if_not_exists(#f, :e), :v)`, an absent list counts as empty;
/// - `prepend`: `SET #f = list_append(:v, if_not_exists(#f, :e))`;
/// - `set_if_absent`: `SET #f = if_not_exists(#f, :v)`.
///
/// **Example**: `operator_value<update_operator::add, "points", int>::op == update_operator::add`
enum class update_operator : unsigned char { add, remove_from, append, prepend, set_if_absent };

/// Operator `Op` on the field named `Name`, with operand `value` (a value of the field's type).
/// Like `set_value`, it refers to its operand: use it within the full expression.
///
/// **Example**: `kp::add<"points">(10)` is an `operator_value<update_operator::add, "points", int>`
template <update_operator Op, fixed_string Name, class V>
struct operator_value {
  static constexpr auto name = Name;
  static constexpr update_operator op = Op;
  using value_type = V;
  const V& value;
};

/// Adds `v` to the number field `Name`, or the elements of set `v` to the set field `Name`.
///
/// **Example**: `Customer::update(kp::arg<"customerId">(42), kp::add<"points">(10))`
template <fixed_string Name, class V>
constexpr operator_value<update_operator::add, Name, V> add(const V& v) noexcept {
  return {v};
}

/// Removes the elements of set `v` from the set field `Name` (absent elements are no error).
///
/// **Example**: `Product::update(kp::arg<"sku">(s), kp::remove_from<"tags">(ended_campaigns))`
template <fixed_string Name, class V>
constexpr operator_value<update_operator::remove_from, Name, V> remove_from(const V& v) noexcept {
  return {v};
}

/// Appends the elements of list `v` to the list field `Name` (an absent list counts as empty).
///
/// **Example**: `Order::update(kp::arg<"orderId">(100), kp::append<"lines">(more))`
template <fixed_string Name, class V>
constexpr operator_value<update_operator::append, Name, V> append(const V& v) noexcept {
  return {v};
}

/// Puts the elements of list `v` before those of the list field `Name`.
///
/// **Example**: `Order::update(kp::arg<"orderId">(100), kp::prepend<"lines">(first))`
template <fixed_string Name, class V>
constexpr operator_value<update_operator::prepend, Name, V> prepend(const V& v) noexcept {
  return {v};
}

/// Writes `v` to field `Name` only where the item has no such attribute yet.
///
/// **Example**: `Customer::update(kp::arg<"customerId">(42), kp::set_if_absent<"firstSeen">(t))`
template <fixed_string Name, class V>
constexpr operator_value<update_operator::set_if_absent, Name, V> set_if_absent(
    const V& v) noexcept {
  return {v};
}

namespace detail {
template <class T>
inline constexpr bool is_operator_value = false;
template <update_operator Op, fixed_string Name, class V>
inline constexpr bool is_operator_value<operator_value<Op, Name, V>> = true;
}  // namespace detail

}  // namespace keyplate
