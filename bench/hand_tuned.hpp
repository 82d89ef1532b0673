// keyplate benchmarks: hand-tuned pieces of encoders and decoders, what a careful engineer would
// write for one layout by hand. They accept and reject exactly what keyplate does (they only
// do not say where a value is wrong): ULID alphabet and case, dates that exist, digit counts and
// ranges. Each returns null (or false) on a bad value. String fields: hand_tuned_strings.hpp.
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace keyplate_bench::hand {

// A decoded ULID held inline, as keyplate's decode returns it. Left uninitialised on
// construction: the decoder writes its 26 bytes in place (copying a ULID assembled elsewhere
// from two overlapping 16-byte stores would stall on store forwarding).
struct ulid_chars {
  ulid_chars() noexcept {}  // NOLINT: no zero fill
  char text[26];
  operator std::string_view() const noexcept { return {text, 26}; }
};

// ---- ULID: 26 Crockford base32 characters, the first 0-7 ------------------------------------

#if defined(__SSE2__)
// Lanes of `x` in [low, high], for ASCII bounds: signed compares, so bytes >= 0x80 never match.
inline __m128i lanes_between(__m128i x, char low, char high) noexcept {
  return _mm_and_si128(_mm_cmpgt_epi8(x, _mm_set1_epi8(static_cast<char>(low - 1))),
                       _mm_cmplt_epi8(x, _mm_set1_epi8(static_cast<char>(high + 1))));
}

// Mask of the lanes of `x` that are uppercase Crockford digits.
inline unsigned crockford_lanes(__m128i x) noexcept {
  const __m128i excluded = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('I')), _mm_cmpeq_epi8(x, _mm_set1_epi8('L'))),
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8('O')), _mm_cmpeq_epi8(x, _mm_set1_epi8('U'))));
  const __m128i letters = _mm_andnot_si128(excluded, lanes_between(x, 'A', 'Z'));
  return static_cast<unsigned>(
      _mm_movemask_epi8(_mm_or_si128(letters, lanes_between(x, '0', '9'))));
}

inline __m128i ascii_upper(__m128i x) noexcept {
  return _mm_sub_epi8(x, _mm_and_si128(lanes_between(x, 'a', 'z'), _mm_set1_epi8(0x20)));
}
#else
// Uppercase form of each Crockford digit (either case), 0 for every other byte.
inline constexpr auto crockford_upper = [] {
  std::array<char, 256> table{};
  for (const char c : std::string_view("0123456789ABCDEFGHJKMNPQRSTVWXYZ")) {
    table[static_cast<unsigned char>(c)] = c;
    if (c >= 'A') table[static_cast<unsigned char>(c - 'A' + 'a')] = c;
  }
  return table;
}();
#endif

// Copies the 26 characters at `in` to `out`, uppercased when `AnyCase` (encoding); decoding
// accepts uppercase only. False when they are not a ULID.
template <bool AnyCase>
inline bool copy_ulid(char* out, const char* in) noexcept {
  if (static_cast<unsigned>(static_cast<unsigned char>(in[0])) - '0' > 7u) return false;
#if defined(__SSE2__)
  __m128i head = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in));
  __m128i tail = _mm_loadu_si128(reinterpret_cast<const __m128i*>(in + 10));
  if constexpr (AnyCase) {
    head = ascii_upper(head);
    tail = ascii_upper(tail);
  }
  if ((crockford_lanes(head) & crockford_lanes(tail)) != 0xFFFFu) return false;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), head);
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 10), tail);
#else
  for (std::size_t i = 0; i != 26; ++i) {
    const char upper = crockford_upper[static_cast<unsigned char>(in[i])];
    if (upper == 0 || (!AnyCase && upper != in[i])) return false;
    out[i] = upper;
  }
#endif
  return true;
}

inline char* encode_ulid(char* out, std::string_view id) noexcept {
  if (id.size() != 26 || !copy_ulid<true>(out, id.data())) return nullptr;
  return out + 26;
}

// ---- Decimal digits ---------------------------------------------------------------------------

inline constexpr auto digit_pairs = [] {
  std::array<char, 200> pairs{};
  for (std::size_t i = 0; i != 100; ++i) {
    pairs[2 * i] = static_cast<char>('0' + i / 10);
    pairs[2 * i + 1] = static_cast<char>('0' + i % 10);
  }
  return pairs;
}();

inline char* write_pair(char* out, std::uint32_t v) noexcept {
  std::memcpy(out, &digit_pairs[2 * v], 2);
  return out + 2;
}

// Eight digits of `v` < 10^8.
inline char* write_8(char* out, std::uint32_t v) noexcept {
  const std::uint32_t high = v / 10000, low = v % 10000;
  out = write_pair(out, high / 100);
  out = write_pair(out, high % 100);
  out = write_pair(out, low / 100);
  return write_pair(out, low % 100);
}

// Exactly ten digits (`uint<10>`); null when `v` needs more.
inline char* write_10(char* out, std::uint64_t v) noexcept {
  if (v > 9'999'999'999u) return nullptr;
  out = write_pair(out, static_cast<std::uint32_t>(v / 100'000'000));
  return write_8(out, static_cast<std::uint32_t>(v % 100'000'000));
}

inline constexpr auto powers_of_ten = [] {
  std::array<std::uint64_t, 20> powers{};
  std::uint64_t p = 1;
  for (std::uint64_t& power : powers) {
    power = p;
    p *= 10;
  }
  return powers;
}();

// Number of decimal digits of `v`: from its bit length (x * 1233 / 4096 is x * log10(2) rounded
// down, for x <= 64), corrected by one comparison. `v | 1` has as many digits as `v`.
inline std::size_t decimal_length(std::uint64_t v) noexcept {
  const std::uint64_t x = v | 1;
  const auto guess = static_cast<std::size_t>((64 - __builtin_clzll(x)) * 1233 >> 12);
  return guess + (x >= powers_of_ten[guess] ? 1 : 0);
}

// Plain decimal (`uint<>`): as many digits as `v` has.
inline char* write_decimal(char* out, std::uint64_t v) noexcept {
  char* end = out + decimal_length(v);
  char* p = end;
  while (v >= 100) {
    p -= 2;
    write_pair(p, static_cast<std::uint32_t>(v % 100));
    v /= 100;
  }
  if (v >= 10) {
    write_pair(p - 2, static_cast<std::uint32_t>(v));
  } else {
    p[-1] = static_cast<char>('0' + v);
  }
  return end;
}

// Reads `n` <= 19 digits; false on anything else.
inline bool read_digits(const char* in, std::size_t n, std::uint64_t& value) noexcept {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i != n; ++i) {
    const unsigned digit = static_cast<unsigned>(static_cast<unsigned char>(in[i])) - '0';
    if (digit > 9) return false;
    v = v * 10 + digit;
  }
  value = v;
  return true;
}

// Canonical plain decimal of a 64-bit value: 1-20 digits, no leading zero, at most 2^64-1.
inline bool read_decimal(std::string_view text, std::uint64_t& value) noexcept {
  if (text.empty() || text.size() > 20 || (text[0] == '0' && text.size() > 1)) return false;
  if (text.size() == 20 && text > std::string_view("18446744073709551615")) return false;
  if (text.size() < 20) return read_digits(text.data(), text.size(), value);
  std::uint64_t high = 0;
  if (!read_digits(text.data(), 19, high)) return false;
  const unsigned last = static_cast<unsigned>(static_cast<unsigned char>(text[19])) - '0';
  if (last > 9) return false;
  value = high * 10 + last;
  return true;
}

// ---- Dates: YYYY-MM-DD, years 0000-9999, dates that exist -------------------------------------

inline char* write_date(char* out, const std::chrono::year_month_day& date) noexcept {
  const int year = static_cast<int>(date.year());
  if (year < 0 || year > 9999 || !date.ok()) return nullptr;
  out = write_pair(out, static_cast<std::uint32_t>(year / 100));
  out = write_pair(out, static_cast<std::uint32_t>(year % 100));
  *out++ = '-';
  out = write_pair(out, static_cast<unsigned>(date.month()));
  *out++ = '-';
  return write_pair(out, static_cast<unsigned>(date.day()));
}

inline bool read_date(const char* in, std::chrono::year_month_day& date) noexcept {
  std::uint64_t year = 0, month = 0, day = 0;
  if (in[4] != '-' || in[7] != '-' || !read_digits(in, 4, year) || !read_digits(in + 5, 2, month) ||
      !read_digits(in + 8, 2, day)) {
    return false;
  }
  date = std::chrono::year{static_cast<int>(year)} /
         std::chrono::month{static_cast<unsigned>(month)} /
         std::chrono::day{static_cast<unsigned>(day)};
  return date.ok();
}

}  // namespace keyplate_bench::hand
