// keyplate: the arguments the entity's operations take by field name: `arg<"f">(v)` (a field's
// value, for make, query, get, remove and update's primary key), and what `Entity::update` takes
// besides: `set<"f">(v)` (a new value), `unset<"f">` (an optional field loses its value) and
// `known<"f">(v)` (a field's current value, used to rebuild a key and checked by the update's
// condition, never written), and the version a write expects (`at_version(k)`,
// `any_version`). Each named argument refers to its value: use it within the full expression.
#pragma once

#include <cstdint>
#include <type_traits>

#include "../fixed_string.hpp"

namespace keyplate {

/// A value for the field named `Name`, as `make`, `query`, `get` and `update` take them. It
/// refers to `value`, so use it within the full expression (as a function argument).
template <fixed_string Name, class V>
struct named_value {
  static constexpr auto name = Name;
  using value_type = V;
  const V& value;
};

/// The value `v` for the field named `Name`.
///
/// **Example**: `Order::make(kp::arg<"orderId">(100), kp::arg<"date">(d), ...)`
template <fixed_string Name, class V>
constexpr named_value<Name, V> arg(const V& v) noexcept {
  return {v};
}

/// A new value for the field named `Name`. Like `named_value`, it refers to `value`: use it
/// within the full expression.
template <fixed_string Name, class V>
struct set_value {
  static constexpr auto name = Name;
  using value_type = V;
  const V& value;
};

/// The optional field named `Name` loses its value (its attribute and the sparse keys built from
/// it are removed).
template <fixed_string Name>
struct unset_field {
  static constexpr auto name = Name;
};

/// The current value of the field named `Name`: the update rebuilds a key from it and fails
/// (`ConditionalCheckFailedException`) when the stored value differs.
template <fixed_string Name, class V>
struct known_value {
  static constexpr auto name = Name;
  using value_type = V;
  const V& value;
};

/// Sets field `Name` to `v` in an `update`.
///
/// **Example**: `Order::update(kp::arg<"customerId">(42), ..., kp::set<"status">("SHIPPED"))`
template <fixed_string Name, class V>
constexpr set_value<Name, V> set(const V& v) noexcept {
  return {v};
}

/// Removes the optional field `Name` in an `update`.
///
/// **Example**: `Order::update(kp::arg<"customerId">(42), ..., kp::unset<"status">)`
template <fixed_string Name>
inline constexpr unset_field<Name> unset{};

/// The current value `v` of field `Name`, for an `update` that rebuilds a key using it.
///
/// **Example**: `Task::update(kp::arg<"taskId">(t), kp::set<"status">(s), kp::known<"owner">(o))`
template <fixed_string Name, class V>
constexpr known_value<Name, V> known(const V& v) noexcept {
  return {v};
}

/// The version `update` and `remove` expect the item to be at, for an entity with a
/// `kp::version_attribute`: `kp::at_version(k)` or `kp::any_version`. It names no field.
struct expected_version {
  static constexpr fixed_string<0> name{""};  // no field: the name checks skip it
  std::uint64_t version = 0;                  // the version the item was read at
  bool any = false;                           // true: no check (the write still increments)
};

/// The item must be at version `k` (the version of the `values` it was read as; 0: it has no
/// version attribute), else the write fails (`ConditionalCheckFailedException`).
///
/// **Example**: `Order::update(kp::arg<"orderId">(100), kp::set<"status">(s), kp::at_version(3))`
constexpr expected_version at_version(std::uint64_t k) noexcept {
  return {k, false};
}

/// Whatever version the item is at: the write does not check it (an `update` still increments
/// it). Visible on purpose: it is the write that can overwrite another writer's change.
///
/// **Example**: `Order::remove(kp::arg<"orderId">(100), kp::any_version)`
inline constexpr expected_version any_version{0, true};

namespace detail {
template <class T>
inline constexpr bool is_expected_version = std::is_same_v<T, expected_version>;
template <class T>
inline constexpr bool is_named_value = false;
template <fixed_string Name, class V>
inline constexpr bool is_named_value<named_value<Name, V>> = true;
template <class T>
inline constexpr bool is_set_value = false;
template <fixed_string Name, class V>
inline constexpr bool is_set_value<set_value<Name, V>> = true;
template <class T>
inline constexpr bool is_unset_field = false;
template <fixed_string Name>
inline constexpr bool is_unset_field<unset_field<Name>> = true;
template <class T>
inline constexpr bool is_known_value = false;
template <fixed_string Name, class V>
inline constexpr bool is_known_value<known_value<Name, V>> = true;
}  // namespace detail

}  // namespace keyplate
