// keyplate: `ulid`, 26-character Crockford base32 identifiers, stored uppercase.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/digit_counter.hpp"

namespace keyplate {

namespace detail {
inline constexpr std::string_view crockford_alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// Crockford base32 digit value of every byte in either case, or -1 (I, L, O, U are not digits).
// A table: this runs for every character of every ULID encoded or decoded.
inline constexpr auto crockford_values = [] {
  std::array<signed char, 256> table{};
  for (auto& v : table) v = -1;
  for (std::size_t i = 0; i != crockford_alphabet.size(); ++i) {
    const auto upper = static_cast<unsigned char>(crockford_alphabet[i]);
    table[upper] = static_cast<signed char>(i);
    if (upper >= 'A') table[upper - 'A' + 'a'] = static_cast<signed char>(i);
  }
  return table;
}();

constexpr int crockford_value(char c) noexcept {
  return crockford_values[static_cast<unsigned char>(c)];
}
}  // namespace detail

/// ULID field: 26 Crockford base32 characters (`0123456789ABCDEFGHJKMNPQRSTVWXYZ`), the first
/// `0`-`7` (a ULID is 128 bits). Encode accepts either case and writes uppercase; decode accepts
/// uppercase only, so every decoded key re-encodes to itself. ULIDs sort by creation time.
///
/// **Example**: `key<"TASK#{id}", ulid>::encode("01hvnr4q3r...")` writes `"TASK#01HVNR4Q3R..."`.
struct ulid {
  using value_type = std::string;  ///< 26 uppercase characters
  using input_type = std::string_view;
  static constexpr std::size_t min_size = 26;
  static constexpr std::size_t max_size = 26;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out, std::string_view text) noexcept {
    if (text.size() != 26) return error{error_code::invalid_length, {}, text.size()};
    return encode_partial(out, text);
  }

  /// Leading characters of a ULID (`kp::partial("01HV")`: the time part is the first 10).
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (const auto problem = check(text, true)) return *problem;
    for (const char c : text) *out++ = detail::crockford_alphabet[detail::crockford_value(c)];
    return out;
  }

  static constexpr result<std::string> decode(std::string_view text) {
    if (text.size() != 26) return error{error_code::invalid_length, {}, text.size()};
    if (const auto problem = check(text, false)) return *problem;
    return std::string(text);
  }

  static constexpr std::array<char_run, 2> shape{
      {{byte_set::range('0', '7'), 1, 1}, {byte_set::of(detail::crockford_alphabet), 25, 25}}};

  static constexpr std::optional<std::string> successor(const std::string& value) {
    return detail::step_digits(value, detail::crockford_alphabet, +1, largest_digit);
  }
  static constexpr std::optional<std::string> predecessor(const std::string& value) {
    return detail::step_digits(value, detail::crockford_alphabet, -1, largest_digit);
  }
  static constexpr std::string greatest() { return "7" + std::string(25, 'Z'); }

 private:
  static constexpr int largest_digit(std::size_t position) noexcept {
    return position == 0 ? 7 : 31;
  }

  // Checks at most 26 characters; lowercase only where encoding accepts it.
  static constexpr std::optional<error> check(std::string_view text, bool any_case) noexcept {
    if (text.size() > 26) return error{error_code::invalid_length, {}, text.size()};
    for (std::size_t i = 0; i != text.size(); ++i) {
      const char c = text[i];
      const bool lower = c >= 'a' && c <= 'z';
      if (detail::crockford_value(c) < 0 || (lower && !any_case)) {
        return error{error_code::invalid_character, {}, i};
      }
    }
    // The first character carries the top 3 bits only: 8..Z would need 130 bits.
    if (!text.empty() && detail::crockford_value(text[0]) > 7) {
      return error{error_code::out_of_range, {}, 0};
    }
    return std::nullopt;
  }
};

}  // namespace keyplate
