// keyplate: typed conditions, `kp::attr<"name">`: comparisons and DynamoDB's condition functions
// on an entity's fields and data attributes, joined with `&& || !`, and `kp::when(c)`, the
// condition a write adds to its own. The names and operand types are checked against the
// entity when a write takes the condition (detail/condition_checks.hpp); the text, names and
// values are written by detail/expression_text.hpp.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

#include "../attribute_kind.hpp"
#include "../fixed_string.hpp"
#include "detail/condition_nodes.hpp"

namespace keyplate {

namespace detail {
// An operand: anything but a condition or an attribute (comparing two attributes is not
// supported).
template <class V>
concept condition_operand = !condition_node<std::remove_cvref_t<V>> && !requires {
  std::remove_cvref_t<V>::is_attribute_reference;
};

// `attr<"a">.size()`: compared with an integer (`attr<"tags">.size() <= 10`).
template <class Path>
struct size_of_attribute {
  template <comparison Op, class V>
  static constexpr auto with(V&& v) {
    return size_node<Path, Op, std::decay_t<V>>{{}, std::forward<V>(v)};
  }
  template <condition_operand V>
  friend constexpr auto operator==(size_of_attribute, V&& v) {
    return with<comparison::eq>(std::forward<V>(v));
  }
  template <condition_operand V>
  friend constexpr auto operator!=(size_of_attribute, V&& v) {
    return with<comparison::ne>(std::forward<V>(v));
  }
  template <condition_operand V>
  friend constexpr auto operator<(size_of_attribute, V&& v) {
    return with<comparison::lt>(std::forward<V>(v));
  }
  template <condition_operand V>
  friend constexpr auto operator<=(size_of_attribute, V&& v) {
    return with<comparison::le>(std::forward<V>(v));
  }
  template <condition_operand V>
  friend constexpr auto operator>(size_of_attribute, V&& v) {
    return with<comparison::gt>(std::forward<V>(v));
  }
  template <condition_operand V>
  friend constexpr auto operator>=(size_of_attribute, V&& v) {
    return with<comparison::ge>(std::forward<V>(v));
  }
};
}  // namespace detail

/// A field or data attribute of an entity, by name, in a condition: `attr<"status">`; within a
/// data attribute, the path's steps follow the name: a member of a map or struct by name,
/// `attr<"address", "city">`, an element of a list by position, `attr<"lines", 0>`, in any
/// chain (`attr<"lines", 0, "qty">`). Which
/// entity is known when a write takes the condition (`kp::when`), and only then are the path
/// and the operands checked: a name the entity does not declare, a key attribute's name
/// (`pk`, `gsi1sk`: conditions name the fields keys are built from), a member the struct's
/// mapping or an element a non-list does not have, an operand the codec or type reached does
/// not take, or a function that type has no use for (`contains` on a number) is a compile error
/// naming the path. Operands become attribute values through the field's codec or the mapping
/// of the type the path reaches, so they compare with what the item stores. As in DynamoDB, an
/// attribute the item lacks (or a missing item) makes every comparison and function false
/// except `!=` (`<>`) and `absent()`, which it makes true.
///
/// **Example**: `attr<"tags">.contains("gift") || attr<"total">.between(kp::number("10"),
/// kp::number("99.99"))`
template <fixed_string Name, detail::path_step... Steps>
struct attribute_reference {
  static constexpr bool is_attribute_reference = true;
  static constexpr auto name = Name;
  using path = detail::attribute_path<Name, Steps...>;

  /// `lo <= a <= hi` (`BETWEEN`): strings and binary compare byte-wise, numbers by value.
  template <class V, class W>
  constexpr auto between(V&& low, W&& high) const {
    return detail::between_node<path, std::decay_t<V>, std::decay_t<W>>{
        {}, std::forward<V>(low), std::forward<W>(high)};
  }
  /// `a` equals one of `values` (`IN`, 1 to 100 values).
  template <class... Vs>
  constexpr auto in(Vs&&... values) const {
    return detail::in_node<path, std::decay_t<Vs>...>{{}, {std::forward<Vs>(values)...}};
  }
  /// A string attribute that begins with `prefix`.
  template <class V>
  constexpr auto begins_with(V&& prefix) const {
    return detail::begins_with_node<path, std::decay_t<V>>{{}, std::forward<V>(prefix)};
  }
  /// A string holding `x`, or a set or list with `x` as an element.
  template <class V>
  constexpr auto contains(V&& x) const {
    return detail::contains_node<path, std::decay_t<V>>{{}, std::forward<V>(x)};
  }
  /// The item has the attribute (`attribute_exists`).
  constexpr auto exists() const { return detail::exists_node<path, true>{}; }
  /// The item does not have the attribute (`attribute_not_exists`).
  constexpr auto absent() const { return detail::exists_node<path, false>{}; }
  /// The attribute's size (`size`), to compare with an integer: a string's or binary's length
  /// in bytes, a set's, list's or map's element count.
  constexpr detail::size_of_attribute<path> size() const { return {}; }
  /// The attribute is of DynamoDB type `kind` (`attribute_type`).
  constexpr auto type_is(attribute_kind kind) const { return detail::type_node<path>{{}, kind}; }

  template <detail::condition_operand V>
  friend constexpr auto operator==(attribute_reference, V&& v) {
    return compare<detail::comparison::eq>(std::forward<V>(v));
  }
  template <detail::condition_operand V>
  friend constexpr auto operator!=(attribute_reference, V&& v) {
    return compare<detail::comparison::ne>(std::forward<V>(v));
  }
  template <detail::condition_operand V>
  friend constexpr auto operator<(attribute_reference, V&& v) {
    return compare<detail::comparison::lt>(std::forward<V>(v));
  }
  template <detail::condition_operand V>
  friend constexpr auto operator<=(attribute_reference, V&& v) {
    return compare<detail::comparison::le>(std::forward<V>(v));
  }
  template <detail::condition_operand V>
  friend constexpr auto operator>(attribute_reference, V&& v) {
    return compare<detail::comparison::gt>(std::forward<V>(v));
  }
  template <detail::condition_operand V>
  friend constexpr auto operator>=(attribute_reference, V&& v) {
    return compare<detail::comparison::ge>(std::forward<V>(v));
  }

 private:
  template <detail::comparison Op, class V>
  static constexpr auto compare(V&& v) {
    return detail::compare_node<path, Op, std::decay_t<V>>{{}, std::forward<V>(v)};
  }
};

/// `attr<"name">`: the field or data attribute `name` in a condition; `attr<"name", steps...>`:
/// what is at that path within it, each step a member's name (of a map or a `kp::members`
/// struct) or a list element's position. (Steps are template arguments, not `.at<...>` calls:
/// g++ 12 would want `.template at<...>` wherever the condition is written in a template.)
///
/// **Example**: `attr<"status"> == "PLACED" && attr<"lines", 0, "qty"> > 1`
template <fixed_string Name, detail::path_step... Steps>
inline constexpr attribute_reference<Name, Steps...> attr{};

namespace detail {
// `&& || !` live beside the nodes, where argument-dependent lookup finds them.
/// Both conditions hold (`AND`).
template <condition_node L, condition_node R>
constexpr and_node<L, R> operator&&(L left, R right) {
  return {{}, std::move(left), std::move(right)};
}
/// Either condition holds (`OR`).
template <condition_node L, condition_node R>
constexpr or_node<L, R> operator||(L left, R right) {
  return {{}, std::move(left), std::move(right)};
}
/// The condition does not hold (`NOT`).
template <condition_node C>
constexpr not_node<C> operator!(C c) {
  return {{}, std::move(c)};
}

}  // namespace detail

/// The condition a write adds to its own (`ConditionExpression`, ANDed with the conditions
/// the write needs: the item must not exist for a `put`, must exist for an `update`, the
/// version check). The write fails with `ConditionalCheckFailedException` when it does not
/// hold.
template <detail::condition_node C>
struct when_condition {
  static constexpr fixed_string<0> name{""};  // names no field: the name checks skip it
  C condition;
};
/// `kp::when(c)`: an option of `put`, `update` and `remove`.
///
/// **Example**: `Order::remove(kp::arg<"orderId">(7), kp::when(attr<"status"> == "DRAFT"))`
template <detail::condition_node C>
constexpr when_condition<C> when(C c) {
  return {std::move(c)};
}

/// `remove`'s option that the item must exist (`attribute_exists` of the partition key): the
/// delete fails instead of succeeding on nothing.
///
/// **Example**: `Order::remove(kp::arg<"orderId">(7), kp::must_exist)`
struct must_exist_t {
  static constexpr fixed_string<0> name{""};  // names no field
  explicit constexpr must_exist_t() = default;
};
inline constexpr must_exist_t must_exist{};

namespace detail {
template <class T>
inline constexpr bool is_when = false;
template <class C>
inline constexpr bool is_when<when_condition<C>> = true;
template <class T>
inline constexpr bool is_must_exist = std::is_same_v<T, must_exist_t>;
}  // namespace detail

}  // namespace keyplate
