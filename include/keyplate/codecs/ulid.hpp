// keyplate: `ulid`, 26-character Crockford base32 identifiers, stored uppercase.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/crockford.hpp"
#include "../detail/digit_counter.hpp"
#include "../fixed_text.hpp"

namespace keyplate {

namespace detail {
// What `ulid` is, as a template over its value type (always `fixed_text<26>`): see
// `deferred` in codec.hpp.
template <class Value>
struct ulid_codec {
  using value_type = Value;  ///< 26 uppercase characters, held inline
  using input_type = std::string_view;
  static constexpr std::size_t min_size = 26;
  static constexpr std::size_t max_size = 26;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "ulid";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               std::string_view text) noexcept {
    if (text.size() != 26) return codec_error(error_code::invalid_length, text.size());
    if (const auto problem = check(text, detail::copy_crockford_26(out, text, true))) {
      return *problem;
    }
    return out + 26;
  }

  /// Leading characters of a ULID (`kp::partial("01HV")`: the time part is the first 10).
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (text.size() > 26) return codec_error(error_code::invalid_length, text.size());
    if (const auto problem = check(text, detail::copy_crockford_scalar(out, text, true))) {
      return *problem;
    }
    return out + text.size();
  }

  static constexpr result<value_type> decode(std::string_view text) noexcept {
    value_type value;
    if (const auto problem = decode_into(text, value)) return *problem;
    return value;
  }

  /// `decode`, writing into `value` (what layouts use: no temporary copy).
  KEYPLATE_CLANG_INLINE static constexpr std::optional<error> decode_into(
      std::string_view text, value_type& value) noexcept {
    if (text.size() != 26) return codec_error(error_code::invalid_length, text.size());
    // Decoding accepts uppercase only, so the normalised copy is the text itself.
    return check(text, detail::copy_crockford_26(value.data(), text, false));
  }

  static constexpr std::array<char_run, 2> shape{
      {{byte_set::range('0', '7'), 1, 1}, {byte_set::of(detail::crockford_alphabet), 25, 25}}};

  static constexpr std::optional<value_type> successor(const value_type& value) {
    return step(value, +1);
  }
  static constexpr std::optional<value_type> predecessor(const value_type& value) {
    return step(value, -1);
  }
  static constexpr value_type greatest() { return value_type("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"); }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  static std::string to_attribute(const value_type& value) { return value.str(); }
  static result<value_type> from_attribute(std::string_view text) { return decode(text); }

 private:
  static constexpr std::optional<value_type> step(const value_type& value, int direction) {
    const auto largest_digit = [](std::size_t position) { return position == 0 ? 7 : 31; };
    return detail::step_digits(value, detail::crockford_alphabet, direction, largest_digit);
  }

  // The outcome of checking `text`, whose first bad character is at `checked` (or
  // `text.size()`): lowercase only where encoding accepts it, and the first character carries
  // the top 3 bits of 128 only (8..Z would need 130 bits).
  static constexpr std::optional<error> check(std::string_view text, std::size_t checked) noexcept {
    if (checked != text.size()) return codec_error(error_code::invalid_character, checked);
    // Every byte is a Crockford digit here, so a value above 7 is a byte above '7'.
    if (!text.empty() && static_cast<unsigned char>(text[0]) > '7') {
      return codec_error(error_code::out_of_range);
    }
    return std::nullopt;
  }
};
}  // namespace detail

/// ULID field: 26 Crockford base32 characters (`0123456789ABCDEFGHJKMNPQRSTVWXYZ`), the first
/// `0`-`7` (a ULID is 128 bits). Encode accepts either case and writes uppercase; decode accepts
/// uppercase only, so every decoded key re-encodes to itself. ULIDs sort by creation time. The
/// item attribute is the same uppercase text (`S`).
///
/// **Example**: `key<"TASK#{id}", ulid>::encode("01hvnr4q3r...")` writes `"TASK#01HVNR4Q3R..."`.
struct ulid : detail::ulid_codec<fixed_text<26>> {};

}  // namespace keyplate
