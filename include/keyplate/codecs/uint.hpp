// keyplate: unsigned integers, `uint<W>` (exactly W zero-padded digits, order-preserving) and
// `uint<>` (plain decimal, variable width, not order-preserving).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "../codec.hpp"
#include "../detail/digits.hpp"
#include "../detail/integer.hpp"

namespace keyplate {

/// Unsigned integer field. `uint<W>` (1 <= W <= 20) writes exactly W digits, zero-padded, so
/// numeric order is byte order; a value needing more than W digits is an `out_of_range` error,
/// never truncated. `uint<>` writes plain decimal (no leading zeros): fine for partition keys,
/// but `10` sorts before `9`, so layouts using it are not `order_preserving`.
///
/// **Example**: `key<"ORDER#{n}", uint<10>>::encode(42)` is `"ORDER#0000000042"`.
template <std::size_t Width = 0>
struct uint {
  static_assert(Width <= 20, "keyplate: uint<W> needs W <= 20 (64-bit values have 20 digits)");

  static constexpr bool variable = Width == 0;

  using value_type = std::uint64_t;
  /// Any integer type; negative values are `out_of_range`.
  using input_type = detail::integer_argument;
  static constexpr std::size_t min_size = variable ? 1 : Width;
  static constexpr std::size_t max_size = variable ? 20 : Width;
  static constexpr bool order_preserving = !variable;
  /// Largest value the field can hold.
  static constexpr std::uint64_t max_value =
      (variable || Width == 20) ? UINT64_MAX : detail::power_of_ten(Width) - 1;

  static constexpr result<char*> encode(char* out, detail::integer_argument input) noexcept {
    const std::uint64_t value = input.magnitude;
    if (input.negative || input.exceeds_64_bits || value > max_value)
      return error{error_code::out_of_range, {}, 0};
    return detail::write_digits(out, value, variable ? detail::decimal_digits(value) : Width);
  }

  /// Leading digits (`kp::partial("00")`), for `uint<W>` only: at most W digits that some value
  /// of the field starts with.
  static constexpr result<char*> encode_partial(char* out, std::string_view digits) noexcept
      requires(!variable) {
    if (digits.size() > Width) return error{error_code::too_long, {}, Width};
    for (std::size_t i = 0; i != digits.size(); ++i) {
      if (!detail::is_digit(digits[i])) return error{error_code::invalid_character, {}, i};
    }
    if constexpr (Width == 20) {
      // The smallest completion is the digits followed by zeros; with 20 digits, text order is
      // numeric order, so compare against the largest 64-bit value's leading digits.
      constexpr std::string_view largest = "18446744073709551615";
      if (digits > largest.substr(0, digits.size())) return error{error_code::out_of_range, {}, 0};
    }
    for (const char c : digits) *out++ = c;
    return out;
  }

  static constexpr std::array<char_run, 1> shape{{{detail::digit_bytes, min_size, max_size}}};

  static constexpr std::optional<std::uint64_t> successor(std::uint64_t value) noexcept {
    if (value >= max_value) return std::nullopt;
    return value + 1;
  }
  static constexpr std::optional<std::uint64_t> predecessor(std::uint64_t value) noexcept {
    if (value == 0) return std::nullopt;
    return value - 1;
  }
  static constexpr std::uint64_t greatest() noexcept { return max_value; }

  static constexpr result<std::uint64_t> decode(std::string_view text) noexcept {
    if (variable ? text.empty() : text.size() != Width) {
      return error{error_code::invalid_length, {}, text.size()};
    }
    const detail::parsed_digits digits = detail::parse_digits(text);
    if (digits.overflow) return error{error_code::out_of_range, {}, digits.bad};
    if (!digits.ok) return error{error_code::invalid_character, {}, digits.bad};
    if (variable && text.size() > 1 && text[0] == '0') {
      return error{error_code::not_canonical, {}, 0};
    }
    return digits.value;
  }
};

}  // namespace keyplate
