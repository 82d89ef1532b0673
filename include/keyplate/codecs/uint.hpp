// keyplate: unsigned integers, `uint<W>` (exactly W zero-padded digits, order-preserving) and
// `uint<>` (plain decimal, variable width, not order-preserving).
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
#include "../detail/text.hpp"
#include "../integer_argument.hpp"

namespace keyplate {

namespace detail {
// Plain decimal, no leading zeros: an `N` attribute's text.
inline std::string decimal_text(std::uint64_t value, bool negative = false) {
  char text[21];
  char* out = text;
  if (negative) *out++ = '-';
  out = write_decimal(out, value);
  return std::string(text, out);
}

// Reads plain decimal (no sign, no leading zeros unless it is "0"), as `decimal_text` writes.
KEYPLATE_CLANG_INLINE constexpr result<std::uint64_t> read_decimal(std::string_view text) noexcept {
  if (text.empty()) return codec_error(error_code::invalid_length);
  const parsed_digits digits = parse_digits(text);
  if (digits.overflow) return codec_error(error_code::out_of_range, digits.bad);
  if (!digits.ok) return codec_error(error_code::invalid_character, digits.bad);
  if (text.size() > 1 && text[0] == '0') return codec_error(error_code::not_canonical);
  return digits.value;
}

// `Width`, after checking it (in a function, so a bad width is one error: see string.hpp).
template <std::size_t Width>
constexpr std::size_t checked_uint_width() noexcept {
  static_assert(Width <= 20, "keyplate: uint<W> needs W <= 20 (64-bit values have 20 digits)");
  return Width;
}
}  // namespace detail

/// Unsigned integer field. `uint<W>` (1 <= W <= 20) writes exactly W digits, zero-padded, so
/// numeric order is byte order; a value needing more than W digits is an `out_of_range` error,
/// never truncated. `uint<>` writes plain decimal (no leading zeros): fine for partition keys,
/// but `10` sorts before `9`, so layouts using it are not `order_preserving`. The item
/// attribute is the number (`N`, plain decimal).
///
/// **Example**: `key<"ORDER#{n}", uint<10>>::encode(42)` is `"ORDER#0000000042"`.
template <std::size_t Width = 0>
struct uint {
  using value_type = typename detail::deferred<std::uint64_t, Width>::type;
  /// Any integer type; negative values are `out_of_range`.
  using input_type = integer_argument;
  static constexpr std::size_t min_size = detail::checked_uint_width<Width>();
  static constexpr std::size_t max_size = Width;
  static constexpr bool order_preserving = true;
  /// Largest value the field can hold.
  static constexpr std::uint64_t max_value =
      Width >= 20 ? UINT64_MAX : detail::power_of_ten(Width) - 1;
  static constexpr detail::static_text name_text = detail::name_with_number("uint<", Width, ">");
  static constexpr std::string_view name = name_text.view();

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               integer_argument input) noexcept {
    const std::uint64_t value = input.magnitude;
    if (input.negative || input.exceeds_64_bits || value > max_value) {
      return codec_error(error_code::out_of_range);
    }
    return detail::write_digits<Width>(out, value);
  }

  /// Leading digits (`kp::partial("00")`): at most W digits that some value of the field
  /// starts with.
  static constexpr result<char*> encode_partial(char* out, std::string_view digits) noexcept {
    if (digits.size() > Width) return codec_error(error_code::too_long, Width);
    for (std::size_t i = 0; i != digits.size(); ++i) {
      if (!detail::is_digit(digits[i])) return codec_error(error_code::invalid_character, i);
    }
    if constexpr (Width == 20) {
      // The smallest completion is the digits followed by zeros; with 20 digits, text order is
      // numeric order, so compare against the largest 64-bit value's leading digits.
      constexpr std::string_view largest = "18446744073709551615";
      if (digits > largest.substr(0, digits.size())) return codec_error(error_code::out_of_range);
    }
    // (Bounded by Width as well: g++ -O3 does not carry the size check above into the loop and
    // reports a write past a caller's buffer.)
    for (std::size_t i = 0; i != Width && i != digits.size(); ++i) out[i] = digits[i];
    return out + digits.size();
  }

  static constexpr std::array<char_run, 1> shape{{{detail::digit_bytes, min_size, max_size}}};

  static constexpr std::optional<value_type> successor(value_type value) noexcept {
    if (value >= max_value) return std::nullopt;
    return value + 1;
  }
  static constexpr std::optional<value_type> predecessor(value_type value) noexcept {
    if (value == 0) return std::nullopt;
    return value - 1;
  }
  static constexpr value_type greatest() noexcept { return max_value; }

  KEYPLATE_CLANG_INLINE static constexpr result<value_type> decode(std::string_view text) noexcept {
    if (text.size() != Width) return codec_error(error_code::invalid_length, text.size());
    if constexpr (Width < 20) {
      const std::uint64_t value = detail::fixed_digits<Width>(text.data());
      if (value != detail::not_digits) return value;
    }
    const detail::parsed_digits digits = detail::parse_digits(text);
    if (digits.overflow) return codec_error(error_code::out_of_range, digits.bad);
    if (!digits.ok) return codec_error(error_code::invalid_character, digits.bad);
    return digits.value;
  }

  static constexpr attribute_kind attribute_type = attribute_kind::N;
  /// Plain decimal: `"42"`.
  static std::string to_attribute(value_type value) { return detail::decimal_text(value); }
  /// Plain decimal within the field's range.
  static result<value_type> from_attribute(std::string_view text) {
    const result<std::uint64_t> value = detail::read_decimal(text);
    if (value && *value > max_value) return codec_error(error_code::out_of_range);
    return value;
  }
};

/// `uint<>`: plain decimal, 1 to 20 digits, no leading zeros. Not order-preserving (`10` sorts
/// before `9`), so no ranges or partial values on it; fine for partition keys.
template <>
struct uint<0> {
  using value_type = std::uint64_t;
  using input_type = integer_argument;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 20;
  static constexpr bool order_preserving = false;
  static constexpr std::uint64_t max_value = UINT64_MAX;
  static constexpr std::string_view name = "uint<>";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               integer_argument input) noexcept {
    if (input.negative || input.exceeds_64_bits) return codec_error(error_code::out_of_range);
    return detail::write_decimal(out, input.magnitude);
  }

  static constexpr std::array<char_run, 1> shape{{{detail::digit_bytes, 1, 20}}};

  KEYPLATE_CLANG_INLINE static constexpr result<std::uint64_t> decode(
      std::string_view text) noexcept {
    return detail::read_decimal(text);
  }

  static constexpr attribute_kind attribute_type = attribute_kind::N;
  static std::string to_attribute(std::uint64_t value) { return detail::decimal_text(value); }
  static result<std::uint64_t> from_attribute(std::string_view text) {
    return detail::read_decimal(text);
  }
};

}  // namespace keyplate
