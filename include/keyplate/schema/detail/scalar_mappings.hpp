// keyplate: the built-in mappings of scalar types: `std::string` (S), integers and `kp::number`
// (N), `double` and `float` (N, shortest text that reads back), `bool` (BOOL), `kp::bytes` (B),
// and `ddb::attribute_value` itself (any value, unchecked).
#pragma once

#include <charconv>
#include <concepts>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

#include "../../detail/utf8.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../result.hpp"
#include "../bytes.hpp"
#include "../number.hpp"
#include "mapping_access.hpp"

namespace keyplate {

namespace detail {
// The character types (`std::int8_t` and `std::uint8_t`, signed and unsigned char, are
// numbers here).
template <class T>
inline constexpr bool is_character_type =
    std::is_same_v<T, char> || std::is_same_v<T, wchar_t> || std::is_same_v<T, char8_t> ||
    std::is_same_v<T, char16_t> || std::is_same_v<T, char32_t>;
// The integer types a data attribute maps to N: not `bool`, not a character type.
template <class T>
concept mapped_integer = std::integral<T> && !std::is_same_v<T, bool> && !is_character_type<T>;

// Whether `a` is a scalar of type `kind`; else `wrong_attribute_type`.
inline bool expect_type(const dynamodb::attribute_value& a, attribute_kind kind,
                        mapping_reader& r) noexcept {
  return a.type() == kind || r.fail(error_code::wrong_attribute_type);
}

// The public side of a mapping with a path-aware `read`: `from_attribute` drops the path.
template <class T>
struct read_mapping_base {
  static result<T> from_attribute(const dynamodb::attribute_value& a) { return read_alone<T>(a); }
};
}  // namespace detail

/// `std::string`: `S`; a value must be valid UTF-8 (DynamoDB's rule for strings).
template <>
struct attribute_mapping<std::string> : detail::read_mapping_base<std::string> {
  static dynamodb::attribute_value to_attribute(const std::string& s) {
    return {attribute_kind::S, s};
  }
  static bool read(const dynamodb::attribute_value& a, std::string& out,
                   detail::mapping_reader& r) {
    if (!detail::expect_type(a, attribute_kind::S, r)) return false;
    out = a.text;
    return true;
  }
  static bool check(const std::string& s, detail::mapping_reader& r) {
    return detail::find_invalid_utf8(s) == std::string_view::npos ||
           r.fail(error_code::invalid_utf8);
  }
};

/// Integers (not `bool`; not `char`, `wchar_t` or `charN_t`): `N`. Reading takes any spelling of an
/// integer in the type's range (`0100`, `1E2`); a fraction or a value out of range is
/// `out_of_range`.
template <detail::mapped_integer I>
struct attribute_mapping<I> : detail::read_mapping_base<I> {
  static dynamodb::attribute_value to_attribute(I n) {
    char buffer[std::numeric_limits<I>::digits10 + 3];
    const std::to_chars_result end = std::to_chars(buffer, buffer + sizeof buffer, n);
    return {attribute_kind::N, std::string(buffer, end.ptr)};
  }
  static bool read(const dynamodb::attribute_value& a, I& out, detail::mapping_reader& r) {
    if (!detail::expect_type(a, attribute_kind::N, r)) return false;
    const char* const end = a.text.data() + a.text.size();
    const std::from_chars_result plain = std::from_chars(a.text.data(), end, out);
    if (plain.ec == std::errc{} && plain.ptr == end) return true;
    // Another spelling (a sign, an exponent, a fraction): its canonical text is an integer's
    // exactly when the value is one.
    const result<number> n = number::parse(a.text);
    if (!n) return r.fail(error_code::invalid_number);
    const std::string& text = n->text();
    const std::from_chars_result exact =
        std::from_chars(text.data(), text.data() + text.size(), out);
    return (exact.ec == std::errc{} && exact.ptr == text.data() + text.size()) ||
           r.fail(error_code::out_of_range);
  }
};

/// `double` and `float`: `N`, written as the shortest text that reads back as the same value;
/// NaN and infinities are `invalid_number`, a magnitude DynamoDB cannot hold (below 1E-130 or
/// from 1E126) `out_of_range`. Reading rounds to the nearest value, and refuses (`out_of_range`)
/// a number that rounds to 1E126 or beyond, which could not be written back.
template <class F>
requires std::is_same_v<F, double> || std::is_same_v<F, float>
struct attribute_mapping<F> : detail::read_mapping_base<F> {
  static result<number> exact(F value) {
    // NaN and infinities (without <cmath>, which every schema translation unit would parse).
    if (!(value >= std::numeric_limits<F>::lowest() && value <= std::numeric_limits<F>::max())) {
      return codec_error(error_code::invalid_number);
    }
    char buffer[40];
    const std::to_chars_result end = std::to_chars(buffer, buffer + sizeof buffer, value);
    result<number> n = number::parse(std::string_view(buffer, end.ptr));
    if (!n) return codec_error(error_code::out_of_range);
    return n;
  }
  /// `value` as `N`; throws `kp::key_error` for a value `check` rejects.
  static dynamodb::attribute_value to_attribute(F value) {
    const result<number> n = exact(value);
    if (!n) detail::throw_key_error(n.error());
    return {attribute_kind::N, n->text()};
  }
  static bool read(const dynamodb::attribute_value& a, F& out, detail::mapping_reader& r) {
    if (!detail::expect_type(a, attribute_kind::N, r)) return false;
    const result<number> n = number::parse(a.text);
    if (!n) return r.fail(error_code::invalid_number);
    if constexpr (std::is_same_v<F, float>) {
      // Rounded once, from the decimal value; beyond float's range it is an infinity.
      const float f = n->to_float();
      if (f < std::numeric_limits<float>::lowest() || f > std::numeric_limits<float>::max()) {
        return r.fail(error_code::out_of_range);
      }
      out = f;
    } else {
      // DynamoDB's largest numbers (38 nines, then E88) round to the double 1e126, whose text
      // it refuses: so does a read, and every value it gives can be written back.
      const double d = n->to_double();
      if (d >= 1e126 || d <= -1e126) return r.fail(error_code::out_of_range);
      out = d;
    }
    return true;
  }
  static bool check(F value, detail::mapping_reader& r) {
    const result<number> n = exact(value);
    return n.has_value() || r.fail(n.error().code);
  }
};

/// `kp::number`: `N`, exactly (a read keeps the value, written back in canonical text).
template <>
struct attribute_mapping<number> : detail::read_mapping_base<number> {
  static dynamodb::attribute_value to_attribute(const number& n) {
    return {attribute_kind::N, n.text()};
  }
  static bool read(const dynamodb::attribute_value& a, number& out, detail::mapping_reader& r) {
    if (!detail::expect_type(a, attribute_kind::N, r)) return false;
    result<number> n = number::parse(a.text);
    if (!n) return r.fail(error_code::invalid_number);
    out = std::move(*n);
    return true;
  }
};

/// `bool`: `BOOL`.
template <>
struct attribute_mapping<bool> : detail::read_mapping_base<bool> {
  static dynamodb::attribute_value to_attribute(bool b) {
    return dynamodb::attribute_value::boolean(b);
  }
  static bool read(const dynamodb::attribute_value& a, bool& out, detail::mapping_reader& r) {
    const std::optional<bool> b = a.as_bool();
    if (!b) return r.fail(error_code::wrong_attribute_type);
    out = *b;
    return true;
  }
};

/// `kp::bytes`: `B`.
template <>
struct attribute_mapping<bytes> : detail::read_mapping_base<bytes> {
  static dynamodb::attribute_value to_attribute(const bytes& b) {
    return dynamodb::attribute_value::binary(b.str());
  }
  static bool read(const dynamodb::attribute_value& a, bytes& out, detail::mapping_reader& r) {
    if (!detail::expect_type(a, attribute_kind::B, r)) return false;
    out = bytes(std::string_view(a.text));
    return true;
  }
};

/// `ddb::attribute_value`: any value, as it is (unchecked: DynamoDB judges it).
template <>
struct attribute_mapping<dynamodb::attribute_value> {
  static dynamodb::attribute_value to_attribute(const dynamodb::attribute_value& a) { return a; }
  static result<dynamodb::attribute_value> from_attribute(const dynamodb::attribute_value& a) {
    return a;
  }
};

}  // namespace keyplate
