// keyplate: `int64`, signed 64-bit integers in a fixed 20-character order-preserving form.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string_view>

#include "../codec.hpp"
#include "../detail/digits.hpp"
#include "../detail/integer.hpp"

namespace keyplate {

/// Signed 64-bit field, always 20 characters, ordered like the numbers. `v >= 0` is 20 digits,
/// zero-padded; `v < 0` is `-` and the 19-digit zero-padded `v - INT64_MIN` (`-` sorts before
/// every digit, and larger negatives get larger offsets).
///
/// **Example**: `-1` -> `"-9223372036854775807"`, `42` -> `"00000000000000000042"`.
struct int64 {
  using value_type = std::int64_t;
  /// Any integer type; values outside the `std::int64_t` range are `out_of_range`.
  using input_type = detail::integer_argument;
  static constexpr std::size_t min_size = 20;
  static constexpr std::size_t max_size = 20;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out, detail::integer_argument input) noexcept {
    constexpr std::uint64_t two_to_63 = std::uint64_t{1} << 63;
    if (input.exceeds_64_bits) return error{error_code::out_of_range, {}, 0};
    if (!input.negative) {
      if (input.magnitude >= two_to_63) return error{error_code::out_of_range, {}, 0};
      return detail::write_digits(out, input.magnitude, 20);
    }
    if (input.magnitude > two_to_63) return error{error_code::out_of_range, {}, 0};
    *out = '-';
    // v - INT64_MIN == 2^63 - |v| for negative v.
    return detail::write_digits(out + 1, two_to_63 - input.magnitude, 19);
  }

  static constexpr std::array<char_run, 2> shape{
      {{byte_set::of("-0123456789"), 1, 1}, {detail::digit_bytes, 19, 19}}};

  static constexpr std::optional<std::int64_t> successor(std::int64_t value) noexcept {
    if (value == std::numeric_limits<std::int64_t>::max()) return std::nullopt;
    return value + 1;
  }
  static constexpr std::optional<std::int64_t> predecessor(std::int64_t value) noexcept {
    if (value == std::numeric_limits<std::int64_t>::min()) return std::nullopt;
    return value - 1;
  }
  static constexpr std::int64_t greatest() noexcept {
    return std::numeric_limits<std::int64_t>::max();
  }

  static constexpr result<std::int64_t> decode(std::string_view text) noexcept {
    if (text.size() != 20) return error{error_code::invalid_length, {}, text.size()};
    constexpr std::uint64_t int64_max = (std::uint64_t{1} << 63) - 1;
    const bool negative = text[0] == '-';
    const detail::parsed_digits digits = detail::parse_digits(text.substr(negative ? 1u : 0u));
    if (digits.overflow) return error{error_code::out_of_range, {}, digits.bad};
    if (!digits.ok) return error{error_code::invalid_character, {}, digits.bad + negative};
    if (digits.value > int64_max) return error{error_code::out_of_range, {}, 0};
    if (!negative) return static_cast<std::int64_t>(digits.value);
    return static_cast<std::int64_t>(digits.value + (std::uint64_t{1} << 63));
  }
};

}  // namespace keyplate
