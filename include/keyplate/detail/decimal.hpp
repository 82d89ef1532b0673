// keyplate: DynamoDB's number text (the `N` type). DynamoDB keeps a number as decimal text with
// up to 38 significant digits and a magnitude from 1E-130 to below 1E126 (or zero); it accepts
// a sign, leading zeros, a fraction and an exponent, and compares numbers by value. `parse`
// reads such a text into its value; `same_value` compares two texts as DynamoDB does.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace keyplate::detail::decimal {

/// DynamoDB's precision: at most this many significant digits.
inline constexpr std::size_t max_digits = 38;
/// The exponent range, with the value written as `0.d1d2... * 10^exponent` (d1 not zero): 1E-130
/// is `0.1 * 10^-129`, and anything below 1E126 has an exponent of at most 126.
inline constexpr long min_exponent = -129;
inline constexpr long max_exponent = 126;

/// A number's value: `0.<digits> * 10^exponent`, negated when `negative`. `digits` has neither
/// leading nor trailing zeros; zero has no digits, exponent 0 and is never negative. Two texts
/// have the same value exactly when their `number_value`s are equal.
struct number_value {
  bool negative = false;
  std::string digits;
  long exponent = 0;

  friend bool operator==(const number_value&, const number_value&) = default;
};

/// Reads `text` into `v` (its digits only when `Store`: `valid` needs no allocation); false
/// when DynamoDB would reject it as a number (see `parse`).
template <bool Store>
inline bool scan(std::string_view text, number_value& v) {
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) v.negative = text[i++] == '-';
  long integer_digits = 0;          // significant digits before the point, once the first is seen
  long leading_fraction_zeros = 0;  // zeros after the point before the first significant digit
  std::size_t mantissa = 0;         // digits read
  std::size_t significant = 0;      // digits of `v.digits` (stored or not)
  std::size_t trailing_zeros = 0;   // zeros after the last of them
  bool point = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (c < '0' || c > '9') break;
    ++mantissa;
    if (significant == 0 && c == '0') {
      if (point) ++leading_fraction_zeros;
      continue;
    }
    if (!point) ++integer_digits;
    // Zeros after the last nonzero digit are not significant: keep them counted, not stored,
    // so a long run of them costs nothing.
    if (c == '0') {
      ++trailing_zeros;
      continue;
    }
    if (significant + trailing_zeros + 1 > max_digits) return false;
    if constexpr (Store) {
      v.digits.append(trailing_zeros, '0');
      v.digits += c;
    }
    significant += trailing_zeros + 1;
    trailing_zeros = 0;
  }
  if (mantissa == 0) return false;
  long exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool negative_exponent = false;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative_exponent = text[i++] == '-';
    const std::size_t first = i;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
      // Saturate: any exponent this large is out of range unless the number is zero.
      if (exponent < 100'000'000) exponent = exponent * 10 + (text[i] - '0');
    }
    if (i == first) return false;
    if (negative_exponent) exponent = -exponent;
  }
  if (i != text.size()) return false;
  if (significant == 0) {  // zero, whatever its sign and exponent
    v = number_value{};
    return true;
  }
  // Before the exponent, the value is 0.<digits> * 10^(integer_digits) when there are integer
  // digits, and 0.<digits> * 10^(-leading_fraction_zeros) when it is below 1.
  const long scale = integer_digits > 0 ? integer_digits : -leading_fraction_zeros;
  v.exponent = scale + exponent;
  return v.exponent >= min_exponent && v.exponent <= max_exponent;
}

/// The value of `text`, or nothing when DynamoDB would reject it as a number: anything but an
/// optional sign (`+` or `-`), digits with at most one `.` (at least one digit in all), and an
/// optional exponent (`e` or `E`, an optional sign, digits); more than 38 significant digits; a
/// magnitude outside 1E-130 to below 1E126 (zero aside). No spaces, no `NaN` or `Infinity`.
inline std::optional<number_value> parse(std::string_view text) {
  number_value v;
  if (!scan<true>(text, v)) return std::nullopt;
  return v;
}

/// The one text of `v`: positional notation (never an exponent), a `-` when negative, no
/// leading zeros before the point but the one of `0.5`, no trailing zeros after it, no point for
/// an integer; zero is `0`.
inline std::string canonical_text(const number_value& v) {
  if (v.digits.empty()) return "0";
  const long n = static_cast<long>(v.digits.size());
  std::string out = v.negative ? "-" : "";
  if (v.exponent <= 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-v.exponent), '0');
    out += v.digits;
  } else if (v.exponent < n) {
    out.append(v.digits, 0, static_cast<std::size_t>(v.exponent));
    out += '.';
    out.append(v.digits, static_cast<std::size_t>(v.exponent));
  } else {
    out += v.digits;
    out.append(static_cast<std::size_t>(v.exponent - n), '0');
  }
  return out;
}

/// -1, 0 or 1 as `a` is below, equal to or above `b` (by value).
inline int compare(const number_value& a, const number_value& b) noexcept {
  const bool a_zero = a.digits.empty(), b_zero = b.digits.empty();
  if (a_zero || b_zero) {
    const int sa = a_zero ? 0 : (a.negative ? -1 : 1);
    const int sb = b_zero ? 0 : (b.negative ? -1 : 1);
    return sa < sb ? -1 : sa > sb ? 1 : 0;
  }
  if (a.negative != b.negative) return a.negative ? -1 : 1;
  // Same sign: compare magnitudes, then flip for negatives.
  int m = 0;
  if (a.exponent != b.exponent) {
    m = a.exponent < b.exponent ? -1 : 1;
  } else {
    const int c = a.digits.compare(b.digits);  // no trailing zeros: digit-wise is by value
    m = c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  return a.negative ? -m : m;
}

/// Whether `text` is a number DynamoDB accepts (without building its value).
inline bool valid(std::string_view text) {
  number_value v;
  return scan<false>(text, v);
}

/// A text that is the same for every spelling of one value, for comparing and sorting sets of
/// numbers by value: `-` when negative, the significant digits, `E` and the exponent (`0` for
/// zero). Texts DynamoDB would reject map to themselves behind a `!`, so they compare as text.
inline std::string comparison_key(std::string_view text) {
  const std::optional<number_value> v = parse(text);
  if (!v) {
    std::string key = "!";
    key += text;
    return key;
  }
  if (v->digits.empty()) return "0";
  std::string key = v->negative ? "-" : "";
  key += v->digits;
  key += 'E';
  key += std::to_string(v->exponent);
  return key;
}

/// Whether `a` and `b` are the same number (`1.50` and `1.5`, `0100` and `1E2`); texts that
/// are not numbers are the same only when equal.
inline bool same_value(std::string_view a, std::string_view b) {
  if (a == b) return true;
  const std::optional<number_value> x = parse(a);
  const std::optional<number_value> y = parse(b);
  return x && y && *x == *y;
}

}  // namespace keyplate::detail::decimal
