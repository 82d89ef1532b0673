// keyplate: `timestamp<D>`, UTC instants as fixed-width ISO-8601 text.
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <ratio>
#include <string>
#include <string_view>
#include <type_traits>

#include "../codec.hpp"
#include "../detail/calendar.hpp"
#include "../detail/config.hpp"
#include "../detail/digits.hpp"

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

// `fraction_digits`, after checking the duration (in a function, so a bad duration is one
// error: see string.hpp).
template <class Duration>
constexpr int checked_fraction_digits() {
  constexpr bool supported = fraction_digits<Duration>() >= 0;
  static_assert(supported,
                "keyplate: timestamp<D> supports std::chrono::seconds, milliseconds and "
                "microseconds");
  constexpr bool integral = std::is_integral_v<typename Duration::rep>;
  static_assert(!supported || integral, "keyplate: timestamp<D> needs an integral duration");
  return supported && integral ? fraction_digits<Duration>() : 0;
}
}  // namespace detail

/// UTC timestamp field from `std::chrono::sys_time<Duration>`, fixed width per precision:
/// seconds `YYYY-MM-DDTHH:MM:SSZ` (20), milliseconds `YYYY-MM-DDTHH:MM:SS.mmmZ` (24),
/// microseconds `YYYY-MM-DDTHH:MM:SS.uuuuuuZ` (27). Years 0000-9999; outside is `out_of_range`.
/// The item attribute is the same text (`S`).
///
/// **Example**: `timestamp<std::chrono::milliseconds>` writes `"2026-10-01T12:30:00.250Z"`.
template <class Duration = std::chrono::seconds>
struct timestamp {
  static constexpr int digits = detail::checked_fraction_digits<Duration>();

  using value_type = std::chrono::sys_time<Duration>;
  using input_type = std::chrono::sys_time<Duration>;
  static constexpr std::size_t min_size = digits == 0 ? 20 : 21 + digits;
  static constexpr std::size_t max_size = min_size;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = digits == 0   ? "timestamp<s>"
                                           : digits == 3 ? "timestamp<ms>"
                                                         : "timestamp<us>";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               value_type value) noexcept {
    using namespace std::chrono;
    // Range-check in the caller's own duration first: `days` may be 32 bits (libc++) and a
    // year_month_day's year is 16 bits, so converting a far-away instant would wrap into range.
    if (value < value_type{detail::first_day} || value > greatest()) {
      return codec_error(error_code::out_of_range);
    }
    const sys_days day = floor<days>(value);
    const year_month_day ymd{day};
    const auto since_midnight = value - day;  // in [0, 24h)
    const hh_mm_ss<Duration> time{since_midnight};
    out = detail::write_date(out, ymd);
    *out++ = 'T';
    out = detail::write_digits<2>(out, static_cast<std::uint64_t>(time.hours().count()));
    *out++ = ':';
    out = detail::write_digits<2>(out, static_cast<std::uint64_t>(time.minutes().count()));
    *out++ = ':';
    out = detail::write_digits<2>(out, static_cast<std::uint64_t>(time.seconds().count()));
    if constexpr (digits > 0) {
      *out++ = '.';
      out = detail::write_digits<static_cast<std::size_t>(digits)>(
          out, static_cast<std::uint64_t>(time.subseconds().count()));
    }
    *out++ = 'Z';
    return out;
  }

  /// A leading part of the text (`kp::partial("2026-10-01T12")` selects that hour): it must
  /// begin some valid timestamp of this precision.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (text.size() > max_size) return codec_error(error_code::too_long, max_size);
    if (!detail::is_date_prefix(text.substr(0, 10))) {
      return codec_error(error_code::invalid_date);
    }
    for (std::size_t i = 10; i < text.size(); ++i) {
      if (!matches_shape(i, text[i])) return codec_error(error_code::invalid_character, i);
    }
    // Hours, minutes and seconds are independent: each must agree with some valid value.
    constexpr std::size_t starts[] = {11, 14, 17};
    constexpr unsigned limits[] = {23, 59, 59};
    for (std::size_t part = 0; part != 3; ++part) {
      bool possible = false;
      for (unsigned v = 0; v <= limits[part] && !possible; ++v) {
        char digits[2] = {};
        detail::write_pair(digits, v);
        possible = detail::agrees(text, starts[part], {digits, 2});
      }
      if (!possible) return codec_error(error_code::invalid_time, starts[part]);
    }
    for (const char c : text) *out++ = c;
    return out;
  }

  static constexpr auto shape = [] {
    const byte_set digit = detail::digit_bytes;
    std::array<char_run, (digits > 0 ? 19 : 17)> runs{};
    std::size_t n = 0;
    const auto add = [&](byte_set bytes, std::size_t count) { runs[n++] = {bytes, count, count}; };
    add(digit, 4);
    for (const char* part : {"01", "03"}) {  // -MM and -DD: first digits 0-1 and 0-3
      add(byte_set::of("-"), 1);
      add(byte_set::range(static_cast<unsigned char>(part[0]), static_cast<unsigned char>(part[1])),
          1);
      add(digit, 1);
    }
    add(byte_set::of("T"), 1);
    add(byte_set::range('0', '2'), 1);
    add(digit, 1);
    for (int part = 0; part != 2; ++part) {  // :MM and :SS
      add(byte_set::of(":"), 1);
      add(byte_set::range('0', '5'), 1);
      add(digit, 1);
    }
    if constexpr (digits > 0) {
      add(byte_set::of("."), 1);
      add(digit, static_cast<std::size_t>(digits));
    }
    add(byte_set::of("Z"), 1);
    return runs;
  }();

  static constexpr std::optional<value_type> successor(value_type value) noexcept {
    if (value >= greatest()) return std::nullopt;
    return value + Duration{1};
  }
  static constexpr std::optional<value_type> predecessor(value_type value) noexcept {
    if (value <= value_type{detail::first_day}) return std::nullopt;
    return value - Duration{1};
  }
  /// 9999-12-31T23:59:59 and as many nines as the precision has.
  static constexpr value_type greatest() noexcept {
    return value_type{detail::last_day + std::chrono::days{1}} - Duration{1};
  }

  KEYPLATE_CLANG_INLINE static constexpr result<value_type> decode(std::string_view text) noexcept {
    using namespace std::chrono;
    if (text.size() != max_size) return codec_error(error_code::invalid_length, text.size());
    const auto date_part = detail::parse_date(text);
    if (!date_part && date_part.error().code == error_code::invalid_character) {
      return date_part.error();
    }
    // The shape first (every separator and digit), so that an invalid date inside a malformed
    // text reports the first malformed byte.
    for (std::size_t i = 10; i != text.size(); ++i) {
      if (!matches_shape(i, text[i])) return codec_error(error_code::invalid_character, i);
    }
    if (!date_part) return date_part.error();
    const auto number = [&](std::size_t at, std::size_t n) {
      return detail::digits_value(text, at, n);
    };
    const std::uint64_t h = number(11, 2), m = number(14, 2), s = number(17, 2);
    if (h > 23) return codec_error(error_code::invalid_time, 11);
    if (m > 59) return codec_error(error_code::invalid_time, 14);
    if (s > 59) return codec_error(error_code::invalid_time, 17);
    const std::uint64_t fraction = digits > 0 ? number(20, static_cast<std::size_t>(digits)) : 0;
    return sys_days{*date_part} + hours{h} + minutes{m} + seconds{s} + Duration{fraction};
  }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  /// The ISO-8601 text, as in the key.
  static std::string to_attribute(const value_type& value) {
    char text[max_size];
    const result<char*> end = encode(text, value);
    return end ? std::string(text, *end) : std::string();
  }
  static result<value_type> from_attribute(std::string_view text) { return decode(text); }

 private:
  // The byte expected at offset `i >= 10` of the text: separators, or any digit.
  KEYPLATE_CLANG_INLINE static constexpr bool matches_shape(std::size_t i, char c) noexcept {
    const char expected = i == 10                   ? 'T'
                          : (i == 13 || i == 16)    ? ':'
                          : (i == 19 && digits > 0) ? '.'
                          : i + 1 == max_size       ? 'Z'
                                                    : '0';
    return expected == '0' ? detail::is_digit(c) : c == expected;
  }
};

}  // namespace keyplate
