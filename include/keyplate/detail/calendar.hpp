// keyplate: calendar arithmetic for the date and timestamp codecs: reading and writing
// `YYYY-MM-DD`, which dates exist, and which texts can begin one.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "../result.hpp"
#include "config.hpp"
#include "digits.hpp"

namespace keyplate::detail {

inline constexpr std::chrono::sys_days first_day{std::chrono::year{0} / 1 / 1};
inline constexpr std::chrono::sys_days last_day{std::chrono::year{9999} / 12 / 31};

constexpr bool year_in_range(std::chrono::year year) noexcept {
  return static_cast<int>(year) >= 0 && static_cast<int>(year) <= 9999;
}

KEYPLATE_CLANG_INLINE constexpr bool is_leap_year(unsigned year) noexcept {
  return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
}

// Days in `month` (1-12) of `year` (proleptic Gregorian, as `std::chrono`).
KEYPLATE_CLANG_INLINE constexpr unsigned days_in_month(unsigned year, unsigned month) noexcept {
  constexpr unsigned char days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return month == 2 && is_leap_year(year) ? 29 : days[month - 1];
}

// Reads `YYYY-MM-DD` at the start of `text` (which has at least 10 bytes); offsets in errors are
// relative to `text`: the first byte that is not a digit or dash where one belongs, else the
// month (5) or the day (8) that does not exist.
KEYPLATE_CLANG_INLINE constexpr result<std::chrono::year_month_day> parse_date(
    std::string_view text) noexcept {
  const int year = digits_4(text.data());
  const int month = digits_2(text.data() + 5);
  const int day = digits_2(text.data() + 8);
  if ((year | month | day) < 0 || text[4] != '-' || text[7] != '-') {
    for (std::size_t i = 0;; ++i) {
      const bool ok = (i == 4 || i == 7) ? text[i] == '-' : is_digit(text[i]);
      if (!ok) return codec_error(error_code::invalid_character, i);
    }
  }
  if (month < 1 || month > 12) return codec_error(error_code::invalid_date, 5);
  if (day < 1 || static_cast<unsigned>(day) >
                     days_in_month(static_cast<unsigned>(year), static_cast<unsigned>(month))) {
    return codec_error(error_code::invalid_date, 8);
  }
  return std::chrono::year_month_day{std::chrono::year{year},
                                     std::chrono::month{static_cast<unsigned>(month)},
                                     std::chrono::day{static_cast<unsigned>(day)}};
}

// Writes `YYYY-MM-DD`; the caller has checked that the date exists and its year is in 0..9999.
KEYPLATE_ALWAYS_INLINE constexpr char* write_date(char* out,
                                                  const std::chrono::year_month_day& ymd) noexcept {
  const auto year = static_cast<unsigned>(static_cast<int>(ymd.year()));
  write_pair(out, year / 100);
  write_pair(out + 2, year % 100);
  out[4] = '-';
  write_pair(out + 5, static_cast<unsigned>(ymd.month()));
  out[7] = '-';
  write_pair(out + 8, static_cast<unsigned>(ymd.day()));
  return out + 10;
}

// True when `text` agrees with `candidate` wherever both have a byte from offset `at` on.
constexpr bool agrees(std::string_view text, std::size_t at, std::string_view candidate) noexcept {
  for (std::size_t i = 0; i != candidate.size() && at + i < text.size(); ++i) {
    if (text[at + i] != candidate[i]) return false;
  }
  return true;
}

// True when `text` is how some canonical `YYYY-MM-DD` begins: digits and dashes in place, and,
// once the year is complete, some month and day that exist in that year agree with the rest.
constexpr bool is_date_prefix(std::string_view text) noexcept {
  for (std::size_t i = 0; i != text.size() && i != 10; ++i) {
    const bool ok = (i == 4 || i == 7) ? text[i] == '-' : is_digit(text[i]);
    if (!ok) return false;
  }
  if (text.size() <= 5) return true;
  const auto year = static_cast<unsigned>(digits_value(text, 0, 4));
  for (unsigned month = 1; month <= 12; ++month) {
    for (unsigned day = 1; day <= days_in_month(year, month); ++day) {
      char digits[5] = {};
      write_pair(digits, month);
      digits[2] = '-';
      write_pair(digits + 3, day);
      if (agrees(text, 5, {digits, 5})) return true;
    }
  }
  return false;
}

}  // namespace keyplate::detail
