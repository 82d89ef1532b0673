// keyplate: fixed-width decimal digits, shared by the numeric, date and time codecs.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace keyplate::detail {

// 10^n for n in 0..19 (10^20 does not fit in 64 bits).
inline constexpr auto powers_of_ten = [] {
  std::array<std::uint64_t, 20> table{};
  std::uint64_t p = 1;
  for (auto& entry : table) {
    entry = p;
    p *= 10;
  }
  return table;
}();

constexpr std::uint64_t power_of_ten(std::size_t n) noexcept {
  return powers_of_ten[n];
}

// Number of decimal digits of `v` (1 for 0): log10 estimated from the bit width (1233/4096 is
// just above log10(2)), then corrected by one comparison.
constexpr std::size_t decimal_digits(std::uint64_t v) noexcept {
  const auto estimate = static_cast<std::size_t>(std::bit_width(v | 1) * 1233) >> 12;
  const std::size_t digits = estimate + (v >= powers_of_ten[estimate] ? 1 : 0);
  return digits == 0 ? 1 : digits;
}

// "00" "01" ... "99": two digits per division, as hand-written formatters do.
inline constexpr auto digit_pairs = [] {
  std::array<char, 200> table{};
  for (std::size_t i = 0; i != 100; ++i) {
    table[2 * i] = static_cast<char>('0' + i / 10);
    table[2 * i + 1] = static_cast<char>('0' + i % 10);
  }
  return table;
}();

// Writes exactly `width` digits of `v`, zero-padded on the left. The caller ensures `v` fits.
constexpr char* write_digits(char* out, std::uint64_t v, std::size_t width) noexcept {
  std::size_t i = width;
  for (; i >= 2; i -= 2) {
    const auto pair = static_cast<std::size_t>(v % 100) * 2;
    v /= 100;
    out[i - 2] = digit_pairs[pair];
    out[i - 1] = digit_pairs[pair + 1];
  }
  if (i == 1) out[0] = static_cast<char>('0' + v % 10);
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

// Reads all of `text` as unsigned decimal digits (no sign, leading zeros allowed). Nineteen
// digits always fit in 64 bits, so only a twentieth digit needs the overflow test.
constexpr parsed_digits parse_digits(std::string_view text) noexcept {
  parsed_digits r;
  for (std::size_t i = 0; i != text.size(); ++i) {
    const auto digit = static_cast<unsigned char>(text[i] - '0');
    if (digit > 9) {
      r.bad = i;
      return r;
    }
    if (i >= 19 && r.value > (UINT64_MAX - digit) / 10) {
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

// The value of the `n` (<= 19) characters at `text[at]`, which the caller has checked are
// digits.
constexpr std::uint64_t digits_value(std::string_view text, std::size_t at,
                                     std::size_t n) noexcept {
  std::uint64_t value = 0;
  for (std::size_t i = at; i != at + n; ++i)
    value = value * 10 + static_cast<unsigned>(text[i] - '0');
  return value;
}

}  // namespace keyplate::detail
