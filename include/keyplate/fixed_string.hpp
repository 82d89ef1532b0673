// keyplate: `fixed_string<N>`, a string literal usable as a template argument (key templates,
// field names).
#pragma once

#include <cstddef>
#include <string_view>

namespace keyplate {

/// A structural string type, so that `key<"ORDER#{id}">` and `get<"orderId">()` can take text as
/// a template argument. Two equal literals give the same type, so one layout is one type.
///
/// **Example**: `template <kp::fixed_string Name> void f();  f<"orderId">();`
template <std::size_t N>
struct fixed_string {
  char data[N + 1]{};

  constexpr fixed_string(
      const char (&text)[N + 1]) noexcept {  // NOLINT(google-explicit-constructor)
    for (std::size_t i = 0; i != N; ++i) data[i] = text[i];
  }

  static constexpr std::size_t size() noexcept { return N; }
  constexpr std::string_view view() const noexcept { return {data, N}; }
};

template <std::size_t M>
fixed_string(const char (&)[M]) -> fixed_string<M - 1>;

}  // namespace keyplate
