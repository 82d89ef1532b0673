// keyplate: unsigned integers, `uint<W>` (exactly W zero-padded digits, order-preserving) and
// `uint<>` (plain decimal, variable width, not order-preserving).
#pragma once

#include <cstddef>
#include <cstdint>
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
