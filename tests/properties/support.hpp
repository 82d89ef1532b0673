// Shared pieces of the property tests: the layouts under test, a reference order on value
// tuples, readable descriptions of values and keys, and failure counting.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "catch.hpp"
#include "generators.hpp"

namespace keyplate_test {

namespace kp = keyplate;

// Strings on both sides of fixed fields, a string ending the key, an empty leading literal,
// fixed fields followed by non-'#' literals, and a layout that is not order-preserving.
using ProjectTask = kp::key<"PROJECT#{p}#TASK#{t}">;
using Mixed = kp::key<"A#{s}#{n}#{d}", kp::string<16>, kp::int64, kp::date>;
using Packed = kp::key<"{u}{w}#X#{s}", kp::ulid, kp::uint<4>, kp::string<>>;
using Log = kp::key<"LOG#{at}#{seq}#{tag}", kp::timestamp<std::chrono::microseconds>, kp::uint<>,
                    kp::string<8>>;
using Event =
    kp::key<"E{at}{n}Z{s}", kp::timestamp<std::chrono::milliseconds>, kp::uint<20>, kp::string<4>>;

// Each layout gets its own stream, derived from the run seed, so one layout's test can be run
// alone and still see the same values.
inline generator generator_for(std::uint64_t layout_number) {
  return generator(run_seed() ^ (layout_number * 0xD1B54A32D192ED03ULL));
}

// -1, 0 or 1 as the values compare: field by field, strings by unsigned bytes
// (std::char_traits<char> compares as unsigned char), numbers numerically, times
// chronologically.
template <class Tuple>
int compare_tuples(const Tuple& a, const Tuple& b) {
  int sign = 0;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((sign = sign != 0                         ? sign
             : std::get<I>(a) < std::get<I>(b) ? -1
             : std::get<I>(b) < std::get<I>(a) ? 1
                                               : 0),
     ...);
  }
  (std::make_index_sequence<std::tuple_size_v<Tuple>>{});
  return sign;
}

inline int sign_of(int c) {
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

inline bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// Strict UTF-8 check written from the Unicode definition (no overlongs, no surrogates, nothing
// above U+10FFFF), independent of the library's own validator.
inline bool valid_utf8(std::string_view s) {
  static constexpr std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  std::size_t i = 0;
  while (i < s.size()) {
    const auto lead = static_cast<unsigned char>(s[i]);
    const std::size_t n = lead < 0x80           ? 1
                          : (lead >> 5) == 0x6  ? 2
                          : (lead >> 4) == 0xE  ? 3
                          : (lead >> 3) == 0x1E ? 4
                                                : 0;
    if (n == 0) return false;
    std::uint32_t cp = lead & (0xFFu >> (n == 1 ? 1 : n + 1));
    if (s.size() - i < n) return false;
    for (std::size_t k = 1; k < n; ++k) {
      const auto next = static_cast<unsigned char>(s[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (next & 0x3Fu);
    }
    if (cp < smallest[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

// Bytes with the non-printable ones as \xHH, for failure messages.
inline std::string printable(std::string_view bytes) {
  std::string out = "\"";
  for (const char c : bytes) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F && c != '"' && c != '\\') {
      out += c;
    } else {
      char hex[5];
      std::snprintf(hex, sizeof hex, "\\x%02X", byte);
      out += hex;
    }
  }
  return out + "\"";
}

inline std::string describe_value(const std::string& v) {
  return printable(v);
}
template <std::size_t N>
std::string describe_value(const kp::fixed_text<N>& v) {
  return printable(v);
}
inline std::string describe_value(std::int64_t v) {
  return std::to_string(v);
}
inline std::string describe_value(std::uint64_t v) {
  return std::to_string(v);
}
inline std::string describe_value(const std::chrono::year_month_day& v) {
  return std::to_string(static_cast<int>(v.year())) + "-" +
         std::to_string(static_cast<unsigned>(v.month())) + "-" +
         std::to_string(static_cast<unsigned>(v.day()));
}
template <class D>
std::string describe_value(const std::chrono::sys_time<D>& v) {
  std::string text = "t";
  text += std::to_string(v.time_since_epoch().count());
  return text;
}

template <class Tuple>
std::string describe(const Tuple& t) {
  std::string out = "(";
  std::apply([&](const auto&... v) { ((out += describe_value(v) + ", "), ...); }, t);
  return out + ")";
}

// The key of a value tuple (values convert to the codecs' input types).
template <class K>
kp::result<std::string> encode_tuple(const typename K::value_tuple& t) {
  return std::apply([](const auto&... v) { return K::try_encode(v...); }, t);
}

// Counts checks and failures; reports the first few failures through Catch2 with `what`.
class tally {
 public:
  explicit tally(const char* name) : name_(name) {}
  ~tally() {
    std::printf("%s: %zu tuples checked, %zu failures\n", name_, tuples_, failures_);
    std::fflush(stdout);
  }
  tally(const tally&) = delete;
  tally& operator=(const tally&) = delete;

  void count_tuples(std::size_t n) { tuples_ += n; }
  std::size_t tuples() const { return tuples_; }
  std::size_t failures() const { return failures_; }

  // Returns `ok`; on the first few failures, records a Catch2 check with the description.
  template <class Describe>
  bool expect(bool ok, Describe&& what) {
    if (ok) return true;
    if (++failures_ <= 5) {
      INFO(name_ << ": " << what());
      CHECK(ok);
    }
    return false;
  }

 private:
  const char* name_;
  std::size_t tuples_ = 0;
  std::size_t failures_ = 0;
};

// Draws `count` pairs of related tuples (see related_tuple) for layout K, encodes both, and calls
// `check(a, b, key_a, key_b)` for every pair that encodes; an encode failure is a failed check.
template <class K, class Check>
void for_each_related_pair(tally& t, std::uint64_t layout_number, std::size_t count, Check check) {
  generator g = generator_for(layout_number);
  INFO("layout " << K::pattern << ", seed " << run_seed());
  for (std::size_t i = 0; i != count; ++i) {
    const auto a = random_tuple<K>(g);
    const auto b = related_tuple<K>(g, a);
    const auto ka = encode_tuple<K>(a);
    const auto kb = encode_tuple<K>(b);
    t.count_tuples(2);
    const bool encoded = t.expect(ka.has_value() && kb.has_value(), [&] {
      return "encode failed: " + describe(ka.has_value() ? b : a) + " " +
             (ka.has_value() ? kb : ka).error().message();
    });
    if (encoded) check(a, b, *ka, *kb);
  }
}

}  // namespace keyplate_test
