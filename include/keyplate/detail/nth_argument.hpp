// keyplate: `nth_argument<I>(args...)`, the I-th of a function's arguments, without a tuple.
#pragma once

#include <cstddef>
#include <utility>

#include "config.hpp"

namespace keyplate::detail {

template <std::size_t>
using skipped_argument = const volatile void*;

template <class Skipped>
struct argument_picker;
// The first I pointers convert to `const volatile void*` and are dropped; the next is the one.
template <std::size_t... Skip>
struct argument_picker<std::index_sequence<Skip...>> {
  template <class T, class... Rest>
  KEYPLATE_ALWAYS_INLINE static constexpr T* pick(skipped_argument<Skip>..., T* wanted,
                                                  Rest*...) noexcept {
    return wanted;
  }
};

// The I-th of `args`, by reference. This is what `std::get<I>(std::forward_as_tuple(args...))`
// gives, at a fraction of the compile time: a reference tuple instantiates a class, a
// constructor and an accessor per element for each distinct argument list, and those are
// functions of their own in a -O0 build; this is two always-inlined functions per call.
template <std::size_t I, class... Args>
KEYPLATE_ALWAYS_INLINE constexpr auto& nth_argument(Args&... args) noexcept {
  static_assert(I < sizeof...(Args), "keyplate: nth_argument: index out of range");
  // The builtin (GCC, Clang and MSVC have it) is std::addressof without <memory>, which the
  // lean headers stay without.
  return *argument_picker<std::make_index_sequence<I>>::pick(__builtin_addressof(args)...);
}

}  // namespace keyplate::detail
