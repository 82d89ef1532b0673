// keyplate: decimal digits, shared by the numeric, date and time codecs. Fixed widths are
// template arguments, so the work is straight-line code at every optimisation level (a loop
// with a constant trip count stays a loop at GCC's -O2).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>
#include <utility>

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

// Writes the two digits of `v` (< 100) with one 16-bit store.
constexpr void write_pair(char* out, std::uint64_t v) noexcept {
  const auto at = static_cast<std::size_t>(v) * 2;
  if (std::is_constant_evaluated()) {
    out[0] = digit_pairs[at];
    out[1] = digit_pairs[at + 1];
  } else {
    std::memcpy(out, &digit_pairs[at], 2);
  }
}

// Writes exactly `Width` digits of `v`, zero-padded on the left; the caller ensures `v` fits.
template <std::size_t Width>
constexpr char* write_digits(char* out, std::uint64_t v) noexcept {
  [&]<std::size_t... Pair>(std::index_sequence<Pair...>) {
    ((write_pair(out + Width - 2 * (Pair + 1), v % 100), v /= 100), ...);
  }
  (std::make_index_sequence<Width / 2>{});
  if constexpr (Width % 2 == 1) out[0] = static_cast<char>('0' + v);
  return out + Width;
}

// Writes `v` in `width` digits (at least its own count), for widths known only at run time.
constexpr char* write_digits(char* out, std::uint64_t v, std::size_t width) noexcept {
  std::size_t i = width;
  for (; i >= 2; i -= 2) {
    write_pair(out + i - 2, v % 100);
    v /= 100;
  }
  if (i == 1) out[0] = static_cast<char>('0' + v % 10);
  return out + width;
}

constexpr bool is_digit(char c) noexcept {
  return c >= '0' && c <= '9';
}

// The value of the 2 or 4 digits at `p`, or -1 when one is not a digit.
constexpr int digits_2(const char* p) noexcept {
  const unsigned a = static_cast<unsigned char>(p[0]) - unsigned{'0'};
  const unsigned b = static_cast<unsigned char>(p[1]) - unsigned{'0'};
  return a <= 9 && b <= 9 ? static_cast<int>(a * 10 + b) : -1;
}
constexpr int digits_4(const char* p) noexcept {
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
inline std::int64_t eight_digits(const char* p) noexcept {
  std::uint64_t word;
  std::memcpy(&word, p, 8);
  if constexpr (std::endian::native == std::endian::big) word = __builtin_bswap64(word);
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
constexpr parsed_digits parse_digits_slowly(std::string_view text) noexcept {
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

// `parse_digits_slowly`, eight digits at a time where they stay within the first 19.
constexpr parsed_digits parse_digits(std::string_view text) noexcept {
  if (std::is_constant_evaluated()) return parse_digits_slowly(text);
  std::uint64_t value = 0;
  std::size_t i = 0;
  for (; i + 8 <= text.size() && i + 8 <= 19; i += 8) {
    const std::int64_t block = eight_digits(text.data() + i);
    if (block < 0) return parse_digits_slowly(text);
    value = value * 100000000 + static_cast<std::uint64_t>(block);
  }
  for (; i != text.size(); ++i) {
    const auto digit = static_cast<unsigned char>(text[i] - '0');
    if (digit > 9 || i >= 19) return parse_digits_slowly(text);
    value = value * 10 + digit;
  }
  return {value, text.size(), true, false};
}

// Reads exactly `Width` (<= 19) digits at `p`: straight-line blocks of 8, 4, 2 and 1 digits.
// Returns -1 when one is not a digit (`parse_digits_slowly` then says which).
template <std::size_t Width>
constexpr std::int64_t fixed_digits(const char* p) noexcept {
  std::int64_t value = 0;
  bool ok = true;
  std::size_t at = 0;
  if constexpr (Width >= 8) {
    if (!std::is_constant_evaluated()) {
      const auto add = [&](std::int64_t block) {
        ok = ok && block >= 0;
        value = value * 100000000 + block;
      };
      [&]<std::size_t... Block>(std::index_sequence<Block...>) {
        (add(eight_digits(p + 8 * Block)), ...);
      }
      (std::make_index_sequence<Width / 8>{});
      at = Width / 8 * 8;
    }
  }
  for (; at + 4 <= Width; at += 4) {
    const int four = digits_4(p + at);
    ok = ok && four >= 0;
    value = value * 10000 + four;
  }
  if (at + 2 <= Width) {
    const int two = digits_2(p + at);
    ok = ok && two >= 0;
    value = value * 100 + two;
    at += 2;
  }
  if (at < Width) {
    const unsigned one = static_cast<unsigned char>(p[at]) - unsigned{'0'};
    ok = ok && one <= 9;
    value = value * 10 + static_cast<int>(one);
  }
  return ok ? value : -1;
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
