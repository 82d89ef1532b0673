// keyplate: `date`, calendar dates as `YYYY-MM-DD` (years 0000-9999).
#pragma once

#include <chrono>
#include <cstddef>
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
    return static_cast<unsigned>(parse_digits(text.substr(at, n)).value);
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

  static constexpr result<std::chrono::year_month_day> decode(std::string_view text) noexcept {
    if (text.size() != 10) return error{error_code::invalid_length, {}, text.size()};
    return detail::parse_date(text);
  }
};

}  // namespace keyplate
