// Test helpers shared by the query tests: the layouts queried, ranges built and checked for the
// properties every range must have, bounds and errors as comparable text, and UTF-8 edge texts.
#pragma once

#include <chrono>
#include <cstddef>
#include <initializer_list>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"

namespace keyplate_test::queries {

namespace kp = keyplate;

using Order = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using Project = kp::key<"PROJECT#{p}">;
using Task = kp::key<"PROJECT#{p}#TASK#{t}">;
using Note = kp::key<"NOTE#{title}", kp::string<8>>;
using Day = kp::key<"DAY#{d}", kp::date>;
using Num = kp::key<"N#{n}", kp::uint<10>>;
using Suffixed = kp::key<"V#{n}X", kp::uint<4>>;
using Marked = kp::key<"A#{d}X#{n}", kp::date, kp::uint<4>>;
using Log = kp::key<"LOG#{at}", kp::timestamp<std::chrono::milliseconds>>;
using Item = kp::key<"ITEM#{id}#{u}", kp::ulid, kp::uuid>;
using Signed = kp::key<"I#{v}#{s}", kp::int64, kp::string<4>>;

inline const std::string top = "\xF4\x8F\xBF\xBF";  // U+10FFFF, the largest code point
inline std::string repeat(std::string_view text, int n) {
  std::string out;
  for (int i = 0; i != n; ++i) out += text;
  return out;
}

// Strict UTF-8 (Unicode table 3-7), written independently of the library.
inline bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned lead = at(i);
    std::size_t n = lead < 0x80   ? 1
                    : lead < 0xC2 ? 0
                    : lead < 0xE0 ? 2
                    : lead < 0xF0 ? 3
                    : lead < 0xF5 ? 4
                                  : 0;
    if (n == 0 || s.size() - i < n) return false;
    const unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    const unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    if (n > 1 && (at(i + 1) < low || at(i + 1) > high)) return false;
    for (std::size_t k = 2; k < n; ++k) {
      if (at(i + k) < 0x80 || at(i + k) > 0xBF) return false;
    }
    i += n;
  }
  return true;
}
inline bool starts_with(std::string_view text, std::string_view head) {
  return text.substr(0, head.size()) == head;
}

// The properties every range must have: ordered, valid, small enough, inside the prefix (both
// ends starting with it is enough: the strings with one prefix form one interval).
template <class K>
kp::key_condition checked(kp::key_condition r, std::string_view prefix) {
  CAPTURE(r.lower(), r.upper());
  CHECK(!kp::key_less(r.upper(), r.lower()));
  CHECK(!r.lower().empty());
  CHECK((valid_utf8(r.lower()) && valid_utf8(r.upper())));
  CHECK((r.lower().size() <= K::max_size && r.upper().size() <= K::max_size));
  CHECK((starts_with(r.lower(), prefix) && starts_with(r.upper(), prefix)));
  return r;
}
template <class K, class... Args>
kp::key_condition range(const Args&... args) {
  const auto all = std::forward_as_tuple(args...);
  const std::string prefix = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return K::prefix(std::get<I>(all)...).text();
  }
  (std::make_index_sequence<sizeof...(Args) - 1>{});
  return checked<K>(K::range(args...), prefix);
}
// Bounds as one comparable, printable text.
inline std::string shown(std::string_view lower, std::string_view upper) {
  return std::string(lower) + " .. " + std::string(upper);
}
inline std::string shown(const kp::key_condition& r) {
  return shown(r.lower(), r.upper());
}

template <class T>
std::string failure(const kp::result<T>& r) {
  if (r) return "no error";
  return std::string(kp::to_string(r.error().code)) + " in '" + std::string(r.error().field) + "'";
}
inline std::string fails(kp::error_code code, std::string_view field) {
  return std::string(kp::to_string(code)) + " in '" + std::string(field) + "'";
}

inline std::vector<std::string> strings(std::initializer_list<std::string> list) {
  return list;
}

}  // namespace keyplate_test::queries
