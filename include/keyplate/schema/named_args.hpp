// keyplate: reading a pack of `kp::arg<"name">(value)` arguments at compile time: where a name
// is, whether an argument is a plain value, and how many leading fields of a template it gives.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "../detail/arguments.hpp"
#include "../fixed_string.hpp"
#include "../query.hpp"
#include "keys.hpp"

namespace keyplate::detail {

template <class T>
inline constexpr bool is_partial = false;
template <>
inline constexpr bool is_partial<partial> = true;

/// `std::optional<U>`: what `make` takes for an optional field that may have no value.
template <class T>
struct optional_argument {
  static constexpr bool is_optional = false;
  using value_type = T;
};
template <class U>
struct optional_argument<std::optional<U>> {
  static constexpr bool is_optional = true;
  using value_type = U;
};

/// The position of the argument named `n` in `Args`; `sizeof...(Args)` when none has it.
template <class... Args>
constexpr std::size_t arg_position(std::string_view n) noexcept {
  constexpr std::array<std::string_view, sizeof...(Args)> names{Args::name.view()...};
  for (std::size_t i = 0; i != names.size(); ++i) {
    if (names[i] == n) return i;
  }
  return names.size();
}

/// `Arg` holds a value, not `kp::partial` or a range condition.
template <class Arg>
inline constexpr bool is_plain_value =
    !is_partial<typename Arg::value_type> && !is_condition<typename Arg::value_type>;

/// How many leading fields of `Pattern` `Args` give, up to the first one missing.
template <fixed_string Pattern, class... Args>
constexpr std::size_t leading_fields_given() noexcept {
  using T = template_fields<Pattern>;
  std::size_t k = 0;
  while (k < T::count && arg_position<Args...>(T::name(k)) < sizeof...(Args)) ++k;
  return k;
}

}  // namespace keyplate::detail
