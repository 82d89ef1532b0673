// keyplate: small text helpers that constant evaluation can use everywhere.
#pragma once

#include <cstddef>
#include <string_view>

namespace keyplate::detail {

/// "Not found" for offsets into a text.
inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

// Plain index loops on purpose: `string_view::find` and `==` over template-argument data break
// under g++ -fsanitize=undefined in constant expressions (GCC PR 71962).
constexpr bool same_text(std::string_view a, std::string_view b) noexcept {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i != a.size(); ++i) {
    if (a[i] != b[i]) return false;
  }
  return true;
}

// Offset of the first `c` in `text` at or after `from`, or `npos`.
constexpr std::size_t find_char(std::string_view text, char c, std::size_t from = 0) noexcept {
  for (std::size_t i = from; i < text.size(); ++i) {
    if (text[i] == c) return i;
  }
  return npos;
}

// A short text built at compile time, such as a codec's name (`string<64>`): static storage for
// a `std::string_view`.
struct static_text {
  char chars[32]{};
  std::size_t size = 0;

  constexpr std::string_view view() const noexcept { return {chars, size}; }
};

// `head`, then `number` in decimal, then `tail` (at most 32 bytes in all).
constexpr static_text name_with_number(std::string_view head, std::size_t number,
                                       std::string_view tail) {
  static_text out;
  for (const char c : head) out.chars[out.size++] = c;
  char digits[20]{};
  std::size_t n = 0;
  do {
    digits[n++] = static_cast<char>('0' + number % 10);
    number /= 10;
  } while (number != 0);
  while (n != 0) out.chars[out.size++] = digits[--n];
  for (const char c : tail) out.chars[out.size++] = c;
  return out;
}

}  // namespace keyplate::detail
