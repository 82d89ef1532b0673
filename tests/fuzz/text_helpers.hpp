// Fuzzing: small text helpers written apart from the library, for the reference model: UTF-8
// validation, decimal digits, and the proleptic Gregorian calendar of dates and timestamps.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace keyplate_fuzz {

inline constexpr std::size_t none = static_cast<std::size_t>(-1);

// Offset of the first byte that does not begin a well-formed UTF-8 sequence (decoding each code
// point and rejecting overlong forms, surrogates and values above U+10FFFF), or `none`.
inline std::size_t first_bad_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto lead = static_cast<unsigned char>(s[i]);
    std::size_t length = 1;
    char32_t cp = lead, least = 0;
    if (lead >= 0x80) {
      if ((lead & 0xE0) == 0xC0) {
        length = 2, cp = lead & 0x1F, least = 0x80;
      } else if ((lead & 0xF0) == 0xE0) {
        length = 3, cp = lead & 0x0F, least = 0x800;
      } else if ((lead & 0xF8) == 0xF0) {
        length = 4, cp = lead & 0x07, least = 0x10000;
      } else {
        return i;
      }
      if (s.size() - i < length) return i;
      for (std::size_t k = 1; k != length; ++k) {
        const auto next = static_cast<unsigned char>(s[i + k]);
        if ((next & 0xC0) != 0x80) return i;
        cp = (cp << 6) | (next & 0x3F);
      }
      if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return i;
    }
    i += length;
  }
  return none;
}

inline bool all_digits(std::string_view s) {
  for (const char c : s) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// Decimal value of at most 20 digits, or nothing when it needs more than 64 bits.
inline std::optional<std::uint64_t> decimal(std::string_view digits) {
  std::uint64_t v = 0;
  for (const char c : digits) {
    if (__builtin_mul_overflow(v, 10u, &v) ||
        __builtin_add_overflow(v, static_cast<unsigned>(c - '0'), &v)) {
      return std::nullopt;
    }
  }
  return v;
}

inline std::string padded(std::uint64_t v, std::size_t width) {
  std::string text = std::to_string(v);
  if (text.size() < width) text.insert(0, width - text.size(), '0');
  return text;
}

// ---- calendar (proleptic Gregorian, year 0 is a leap year) ------------------------------------
inline bool is_leap(long long y) {
  return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}
inline unsigned days_in_month(long long y, unsigned m) {
  constexpr unsigned days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : days[m - 1];
}
// Days from 1970-01-01 to y-m-d (0 <= y), counting whole years, then whole months.
inline long long days_since_epoch(long long y, unsigned m, unsigned d) {
  long long days = 365 * y + (y + 3) / 4 - (y + 99) / 100 + (y + 399) / 400;  // to y-01-01
  for (unsigned month = 1; month < m; ++month) days += days_in_month(y, month);
  return days + (d - 1) - 719528;  // 719528: days from 0000-01-01 to 1970-01-01
}

struct civil {
  long long y = 0;
  unsigned m = 1, d = 1;
  friend auto operator<=>(const civil&, const civil&) = default;
};
inline civil civil_from_days(long long days) {  // inverse of days_since_epoch, years 0-9999
  long long y = (days + 719528) * 400 / 146097;
  while (days_since_epoch(y, 1, 1) > days) --y;
  while (days_since_epoch(y + 1, 1, 1) <= days) ++y;
  long long left = days - days_since_epoch(y, 1, 1);
  unsigned m = 1;
  while (left >= days_in_month(y, m)) left -= days_in_month(y, m++);
  return {y, m, static_cast<unsigned>(left + 1)};
}
inline std::string date_text(const civil& c) {
  return padded(static_cast<std::uint64_t>(c.y), 4) + '-' + padded(c.m, 2) + '-' + padded(c.d, 2);
}
inline std::optional<civil> parse_date(std::string_view t) {
  if (t.size() != 10 || t[4] != '-' || t[7] != '-') return std::nullopt;
  if (!all_digits(t.substr(0, 4)) || !all_digits(t.substr(5, 2)) || !all_digits(t.substr(8, 2)))
    return std::nullopt;
  const civil c{static_cast<long long>(*decimal(t.substr(0, 4))),
                static_cast<unsigned>(*decimal(t.substr(5, 2))),
                static_cast<unsigned>(*decimal(t.substr(8, 2)))};
  if (c.m < 1 || c.m > 12 || c.d < 1 || c.d > days_in_month(c.y, c.m)) return std::nullopt;
  return c;
}

}  // namespace keyplate_fuzz
