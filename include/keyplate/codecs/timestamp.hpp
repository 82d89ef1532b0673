// keyplate: `timestamp<D>`, UTC instants as fixed-width ISO-8601 text.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <ratio>
#include <string_view>
#include <type_traits>

#include "../codec.hpp"
#include "../detail/digits.hpp"
#include "date.hpp"

namespace keyplate {

namespace detail {
// Number of fraction digits written for a precision, or -1 for an unsupported one.
template <class Duration>
constexpr int fraction_digits() {
  using period = typename Duration::period;
  if (std::is_same_v<period, std::ratio<1>>) return 0;
  if (std::is_same_v<period, std::milli>) return 3;
  if (std::is_same_v<period, std::micro>) return 6;
  return -1;
}
}  // namespace detail

/// UTC timestamp field from `std::chrono::sys_time<Duration>`, fixed width per precision:
/// seconds `YYYY-MM-DDTHH:MM:SSZ` (20), milliseconds `YYYY-MM-DDTHH:MM:SS.mmmZ` (24),
/// microseconds `YYYY-MM-DDTHH:MM:SS.uuuuuuZ` (27). Years 0000-9999; outside is `out_of_range`.
///
/// **Example**: `timestamp<std::chrono::milliseconds>` writes `"2026-10-01T12:30:00.250Z"`.
template <class Duration = std::chrono::seconds>
struct timestamp {
  static constexpr int digits = detail::fraction_digits<Duration>();
  static_assert(digits >= 0,
                "keyplate: timestamp<D> supports std::chrono::seconds, milliseconds and "
                "microseconds");
  static_assert(std::is_integral_v<typename Duration::rep>,
                "keyplate: timestamp<D> needs an integral duration");

  using value_type = std::chrono::sys_time<Duration>;
  using input_type = std::chrono::sys_time<Duration>;
  static constexpr std::size_t min_size = digits == 0 ? 20 : 21 + digits;
  static constexpr std::size_t max_size = min_size;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out, value_type value) noexcept {
    using namespace std::chrono;
    // Compare day counts before building a year_month_day, whose year is only 16 bits wide and
    // would wrap far-away instants into range.
    constexpr sys_days first_day{year{0} / January / 1};
    constexpr sys_days last_day{year{9999} / December / 31};
    const sys_days day = floor<days>(value);
    if (day < first_day || day > last_day) return error{error_code::out_of_range, {}, 0};
    const year_month_day ymd{day};
    const auto since_midnight = value - day;  // in [0, 24h)
    const hh_mm_ss<Duration> time{since_midnight};
    out = detail::write_date(out, ymd);
    *out++ = 'T';
    out = detail::write_digits(out, static_cast<std::uint64_t>(time.hours().count()), 2);
    *out++ = ':';
    out = detail::write_digits(out, static_cast<std::uint64_t>(time.minutes().count()), 2);
    *out++ = ':';
    out = detail::write_digits(out, static_cast<std::uint64_t>(time.seconds().count()), 2);
    if constexpr (digits > 0) {
      *out++ = '.';
      out =
          detail::write_digits(out, static_cast<std::uint64_t>(time.subseconds().count()), digits);
    }
    *out++ = 'Z';
    return out;
  }

  static constexpr result<value_type> decode(std::string_view text) noexcept {
    using namespace std::chrono;
    if (text.size() != max_size) return error{error_code::invalid_length, {}, text.size()};
    const auto date_part = detail::parse_date(text);
    if (!date_part && date_part.error().code == error_code::invalid_character) {
      return date_part.error();
    }
    // The shape first (every separator and digit), so that an invalid date inside a malformed
    // text reports the first malformed byte.
    for (std::size_t i = 10; i != text.size(); ++i) {
      const char expected = i == 10                   ? 'T'
                            : (i == 13 || i == 16)    ? ':'
                            : (i == 19 && digits > 0) ? '.'
                            : i + 1 == text.size()    ? 'Z'
                                                      : '0';
      const bool ok = expected == '0' ? detail::is_digit(text[i]) : text[i] == expected;
      if (!ok) return error{error_code::invalid_character, {}, i};
    }
    if (!date_part) return date_part.error();
    const auto number = [&](std::size_t at, std::size_t n) {
      return detail::parse_digits(text.substr(at, n)).value;
    };
    const std::uint64_t h = number(11, 2), m = number(14, 2), s = number(17, 2);
    if (h > 23) return error{error_code::invalid_time, {}, 11};
    if (m > 59) return error{error_code::invalid_time, {}, 14};
    if (s > 59) return error{error_code::invalid_time, {}, 17};
    const std::uint64_t fraction = digits > 0 ? number(20, static_cast<std::size_t>(digits)) : 0;
    return sys_days{*date_part} + hours{h} + minutes{m} + seconds{s} + Duration{fraction};
  }
};

}  // namespace keyplate
