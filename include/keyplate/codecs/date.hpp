// keyplate: `date`, calendar dates as `YYYY-MM-DD` (years 0000-9999).
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/calendar.hpp"
#include "../detail/config.hpp"
#include "../detail/digits.hpp"

namespace keyplate {

namespace detail {
// What `date` is, as a template over its value type (always `std::chrono::year_month_day`): see
// `deferred` in codec.hpp.
template <class Value>
struct date_codec {
  using value_type = Value;
  using input_type = std::chrono::year_month_day;
  static constexpr std::size_t min_size = 10;
  static constexpr std::size_t max_size = 10;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "date";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               const value_type& value) noexcept {
    if (!detail::year_in_range(value.year())) return codec_error(error_code::out_of_range);
    if (!value.ok()) return codec_error(error_code::invalid_date);
    return detail::write_date(out, value);
  }

  /// A leading part of the text (`kp::partial("2026-10")` selects October 2026): it must begin
  /// some valid date.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (text.size() > 10) return codec_error(error_code::too_long, 10);
    if (!detail::is_date_prefix(text)) return codec_error(error_code::invalid_date);
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

  static constexpr std::optional<value_type> successor(const value_type& value) noexcept {
    const std::chrono::sys_days day{value};
    if (day >= detail::last_day) return std::nullopt;
    return value_type{day + std::chrono::days{1}};
  }
  static constexpr std::optional<value_type> predecessor(const value_type& value) noexcept {
    const std::chrono::sys_days day{value};
    if (day <= detail::first_day) return std::nullopt;
    return value_type{day - std::chrono::days{1}};
  }
  static constexpr value_type greatest() noexcept { return value_type{detail::last_day}; }

  KEYPLATE_CLANG_INLINE static constexpr result<value_type> decode(std::string_view text) noexcept {
    if (text.size() != 10) return codec_error(error_code::invalid_length, text.size());
    return detail::parse_date(text);
  }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  /// `YYYY-MM-DD`, as in the key.
  static std::string to_attribute(const value_type& value) {
    char text[10];
    detail::write_date(text, value);
    return std::string(text, 10);
  }
  static result<value_type> from_attribute(std::string_view text) { return decode(text); }
};
}  // namespace detail

/// Calendar date field, `YYYY-MM-DD`, from `std::chrono::year_month_day`. Only dates that exist
/// (leap years included) in years 0000-9999; anything else is an error, never clamped. The item
/// attribute is the same text (`S`).
///
/// **Example**: `2026y / 10 / 1d` is written `"2026-10-01"`; `2026y / 2 / 30d` is `invalid_date`.
struct date : detail::date_codec<std::chrono::year_month_day> {};

}  // namespace keyplate
