// keyplate: fixed-width decimal digits, shared by the numeric, date and time codecs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace keyplate::detail {

// 10^n for n in 0..19 (10^20 does not fit in 64 bits).
constexpr std::uint64_t power_of_ten(std::size_t n) noexcept {
  std::uint64_t p = 1;
  for (std::size_t i = 0; i != n; ++i) p *= 10;
  return p;
}

// Number of decimal digits of `v` (1 for 0).
constexpr std::size_t decimal_digits(std::uint64_t v) noexcept {
  std::size_t n = 1;
  while (v >= 10) {
    v /= 10;
    ++n;
  }
  return n;
}

// Writes exactly `width` digits of `v`, zero-padded on the left. The caller ensures `v` fits.
constexpr char* write_digits(char* out, std::uint64_t v, std::size_t width) noexcept {
  for (std::size_t i = width; i != 0; --i) {
    out[i - 1] = static_cast<char>('0' + v % 10);
    v /= 10;
  }
  return out + width;
}

constexpr bool is_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}

// Outcome of reading digits: `bad` is the offset of the first non-digit, or of the digit at
// which the value overflowed 64 bits (`overflow` set), or `npos`-like `text.size()` on success.
struct parsed_digits {
  std::uint64_t value = 0;
  std::size_t bad = 0;
  bool ok = false;
  bool overflow = false;
};

// Reads all of `text` as unsigned decimal digits (no sign, leading zeros allowed).
constexpr parsed_digits parse_digits(std::string_view text) noexcept {
  parsed_digits r;
  for (std::size_t i = 0; i != text.size(); ++i) {
    if (!is_digit(text[i])) {
      r.bad = i;
      return r;
    }
    const auto digit = static_cast<std::uint64_t>(text[i] - '0');
    if (r.value > (UINT64_MAX - digit) / 10) {
      r.bad = i;
      r.overflow = true;
      return r;
    }
    r.value = r.value * 10 + digit;
  }
  r.ok = true;
  r.bad = text.size();
  return r;
}

}  // namespace keyplate::detail
