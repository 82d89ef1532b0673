// Fuzzing: a reference model of each codec's wire format (DESIGN.md section 2), written apart from
// the library: strict parsing of one field's text, the canonical text of a value, and how a
// decoded value is compared with the model.
#pragma once

#include <chrono>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "text_helpers.hpp"

namespace keyplate_fuzz {

namespace kp = keyplate;

// One reference per codec, each with
// `width` (0: variable, ends at '#' or the key's end), `parse` (strict), `text` (canonical),
// `same`.
template <class C>
struct ref;

template <std::size_t Max>
struct ref<kp::string<Max>> {
  using model = std::string;
  static constexpr std::size_t width = 0;
  static std::optional<model> parse(std::string_view t) {
    std::string raw;
    for (std::size_t i = 0; i < t.size(); ++i) {
      const auto c = static_cast<unsigned char>(t[i]);
      if (c == '%') {
        // Uppercase hex digits only; -1 for anything else (or past the end).
        const auto hex = [&](std::size_t at) {
          if (at >= t.size()) return -1;
          const std::string_view digits = "0123456789ABCDEF";
          const std::size_t v = digits.find(t[at]);
          return v == std::string_view::npos ? -1 : static_cast<int>(v);
        };
        const int v = hex(i + 1) < 0 || hex(i + 2) < 0 ? -1 : hex(i + 1) * 16 + hex(i + 2);
        if (v < 0 || v > 0x25) return std::nullopt;
        raw += static_cast<char>(v);
        i += 2;
      } else if (c <= 0x25) {
        return std::nullopt;
      } else {
        raw += static_cast<char>(c);
      }
    }
    if (raw.size() > Max || first_bad_utf8(raw) != none) return std::nullopt;
    return raw;
  }
  static std::string text(const model& raw) {
    std::string out;
    for (const char c : raw) {
      const auto b = static_cast<unsigned char>(c);
      if (b > 0x25) {
        out += c;
      } else {
        out += '%';
        out += "0123456789ABCDEF"[b / 16];
        out += "0123456789ABCDEF"[b % 16];
      }
    }
    return out;
  }
  template <class V>
  static bool same(const V& v, const model& m) {
    return std::string_view(v) == m;
  }
};

template <std::size_t W>
struct ref<kp::uint<W>> {
  using model = std::uint64_t;
  static constexpr std::size_t width = W;
  static constexpr std::uint64_t max_value = [] {
    std::uint64_t p = 1;
    for (std::size_t i = 0; i != W; ++i) p *= 10;
    return W == 0 || W == 20 ? UINT64_MAX : p - 1;
  }();
  static std::optional<model> parse(std::string_view t) {
    if (t.empty() || !all_digits(t) || (W != 0 && t.size() != W)) return std::nullopt;
    if (W == 0 && t.size() > 1 && t[0] == '0') return std::nullopt;
    return decimal(t);
  }
  static std::string text(model v) { return padded(v, W); }
  static bool same(std::uint64_t v, model m) { return v == m; }
};

template <>
struct ref<kp::int64> {
  using model = std::int64_t;
  static constexpr std::size_t width = 20;
  static std::optional<model> parse(std::string_view t) {
    const bool negative = !t.empty() && t[0] == '-';
    const std::string_view digits = t.substr(negative ? 1 : 0);
    if (t.size() != 20 || !all_digits(digits)) return std::nullopt;
    const std::optional<std::uint64_t> v = decimal(digits);
    if (!v || *v > static_cast<std::uint64_t>(INT64_MAX)) return std::nullopt;
    // A negative value v is written as v + 2^63.
    return negative ? INT64_MIN + static_cast<std::int64_t>(*v) : static_cast<std::int64_t>(*v);
  }
  static std::string text(model v) {
    if (v >= 0) return padded(static_cast<std::uint64_t>(v), 20);
    return '-' + padded(static_cast<std::uint64_t>(v - INT64_MIN), 19);
  }
  static bool same(std::int64_t v, model m) { return v == m; }
};

inline bool is_crockford_upper(char c) {
  return (c >= '0' && c <= '9') ||
         (c >= 'A' && c <= 'Z' && c != 'I' && c != 'L' && c != 'O' && c != 'U');
}

template <>
struct ref<kp::ulid> {
  using model = std::string;
  static constexpr std::size_t width = 26;
  static std::optional<model> parse(std::string_view t) {
    if (t.size() != 26 || t[0] < '0' || t[0] > '7') return std::nullopt;
    for (const char c : t) {
      if (!is_crockford_upper(c)) return std::nullopt;
    }
    return std::string(t);
  }
  static std::string text(const model& m) { return m; }
  template <class V>
  static bool same(const V& v, const model& m) {
    return std::string_view(v) == m;
  }
};

inline bool is_uuid_dash(std::size_t i) {
  return i == 8 || i == 13 || i == 18 || i == 23;
}

template <>
struct ref<kp::uuid> {
  using model = std::string;
  static constexpr std::size_t width = 36;
  static std::optional<model> parse(std::string_view t) {
    if (t.size() != 36) return std::nullopt;
    for (std::size_t i = 0; i != 36; ++i) {
      const char c = t[i];
      const bool ok = is_uuid_dash(i) ? c == '-' : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
      if (!ok) return std::nullopt;
    }
    return std::string(t);
  }
  static std::string text(const model& m) { return m; }
  template <class V>
  static bool same(const V& v, const model& m) {
    return std::string_view(v) == m;
  }
};

template <>
struct ref<kp::date> {
  using model = civil;
  static constexpr std::size_t width = 10;
  static std::optional<model> parse(std::string_view t) { return parse_date(t); }
  static std::string text(const model& c) { return date_text(c); }
  static bool same(const std::chrono::year_month_day& v, const model& m) {
    return static_cast<int>(v.year()) == m.y && static_cast<unsigned>(v.month()) == m.m &&
           static_cast<unsigned>(v.day()) == m.d;
  }
};

// Timestamps: the model is the count of `D` since 1970-01-01T00:00:00Z.
template <class D>
struct ref<kp::timestamp<D>> {
  using model = std::int64_t;
  static constexpr std::size_t digits = std::is_same_v<D, std::chrono::seconds>        ? 0
                                        : std::is_same_v<D, std::chrono::milliseconds> ? 3
                                                                                       : 6;
  static constexpr std::int64_t per_second = digits == 0 ? 1 : digits == 3 ? 1000 : 1000000;
  static constexpr std::size_t width = digits == 0 ? 20 : 21 + digits;
  static std::int64_t least() { return days_since_epoch(0, 1, 1) * 86400 * per_second; }
  static std::int64_t greatest() { return days_since_epoch(10000, 1, 1) * 86400 * per_second - 1; }

  static std::optional<model> parse(std::string_view t) {
    if (t.size() != width || t[10] != 'T' || t[13] != ':' || t[16] != ':' || t.back() != 'Z')
      return std::nullopt;
    if (digits != 0 && t[19] != '.') return std::nullopt;
    const std::optional<civil> day = parse_date(t.substr(0, 10));
    const std::string_view h = t.substr(11, 2), m = t.substr(14, 2), s = t.substr(17, 2);
    const std::string_view fraction = t.substr(20, digits);
    if (!day || !all_digits(h) || !all_digits(m) || !all_digits(s) || !all_digits(fraction))
      return std::nullopt;
    const std::uint64_t hh = *decimal(h), mm = *decimal(m), ss = *decimal(s);
    if (hh > 23 || mm > 59 || ss > 59) return std::nullopt;
    const long long seconds = days_since_epoch(day->y, day->m, day->d) * 86400 +
                              static_cast<long long>(hh * 3600 + mm * 60 + ss);
    return seconds * per_second +
           static_cast<std::int64_t>(fraction.empty() ? 0 : *decimal(fraction));
  }
  static std::string text(model count) {
    const long long seconds =
        count >= 0 ? count / per_second : -((-count + per_second - 1) / per_second);
    const long long fraction = count - seconds * per_second;
    const long long day = seconds >= 0 ? seconds / 86400 : -((-seconds + 86399) / 86400);
    const long long in_day = seconds - day * 86400;
    std::string out = date_text(civil_from_days(day)) + 'T';
    out += padded(static_cast<std::uint64_t>(in_day / 3600), 2) + ':';
    out += padded(static_cast<std::uint64_t>(in_day / 60 % 60), 2) + ':';
    out += padded(static_cast<std::uint64_t>(in_day % 60), 2);
    if (digits != 0) out += '.' + padded(static_cast<std::uint64_t>(fraction), digits);
    return out + 'Z';
  }
  static bool same(const std::chrono::sys_time<D>& v, model m) {
    return v.time_since_epoch().count() == m;
  }
};

}  // namespace keyplate_fuzz
