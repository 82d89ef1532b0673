// keyplate: reading the argument list of `prefix` and `range`: leading values, then optionally a
// partial value or a condition.
#pragma once

#include <cstddef>
#include <tuple>
#include <type_traits>

#include "../query.hpp"

namespace keyplate::detail {

template <class T>
inline constexpr bool is_condition = false;
template <class T>
inline constexpr bool is_condition<condition<T>> = true;

template <class... Args>
struct leading_values {
  static constexpr std::size_t count = sizeof...(Args);
  using last = typename std::conditional_t<
      (count > 0), std::tuple_element<(count > 0 ? count - 1 : 0), std::tuple<Args..., void>>,
      std::type_identity<void>>::type;
  static constexpr bool ends_with_condition = is_condition<last>;
  static constexpr bool ends_with_partial = std::is_same_v<last, partial>;
  // How many plain values lead: all but a trailing partial value or condition.
  static constexpr std::size_t values =
      count - ((ends_with_partial || ends_with_condition) ? 1 : 0);
};

}  // namespace keyplate::detail
