// keyplate: `int64`, signed 64-bit integers in a fixed 20-character order-preserving form.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/config.hpp"
#include "../detail/digits.hpp"
#include "../integer_argument.hpp"
#include "uint.hpp"

namespace keyplate {

namespace detail {
// What `int64` is, as a template over its value type (always `std::int64_t`): see
// `deferred` in codec.hpp.
template <class Value>
struct int64_codec {
  using value_type = Value;
  /// Any integer type; values outside the `std::int64_t` range are `out_of_range`.
  using input_type = integer_argument;
  static constexpr std::size_t min_size = 20;
  static constexpr std::size_t max_size = 20;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "int64";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               integer_argument input) noexcept {
    constexpr std::uint64_t two_to_63 = std::uint64_t{1} << 63;
    if (input.exceeds_64_bits) return codec_error(error_code::out_of_range);
    if (!input.negative) {
      if (input.magnitude >= two_to_63) return codec_error(error_code::out_of_range);
      return detail::write_digits<20>(out, input.magnitude);
    }
    if (input.magnitude > two_to_63) return codec_error(error_code::out_of_range);
    *out = '-';
    // v - INT64_MIN == 2^63 - |v| for negative v.
    return detail::write_digits<19>(out + 1, two_to_63 - input.magnitude);
  }

  static constexpr std::array<char_run, 2> shape{
      {{byte_set::of("-0123456789"), 1, 1}, {detail::digit_bytes, 19, 19}}};

  static constexpr std::optional<value_type> successor(value_type value) noexcept {
    if (value == INT64_MAX) return std::nullopt;
    return value + 1;
  }
  static constexpr std::optional<value_type> predecessor(value_type value) noexcept {
    if (value == INT64_MIN) return std::nullopt;
    return value - 1;
  }
  static constexpr value_type greatest() noexcept { return INT64_MAX; }

  KEYPLATE_CLANG_INLINE static constexpr result<value_type> decode(std::string_view text) noexcept {
    if (text.size() != 20) return codec_error(error_code::invalid_length, text.size());
    constexpr std::uint64_t int64_max = (std::uint64_t{1} << 63) - 1;
    const bool negative = text[0] == '-';
    const detail::parsed_digits digits = detail::parse_digits(text.substr(negative ? 1u : 0u));
    if (digits.overflow) return codec_error(error_code::out_of_range, digits.bad);
    if (!digits.ok) return codec_error(error_code::invalid_character, digits.bad + negative);
    if (digits.value > int64_max) return codec_error(error_code::out_of_range);
    if (!negative) return static_cast<std::int64_t>(digits.value);
    return static_cast<std::int64_t>(digits.value + (std::uint64_t{1} << 63));
  }

  static constexpr attribute_kind attribute_type = attribute_kind::N;
  /// Plain decimal: `"-42"`, `"0"`.
  static std::string to_attribute(value_type value) {
    const bool negative = value < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t{0} - static_cast<std::uint64_t>(value)
                                             : static_cast<std::uint64_t>(value);
    return detail::decimal_text(magnitude, negative);
  }
  /// Plain decimal, `-` for negatives (never `-0`), within the 64-bit range.
  static result<value_type> from_attribute(std::string_view text) {
    const bool negative = !text.empty() && text[0] == '-';
    const result<std::uint64_t> magnitude = detail::read_decimal(text.substr(negative ? 1 : 0));
    if (!magnitude) {
      error e = magnitude.error();
      e.offset += negative;
      return e;
    }
    constexpr std::uint64_t two_to_63 = std::uint64_t{1} << 63;
    if (negative && *magnitude == 0) return codec_error(error_code::not_canonical);
    if (*magnitude > two_to_63 - (negative ? 0 : 1)) return codec_error(error_code::out_of_range);
    return negative ? static_cast<std::int64_t>(std::uint64_t{0} - *magnitude)
                    : static_cast<std::int64_t>(*magnitude);
  }
};
}  // namespace detail

/// Signed 64-bit field, always 20 characters, ordered like the numbers. `v >= 0` is 20 digits,
/// zero-padded; `v < 0` is `-` and the 19-digit zero-padded `v - INT64_MIN` (`-` sorts before
/// every digit, and larger negatives get larger offsets). The item attribute is the number
/// (`N`, plain decimal).
///
/// **Example**: `-1` -> `"-9223372036854775807"`, `42` -> `"00000000000000000042"`.
struct int64 : detail::int64_codec<std::int64_t> {};

}  // namespace keyplate
