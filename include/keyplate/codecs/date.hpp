// keyplate: `date`, calendar dates as `YYYY-MM-DD` (years 0000-9999).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string_view>

#include "../codec.hpp"
#include "../detail/digits.hpp"

namespace keyplate {

namespace detail {
// Reads `YYYY-MM-DD` at the start of `text` (which has at least 10 bytes); offsets in errors are
// relative to `text`. Shared by `date` and `timestamp`.
constexpr result<std::chrono::year_month_day> parse_date(std::string_view text) noexcept {
  for (std::size_t i = 0; i != 10; ++i) {
    const bool ok = (i == 4 || i == 7) ? text[i] == '-' : is_digit(text[i]);
    if (!ok) return error{error_code::invalid_character, {}, i};
  }
  const auto number = [&](std::size_t at, std::size_t n) {
    return static_cast<unsigned>(digits_value(text, at, n));
  };
  const std::chrono::year year{static_cast<int>(number(0, 4))};
  const std::chrono::month month{number(5, 2)};
  if (!month.ok()) return error{error_code::invalid_date, {}, 5};
  const std::chrono::year_month_day ymd{year, month, std::chrono::day{number(8, 2)}};
  if (!ymd.ok()) return error{error_code::invalid_date, {}, 8};
  return ymd;
}

// Writes `YYYY-MM-DD`; the caller has checked that the year is in 0..9999.
constexpr char* write_date(char* out, const std::chrono::year_month_day& ymd) noexcept {
  out = write_digits(out, static_cast<unsigned>(static_cast<int>(ymd.year())), 4);
  *out++ = '-';
  out = write_digits(out, static_cast<unsigned>(ymd.month()), 2);
  *out++ = '-';
  return write_digits(out, static_cast<unsigned>(ymd.day()), 2);
}

constexpr bool year_in_range(std::chrono::year year) noexcept {
  return static_cast<int>(year) >= 0 && static_cast<int>(year) <= 9999;
}

inline constexpr std::chrono::sys_days first_day{std::chrono::year{0} / 1 / 1};
inline constexpr std::chrono::sys_days last_day{std::chrono::year{9999} / 12 / 31};

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
  const auto year = static_cast<int>(digits_value(text, 0, 4));
  for (unsigned month = 1; month <= 12; ++month) {
    for (unsigned day = 1; day <= 31; ++day) {
      const std::chrono::year_month_day ymd{std::chrono::year{year}, std::chrono::month{month},
                                            std::chrono::day{day}};
      char digits[5] = {};
      write_digits(digits, month, 2);
      digits[2] = '-';
      write_digits(digits + 3, day, 2);
      if (ymd.ok() && agrees(text, 5, {digits, 5})) return true;
    }
  }
  return false;
}
}  // namespace detail

/// Calendar date field, `YYYY-MM-DD`, from `std::chrono::year_month_day`. Only dates that exist
/// (leap years included) in years 0000-9999; anything else is an error, never clamped.
///
/// **Example**: `2026y / 10 / 1d` is written `"2026-10-01"`; `2026y / 2 / 30d` is `invalid_date`.
struct date {
  using value_type = std::chrono::year_month_day;
  using input_type = std::chrono::year_month_day;
  static constexpr std::size_t min_size = 10;
  static constexpr std::size_t max_size = 10;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out,
                                        const std::chrono::year_month_day& value) noexcept {
    if (!detail::year_in_range(value.year())) return error{error_code::out_of_range, {}, 0};
    if (!value.ok()) return error{error_code::invalid_date, {}, 0};
    return detail::write_date(out, value);
  }

  /// A leading part of the text (`kp::partial("2026-10")` selects October 2026): it must begin
  /// some valid date.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (text.size() > 10) return error{error_code::too_long, {}, 10};
    if (!detail::is_date_prefix(text)) return error{error_code::invalid_date, {}, 0};
    for (const char c : text) *out++ = c;
    return out;
  }

  static constexpr std::array<char_run, 7> shape{{{detail::digit_bytes, 4, 4},
                                                  {byte_set::of("-"), 1, 1},
                                                  {byte_set::range('0', '1'), 1, 1},
                                                  {detail::digit_bytes, 1, 1},
                                                  {byte_set::of("-"), 1, 1},
                                                  {byte_set::range('0', '3'), 1, 1},
                                                  {detail::digit_bytes, 1, 1}}};

  static constexpr std::optional<std::chrono::year_month_day> successor(
      const std::chrono::year_month_day& value) noexcept {
    const std::chrono::sys_days day{value};
    if (day >= detail::last_day) return std::nullopt;
    return std::chrono::year_month_day{day + std::chrono::days{1}};
  }
  static constexpr std::optional<std::chrono::year_month_day> predecessor(
      const std::chrono::year_month_day& value) noexcept {
    const std::chrono::sys_days day{value};
    if (day <= detail::first_day) return std::nullopt;
    return std::chrono::year_month_day{day - std::chrono::days{1}};
  }
  static constexpr std::chrono::year_month_day greatest() noexcept {
    return std::chrono::year_month_day{detail::last_day};
  }

  static constexpr result<std::chrono::year_month_day> decode(std::string_view text) noexcept {
    if (text.size() != 10) return error{error_code::invalid_length, {}, text.size()};
    return detail::parse_date(text);
  }
};

}  // namespace keyplate
