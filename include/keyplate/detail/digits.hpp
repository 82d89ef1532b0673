// keyplate: decimal digits, shared by the numeric, date and time codecs. Fixed widths are
// template arguments, so the work is straight-line code at every optimisation level (a loop
// with a constant trip count stays a loop at GCC's -O2).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

#include "config.hpp"

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

inline constexpr std::uint32_t powers_of_ten_32[] = {1,      10,      100,      1000,     10000,
                                                     100000, 1000000, 10000000, 100000000};

constexpr std::uint64_t power_of_ten(std::size_t n) noexcept {
  return powers_of_ten[n];
}

// Number of decimal digits of `v` (1 for 0): log10 estimated from the bit width (1233/4096 is
// just above log10(2)), then corrected by one comparison.
KEYPLATE_ALWAYS_INLINE constexpr std::size_t decimal_digits(std::uint64_t v) noexcept {
  const std::uint64_t x = v | 1;  // as many digits as v, and at least 1
  // std::bit_width(x), from a builtin rather than <bit> (as memcpy below, rather than <cstring>).
  const auto width = static_cast<std::uint64_t>(64 - __builtin_clzll(x));
  const auto estimate = static_cast<std::size_t>(width * 1233) >> 12;
  return estimate + (x >= powers_of_ten[estimate] ? 1 : 0);
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

// Writes the two digits of `v` (< 100) with one 16-bit store.
KEYPLATE_ALWAYS_INLINE constexpr void write_pair(char* out, std::uint64_t v) noexcept {
  const auto at = static_cast<std::size_t>(v) * 2;
  if (std::is_constant_evaluated()) {
    out[0] = digit_pairs[at];
    out[1] = digit_pairs[at + 1];
  } else {
    __builtin_memcpy(out, &digit_pairs[at], 2);
  }
}

// Writes exactly `Width` (<= 8) digits of `v` < 10^Width: halves split by a power of ten, as a
// tree, so each step is a 32-bit multiply and the steps do not wait on each other.
template <std::size_t Width>
KEYPLATE_ALWAYS_INLINE constexpr void write_small(char* out, std::uint32_t v) noexcept {
  if constexpr (Width == 1) {
    out[0] = static_cast<char>('0' + v);
  } else if constexpr (Width == 2) {
    write_pair(out, v);
  } else {
    constexpr std::size_t low_width = Width / 2;
    constexpr auto split = static_cast<std::uint32_t>(powers_of_ten_32[low_width]);
    write_small<Width - low_width>(out, v / split);
    write_small<low_width>(out + Width - low_width, v % split);
  }
}

// Writes exactly `Width` digits of `v`, zero-padded on the left; the caller ensures `v` fits.
// Blocks of 8 digits come off the low end with one 64-bit division each; the rest is 32-bit.
template <std::size_t Width>
KEYPLATE_ALWAYS_INLINE constexpr char* write_digits(char* out, std::uint64_t v) noexcept {
  if constexpr (Width > 8) {
    write_digits<Width - 8>(out, v / 100000000);
    write_small<8>(out + Width - 8, static_cast<std::uint32_t>(v % 100000000));
  } else {
    write_small<Width>(out, static_cast<std::uint32_t>(v));
  }
  return out + Width;
}

// Writes `v` in plain decimal (as many digits as it has, no leading zeros); returns the end.
KEYPLATE_ALWAYS_INLINE constexpr char* write_decimal(char* out, std::uint64_t v) noexcept {
  char* const end = out + decimal_digits(v);
  char* p = end;
  while (v >= 100) {
    p -= 2;
    write_pair(p, v % 100);
    v /= 100;
  }
  if (v >= 10) {
    write_pair(p - 2, v);
  } else {
    p[-1] = static_cast<char>('0' + v);
  }
  return end;
}

constexpr bool is_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}

// The value of the 2 or 4 digits at `p`, or -1 when one is not a digit.
KEYPLATE_CLANG_INLINE constexpr int digits_2(const char* p) noexcept {
  const unsigned a = static_cast<unsigned char>(p[0]) - unsigned{'0'};
  const unsigned b = static_cast<unsigned char>(p[1]) - unsigned{'0'};
  return a <= 9 && b <= 9 ? static_cast<int>(a * 10 + b) : -1;
}
KEYPLATE_CLANG_INLINE constexpr int digits_4(const char* p) noexcept {
  const int high = digits_2(p), low = digits_2(p + 2);
  return (high | low) < 0 ? -1 : high * 100 + low;
}

// Outcome of reading digits: `bad` is the offset of the first non-digit, or of the digit at
// which the value overflowed 64 bits (`overflow` set), or `text.size()` on success.
struct parsed_digits {
  std::uint64_t value = 0;
  std::size_t bad = 0;
  bool ok = false;
  bool overflow = false;
};

// The value of the 8 digits at `p` (first digit most significant), or -1 when one of them is
// not a digit. Reads them as one little-endian word and combines neighbours in parallel: pairs,
// then groups of four, then the two halves (3 multiplications instead of 8 dependent steps).
KEYPLATE_CLANG_INLINE std::int64_t eight_digits(const char* p) noexcept {
  std::uint64_t word;
  __builtin_memcpy(&word, p, 8);
  if constexpr (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__) word = __builtin_bswap64(word);
  constexpr std::uint64_t zeros = 0x3030303030303030, high_nibbles = 0xF0F0F0F0F0F0F0F0;
  // A digit has high nibble 3, and adding 6 keeps it there (0x3A..0x3F would reach 4).
  if ((word & high_nibbles) != zeros || ((word + 0x0606060606060606) & high_nibbles) != zeros) {
    return -1;
  }
  word -= zeros;
  word = (word * 10 + (word >> 8)) & 0x00FF00FF00FF00FF;      // 4 two-digit numbers
  word = (word * 100 + (word >> 16)) & 0x0000FFFF0000FFFF;    // 2 four-digit numbers
  word = (word * 10000 + (word >> 32)) & 0x00000000FFFFFFFF;  // the eight-digit number
  return static_cast<std::int64_t>(word);
}

// Reads all of `text` as unsigned decimal digits (no sign, leading zeros allowed), one at a time:
// the general path, and the one that places errors. Nineteen digits always fit in 64 bits, so
// only a twentieth digit needs the overflow test.
KEYPLATE_COLD constexpr parsed_digits parse_digits_slowly(std::string_view text) noexcept {
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

// What `fixed_digits` returns when a byte is not a digit: no 19-digit number is this large.
inline constexpr std::uint64_t not_digits = UINT64_MAX;

// Reads exactly `Width` (<= 19) digits at `p`: straight-line blocks of 8, 4, 2 and 1 digits,
// in unsigned arithmetic (19 nines do not fit an int64). Returns `not_digits` when one is not a
// digit (`parse_digits_slowly` then says which).
template <std::size_t Width>
KEYPLATE_CLANG_INLINE constexpr std::uint64_t fixed_digits(const char* p) noexcept {
  std::uint64_t value = 0;
  bool ok = true;
  std::size_t at = 0;
  // Each block is -1 when it holds a non-digit: `ok` then says so, and the value (wrapped
  // around, which unsigned arithmetic allows) is thrown away.
  const auto add = [&](std::int64_t block, std::uint64_t scale) KEYPLATE_INLINE_LAMBDA {
    ok = ok && block >= 0;
    value = value * scale + static_cast<std::uint64_t>(block);
  };
  if constexpr (Width >= 8) {
    if (!std::is_constant_evaluated()) {
      [&]<std::size_t... Block>(std::index_sequence<Block...>) KEYPLATE_INLINE_LAMBDA {
        (add(eight_digits(p + 8 * Block), 100000000), ...);
      }
      (std::make_index_sequence<Width / 8>{});
      at = Width / 8 * 8;
    }
  }
  for (; at + 4 <= Width; at += 4) add(digits_4(p + at), 10000);
  if (at + 2 <= Width) {
    add(digits_2(p + at), 100);
    at += 2;
  }
  if (at < Width) {
    const unsigned one = static_cast<unsigned char>(p[at]) - unsigned{'0'};
    add(one <= 9 ? static_cast<std::int64_t>(one) : -1, 10);
  }
  return ok ? value : not_digits;
}

// `parse_digits_slowly`, eight digits at a time, for texts of at most 19 digits.
KEYPLATE_CLANG_INLINE constexpr parsed_digits parse_digits(std::string_view text) noexcept {
  // Twenty digits may overflow: only the slow path tests for that.
  if (std::is_constant_evaluated() || text.size() > 19) return parse_digits_slowly(text);
  std::uint64_t value = 0;
  std::size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    const std::int64_t block = eight_digits(text.data() + i);
    if (block < 0) return parse_digits_slowly(text);
    value = value * 100000000 + static_cast<std::uint64_t>(block);
  }
  for (; i != text.size(); ++i) {
    const auto digit = static_cast<unsigned char>(text[i] - '0');
    if (digit > 9) return parse_digits_slowly(text);
    value = value * 10 + digit;
  }
  return {value, text.size(), true, false};
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
