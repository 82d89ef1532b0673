// keyplate: `kp::number`, a DynamoDB number held exactly: up to 38 significant digits, magnitude
// 1E-130 to below 1E126, kept as its canonical decimal text. A data attribute of this type is
// an `N` that no `double` rounds.
#pragma once

#include <charconv>
#include <compare>
#include <concepts>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

#include "../detail/decimal.hpp"
#include "../result.hpp"

namespace keyplate {

/// A DynamoDB number, exact. Built from an integer, from a `double` (its shortest text that
/// reads back as the same `double`), or from text as DynamoDB accepts it (a sign, leading
/// zeros, a fraction, an exponent: `"0012.50"`, `"-1.5E3"`). `text()` is the canonical text,
/// what keyplate writes: positional, no leading zeros, no trailing fractional zeros (`12.5`,
/// `-1500`). Equality and order are by value.
///
/// **Example**: `kp::number price("12.50"); assert(price.text() == "12.5");`
class number {
 public:
  /// Zero.
  number() = default;
  /// The integer `n`.
  template <std::integral I>
  requires(!std::same_as<I, bool>) number(I n)
      : text_(std::to_string(n)) {}  // NOLINT(google-explicit-constructor)
  /// The number `text` spells; throws `kp::key_error` (`invalid_number`) when DynamoDB would
  /// reject it.
  explicit number(std::string_view text) {
    const std::optional<detail::decimal::number_value> v = detail::decimal::parse(text);
    if (!v) detail::throw_key_error(codec_error(error_code::invalid_number));
    text_ = detail::decimal::canonical_text(*v);
  }

  /// The number `text` spells, or `invalid_number` when DynamoDB would reject it (not a
  /// decimal, more than 38 significant digits, magnitude outside 1E-130 to below 1E126).
  static result<number> parse(std::string_view text) {
    const std::optional<detail::decimal::number_value> v = detail::decimal::parse(text);
    if (!v) return codec_error(error_code::invalid_number);
    return number(detail::decimal::canonical_text(*v), canonical_tag{});
  }
  /// `d` as its shortest decimal text that reads back as `d`; `invalid_number` for NaN, an
  /// infinity, or a magnitude DynamoDB cannot hold.
  static result<number> from_double(double d) {
    char buffer[32];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, d);
    if (r.ec != std::errc{}) return codec_error(error_code::invalid_number);
    return parse(std::string_view(buffer, static_cast<std::size_t>(r.ptr - buffer)));
  }

  /// The canonical text (`"12.5"`, `"-1500"`, `"0"`).
  const std::string& text() const noexcept { return text_; }
  /// The nearest `double` (a number of more than 17 significant digits rounds).
  double to_double() const { return nearest<double>(); }
  /// The nearest `float`, rounded once from the decimal value (not through a `double`); an
  /// infinity beyond `float`'s range.
  float to_float() const { return nearest<float>(); }

  friend bool operator==(const number& a, const number& b) noexcept {
    return a.text_ == b.text_;  // canonical: one text per value
  }
  friend std::strong_ordering operator<=>(const number& a, const number& b) {
    if (a.text_ == b.text_) return std::strong_ordering::equal;
    // Both texts are canonical, so both parse.
    const std::optional<detail::decimal::number_value> x = detail::decimal::parse(a.text_);
    const std::optional<detail::decimal::number_value> y = detail::decimal::parse(b.text_);
    const int c = x && y ? detail::decimal::compare(*x, *y) : a.text_.compare(b.text_);
    return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
  }

 private:
  struct canonical_tag {};

  // The nearest `F`, as `strtod` or `strtof` reads it: the text is canonical and positional, so
  // the C library's rounding is exact, and its only locale-dependent character, the decimal
  // point, is avoided by writing digits and an exponent.
  template <class F>
  F nearest() const {
    const std::optional<detail::decimal::number_value> v = detail::decimal::parse(text_);
    if (!v || v->digits.empty()) return F(0);
    std::string plain = v->negative ? "-" : "";
    plain += v->digits;
    plain += 'e';
    plain += std::to_string(v->exponent - static_cast<long>(v->digits.size()));
    if constexpr (std::is_same_v<F, float>) {
      return std::strtof(plain.c_str(), nullptr);
    } else {
      return std::strtod(plain.c_str(), nullptr);
    }
  }
  number(std::string canonical, canonical_tag) : text_(std::move(canonical)) {}

  std::string text_ = "0";
};

}  // namespace keyplate
