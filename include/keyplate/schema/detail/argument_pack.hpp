// keyplate: reading a pack of `kp::arg<"name">(value)` arguments at compile time: where a name
// is, which repeats, whether an argument is a plain value, how many leading fields of a
// template it gives, and calling a function with their values in a template's order.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <tuple>
#include <utility>

#include "../../detail/arguments.hpp"
#include "../../detail/config.hpp"
#include "../../detail/nth_argument.hpp"
#include "../../fixed_string.hpp"
#include "../../query.hpp"
#include "template_fields.hpp"

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

/// The `I`-th of `Args`.
template <std::size_t I, class... Args>
using arg_at = std::tuple_element_t<I, std::tuple<Args...>>;

/// The position of the first name that an earlier one repeats; `N` when none does. An empty
/// name (an argument naming no field) repeats nothing.
template <std::size_t N>
constexpr std::size_t first_repeated(const std::array<std::string_view, N>& names) noexcept {
  for (std::size_t i = 0; i != N; ++i) {
    for (std::size_t j = 0; j != i && !names[i].empty(); ++j) {
      if (names[j] == names[i]) return i;
    }
  }
  return N;
}

/// The position of the first false; `N` when none is.
template <std::size_t N>
constexpr std::size_t first_false(const std::array<bool, N>& ok) noexcept {
  for (std::size_t i = 0; i != N; ++i) {
    if (!ok[i]) return i;
  }
  return N;
}

/// `Arg` holds a value, not `kp::partial` or a range condition (an argument without a value,
/// a query's option, counts as plain: it is no condition).
template <class Arg>
inline constexpr bool is_plain_value = true;
template <class Arg>
requires requires {
  typename Arg::value_type;
}
inline constexpr bool is_plain_value<Arg> =
    !is_partial<typename Arg::value_type> && !is_condition<typename Arg::value_type>;

/// How many leading fields of `Pattern` `Args` give, up to the first one missing.
template <fixed_string Pattern, class... Args>
constexpr std::size_t leading_fields_given() noexcept {
  using T = template_fields<Pattern>;
  std::size_t k = 0;
  while (k < T::count && arg_position<Args...>(T::name(k)) < sizeof...(Args)) ++k;
  return k;
}

/// `f(v...)` with the values of the arguments named by the first `N` fields of `Pattern`, in
/// template order (each field is named by one argument: the caller's checks make sure). `f` is
/// called inline; give it `KEYPLATE_INLINE_LAMBDA` so a -O0 build emits no function for it.
template <fixed_string Pattern, std::size_t N = template_fields<Pattern>::count, class F,
          class... Args>
KEYPLATE_ALWAYS_INLINE constexpr decltype(auto) call_in_template_order(const F& f,
                                                                       const Args&... args) {
  using T = template_fields<Pattern>;
  return [&]<std::size_t... J>(std::index_sequence<J...>) KEYPLATE_INLINE_LAMBDA->decltype(auto) {
    return f(nth_argument<arg_position<Args...>(T::name(J))>(args...).value...);
  }
  (std::make_index_sequence<N>{});
}

}  // namespace keyplate::detail
