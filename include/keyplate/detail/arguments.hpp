// keyplate: reading the argument lists of a layout's operations: values in template order, then
// optionally a partial value or a condition, checked against the codecs with one message each.
#pragma once

#include <concepts>
#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../query.hpp"

namespace keyplate::detail {

template <class T>
inline constexpr bool is_condition = false;
template <class T>
inline constexpr bool is_condition<condition<T>> = true;

// The shape of an argument list: how many plain values lead, and what the last argument is.
template <class... Args>
struct leading_values {
  static constexpr std::size_t count = sizeof...(Args);
  using last = typename std::conditional_t<
      (count > 0), std::tuple_element<(count > 0 ? count - 1 : 0), std::tuple<Args..., void>>,
      std::type_identity<void>>::type;
  static constexpr bool ends_with_condition = is_condition<last>;
  static constexpr bool ends_with_partial = std::is_same_v<last, partial>;
  // All but a trailing partial value or condition.
  static constexpr std::size_t values =
      count - ((ends_with_partial || ends_with_condition) ? 1 : 0);
};

// True when the first `K` of `Args` convert to the input types of the first `K` codecs.
template <std::size_t K, class CodecTuple, class... Args>
constexpr bool leading_values_match() {
  if constexpr (K > std::tuple_size_v<CodecTuple> || K > sizeof...(Args)) {
    return false;
  } else {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (std::convertible_to<const std::tuple_element_t<I, std::tuple<Args...>>&,
                                  typename std::tuple_element_t<I, CodecTuple>::input_type> &&
              ...);
    }
    (std::make_index_sequence<K>{});
  }
}

// `encode`, `exact`, `family`: exactly one value per field, each converting to its codec's input.
template <class CodecTuple, class... Args>
constexpr bool check_whole_key() {
  constexpr bool one_value_per_field = sizeof...(Args) == std::tuple_size_v<CodecTuple>;
  static_assert(one_value_per_field,
                "keyplate: give one value per field of the layout, in template order (prefix "
                "takes fewer)");
  constexpr bool values_match =
      !one_value_per_field || leading_values_match<sizeof...(Args), CodecTuple, Args...>();
  static_assert(values_match,
                "keyplate: a value does not convert to its field's codec input (values go in "
                "template order)");
  return one_value_per_field && values_match;
}

// `prefix`: fewer values than fields, leading, each converting; optionally a partial value.
template <class CodecTuple, class... Args>
constexpr bool check_prefix() {
  using shape = leading_values<Args...>;
  constexpr std::size_t k = shape::values, fields = std::tuple_size_v<CodecTuple>;
  constexpr bool fewer_values = k < fields;
  if constexpr (shape::ends_with_partial) {
    static_assert(fewer_values, "keyplate: partial(...) needs a field after the given values");
  } else {
    static_assert(fewer_values,
                  "keyplate: prefix takes fewer values than the layout has fields (use encode "
                  "for a whole key)");
  }
  constexpr bool values_match = !fewer_values || leading_values_match<k, CodecTuple, Args...>();
  static_assert(values_match,
                "keyplate: prefix values must match the layout's leading fields, in template "
                "order");
  return fewer_values && values_match;
}

}  // namespace keyplate::detail
