// keyplate: `uuid`, 36-character 8-4-4-4-12 hex identifiers, stored lowercase.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/config.hpp"
#include "../detail/digit_counter.hpp"
#include "../fixed_text.hpp"

namespace keyplate {

namespace detail {
// What `uuid` is, as a template over its value type (always `fixed_text<36>`): see
// `deferred` in codec.hpp.
template <class Value>
struct uuid_codec {
  using value_type = Value;  ///< 36 lowercase characters, held inline
  using input_type = std::string_view;
  static constexpr std::size_t min_size = 36;
  static constexpr std::size_t max_size = 36;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "uuid";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               std::string_view text) noexcept {
    if (text.size() != 36) return codec_error(error_code::invalid_length, text.size());
    return encode_partial(out, text);
  }

  /// Leading characters of a UUID (`kp::partial("3f2504e0-")`), either case.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (const auto problem = check(text, true)) return *problem;
    for (const char c : text)
      *out++ = (c >= 'A' && c <= 'F') ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
  }

  static constexpr result<value_type> decode(std::string_view text) noexcept {
    value_type value;
    if (const auto problem = decode_into(text, value)) return *problem;
    return value;
  }

  /// `decode`, writing into `value` (what layouts use: no temporary copy).
  KEYPLATE_CLANG_INLINE static constexpr std::optional<error> decode_into(
      std::string_view text, value_type& value) noexcept {
    if (text.size() != 36) return codec_error(error_code::invalid_length, text.size());
    if (const auto problem = check(text, false)) return problem;
    for (std::size_t i = 0; i != 36; ++i) value[i] = text[i];
    return std::nullopt;
  }

  static constexpr std::array<char_run, 9> shape = [] {
    const byte_set hex = byte_set::of("0123456789abcdef");
    const byte_set dash = byte_set::of("-");
    return std::array<char_run, 9>{{{hex, 8, 8},
                                    {dash, 1, 1},
                                    {hex, 4, 4},
                                    {dash, 1, 1},
                                    {hex, 4, 4},
                                    {dash, 1, 1},
                                    {hex, 4, 4},
                                    {dash, 1, 1},
                                    {hex, 12, 12}}};
  }();

  static constexpr std::optional<value_type> successor(const value_type& value) {
    return detail::step_digits(value, hex_digits, +1, largest_digit);
  }
  static constexpr std::optional<value_type> predecessor(const value_type& value) {
    return detail::step_digits(value, hex_digits, -1, largest_digit);
  }
  static constexpr value_type greatest() {
    return value_type("ffffffff-ffff-ffff-ffff-ffffffffffff");
  }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  static std::string to_attribute(const value_type& value) { return value.str(); }
  static result<value_type> from_attribute(std::string_view text) { return decode(text); }

 private:
  static constexpr std::string_view hex_digits = "0123456789abcdef";

  static constexpr bool is_dash_position(std::size_t i) noexcept {
    return i == 8 || i == 13 || i == 18 || i == 23;
  }
  static constexpr int largest_digit(std::size_t position) noexcept {
    return is_dash_position(position) ? -1 : 15;
  }

  // Checks at most 36 characters; uppercase only where encoding accepts it.
  KEYPLATE_CLANG_INLINE static constexpr std::optional<error> check(std::string_view text,
                                                                    bool any_case) noexcept {
    if (text.size() > 36) return codec_error(error_code::invalid_length, text.size());
    for (std::size_t i = 0; i != text.size(); ++i) {
      const char c = text[i];
      const bool ok = is_dash_position(i) ? c == '-'
                                          : ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                             (any_case && c >= 'A' && c <= 'F'));
      if (!ok) return codec_error(error_code::invalid_character, i);
    }
    return std::nullopt;
  }
};
}  // namespace detail

/// UUID field: 36 characters, hex digits with dashes at offsets 8, 13, 18 and 23. Encode accepts
/// either case and writes lowercase; decode accepts lowercase only. Any version is accepted.
/// The item attribute is the same lowercase text (`S`).
///
/// **Example**: `"3F2504E0-4F89-11D3-9A0C-0305E82C3301"` is written
/// `"3f2504e0-4f89-11d3-9a0c-0305e82c3301"`.
struct uuid : detail::uuid_codec<fixed_text<36>> {};

}  // namespace keyplate
