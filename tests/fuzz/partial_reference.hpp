// Fuzzing: the reference for `kp::partial(text)`: which texts begin the canonical text of some
// value of a codec, and the bytes a prefix then ends with (escaped, or in canonical case).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "reference.hpp"
#include "text_helpers.hpp"

namespace keyplate_fuzz {

// True when `t` agrees with the two digits of `v` wherever `t` has a byte from `at` on.
inline bool agrees_with(std::string_view t, std::size_t at, unsigned v) {
  const std::string digits = padded(v, 2);
  for (std::size_t i = 0; i != 2; ++i) {
    if (at + i < t.size() && t[at + i] != digits[i]) return false;
  }
  return true;
}

// `t` (at most 10 bytes) begins some `YYYY-MM-DD` of a date that exists.
inline bool begins_a_date(std::string_view t) {
  for (std::size_t i = 0; i != t.size(); ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash ? t[i] != '-' : !all_digits(t.substr(i, 1))) return false;
  }
  if (t.size() < 6) return true;  // the year is any, or January 1st completes it
  const long long year = static_cast<long long>(*decimal(t.substr(0, 4)));
  for (unsigned m = 1; m <= 12; ++m) {
    for (unsigned d = 1; d <= days_in_month(year, m); ++d) {
      if (agrees_with(t, 5, m) && agrees_with(t, 8, d)) return true;
    }
  }
  return false;
}

// `t` begins some value of two digits from 0 to `highest`, at offset `at`.
inline bool begins_a_number(std::string_view t, std::size_t at, unsigned highest) {
  for (unsigned v = 0; v <= highest; ++v) {
    if (agrees_with(t, at, v)) return true;
  }
  return false;
}

template <class C>
struct partial_ref;

template <std::size_t Max>
struct partial_ref<kp::string<Max>> {
  static std::optional<std::string> text(std::string_view t) {
    if (t.size() > Max || first_bad_utf8(t) != none) return std::nullopt;
    return ref<kp::string<Max>>::text(std::string(t));
  }
};

template <std::size_t W>
struct partial_ref<kp::uint<W>> {
  static std::optional<std::string> text(std::string_view t) {
    if (t.size() > W || !all_digits(t)) return std::nullopt;
    // The least completion (zeros after `t`) must fit.
    if (!decimal(std::string(t) + std::string(W - t.size(), '0'))) return std::nullopt;
    return std::string(t);
  }
};

template <>
struct partial_ref<kp::ulid> {
  static std::optional<std::string> text(std::string_view t) {
    if (t.size() > 26) return std::nullopt;
    std::string upper(t);
    for (char& c : upper) {
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
      if (!is_crockford_upper(c)) return std::nullopt;
    }
    if (!upper.empty() && upper[0] > '7') return std::nullopt;
    return upper;
  }
};

template <>
struct partial_ref<kp::uuid> {
  static std::optional<std::string> text(std::string_view t) {
    if (t.size() > 36) return std::nullopt;
    std::string lower(t);
    for (std::size_t i = 0; i != lower.size(); ++i) {
      char& c = lower[i];
      if (c >= 'A' && c <= 'F') c = static_cast<char>(c - 'A' + 'a');
      const bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
      if (is_uuid_dash(i) ? c != '-' : !hex) return std::nullopt;
    }
    return lower;
  }
};

template <>
struct partial_ref<kp::date> {
  static std::optional<std::string> text(std::string_view t) {
    if (t.size() > 10 || !begins_a_date(t)) return std::nullopt;
    return std::string(t);
  }
};

template <class D>
struct partial_ref<kp::timestamp<D>> {
  static std::optional<std::string> text(std::string_view t) {
    using R = ref<kp::timestamp<D>>;
    if (t.size() > R::width || !begins_a_date(t.substr(0, 10))) return std::nullopt;
    for (std::size_t i = 10; i < t.size(); ++i) {
      const char expected = i == 10                     ? 'T'
                            : i == 13 || i == 16        ? ':'
                            : i == 19 && R::digits != 0 ? '.'
                            : i + 1 == R::width         ? 'Z'
                                                        : '0';
      if (expected == '0' ? !all_digits(t.substr(i, 1)) : t[i] != expected) return std::nullopt;
    }
    if (!begins_a_number(t, 11, 23) || !begins_a_number(t, 14, 59) || !begins_a_number(t, 17, 59)) {
      return std::nullopt;
    }
    return std::string(t);
  }
};

}  // namespace keyplate_fuzz
