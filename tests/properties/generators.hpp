// Random value generators for the property tests: tricky strings, integer edges, dates, times
// and ULIDs, plus values related to earlier ones (equal, extended, truncated, nearby).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "../support/splitmix64.hpp"

namespace keyplate_test {

// The seed of a run: KEYPLATE_SEED from the environment, else a fixed default. Printed once.
inline std::uint64_t run_seed() {
  static const std::uint64_t seed = [] {
    std::uint64_t value = 20261001;
    if (const char* text = std::getenv("KEYPLATE_SEED"); text != nullptr && *text != '\0') {
      value = std::strtoull(text, nullptr, 0);
    }
    std::printf("property seed: %llu (override with KEYPLATE_SEED)\n",
                static_cast<unsigned long long>(value));
    std::fflush(stdout);
    return value;
  }();
  return seed;
}

// splitmix64 (support/splitmix64.hpp): tiny, and the same sequence with every compiler and
// standard library (unlike the std:: distributions), with the draws these tests need.
class generator : public splitmix64 {
 public:
  using splitmix64::splitmix64;

  std::int64_t between(std::int64_t lo, std::int64_t hi) {  // inclusive, hi - lo < 2^63
    return lo + static_cast<std::int64_t>(below(static_cast<std::uint64_t>(hi - lo) + 1));
  }
  bool percent(unsigned p) { return below(100) < p; }

  // One code point (1 to 4 bytes), weighted toward bytes the escaping and ordering care about.
  std::string unit() {
    static constexpr char reserved[] = {'#', '$', '%', ' ', '!', '"', '&', '\x7F', '\0'};
    static constexpr std::uint32_t edges[] = {0x80,   0x7FF,  0x800,   0xD7FF,  0xE000,
                                              0xFFFD, 0xFFFF, 0x10000, 0x10FFFF};
    const std::uint64_t kind = below(100);
    if (kind < 30) return std::string(1, pick(reserved));
    if (kind < 40) return std::string(1, static_cast<char>(1 + below(0x1F)));
    if (kind < 65) return std::string(1, static_cast<char>((percent(50) ? 'a' : 'A') + below(26)));
    if (kind < 72) return std::string(1, static_cast<char>(0x27 + below(0x7F - 0x27)));
    if (kind < 82) return utf8(pick(edges));
    std::uint32_t cp = 0;
    if (kind < 88)
      cp = static_cast<std::uint32_t>(0x80 + below(0x800 - 0x80));
    else if (kind < 94)
      cp = static_cast<std::uint32_t>(0x800 + below(0x10000 - 0x800));
    else
      cp = static_cast<std::uint32_t>(0x10000 + below(0x110000 - 0x10000));
    if (cp >= 0xD800 && cp <= 0xDFFF) cp -= 0x800;  // no surrogates
    return utf8(cp);
  }

  // Valid UTF-8 of at most `max_bytes` bytes: often empty or short, sometimes full, and often
  // an extension or truncation of a recently generated string.
  std::string text(std::size_t max_bytes) {
    std::string s;
    if (!pool_.empty() && percent(35)) {
      s = near_text(pool_[below(pool_.size())], max_bytes);
    } else {
      const std::uint64_t shape = below(100);
      const std::size_t units = shape < 10 ? 0 : shape < 95 ? 1 + below(8) : max_bytes;
      append_units(s, units, max_bytes);
    }
    remember(s);
    return s;
  }

  // A string related to `base`: sometimes equal, else truncated at a code-point boundary,
  // extended, or both.
  std::string near_text(const std::string& base, std::size_t max_bytes) {
    std::string s = base.size() <= max_bytes ? base : std::string();
    const std::uint64_t how = below(10);
    if (how >= 1 && how <= 6) s.resize(boundary_at_or_before(s, below(s.size() + 1)));
    if (how >= 4) append_units(s, 1 + below(3), max_bytes);
    return s;
  }

  std::int64_t int64() {
    static constexpr std::int64_t edges[] = {
        INT64_MIN, INT64_MIN + 1,      -1000000000000000000, -10,           -9,       -1, 0, 1, 9,
        10,        999999999999999999, 1000000000000000000,  INT64_MAX - 1, INT64_MAX};
    if (percent(20)) return pick(edges);
    const unsigned bits = static_cast<unsigned>(below(64));
    const auto magnitude = static_cast<std::int64_t>(next() >> (63 - bits) >> 1);
    return percent(50) ? -magnitude - static_cast<std::int64_t>(below(2)) : magnitude;
  }
  std::int64_t near_int64(std::int64_t v) {
    const std::int64_t step = between(-3, 3);
    if ((step > 0 && v > INT64_MAX - step) || (step < 0 && v < INT64_MIN - step)) return v;
    return v + step;
  }

  // An unsigned value of at most `width` digits (width 0: any 64-bit value).
  std::uint64_t unsigned_value(std::size_t width) {
    const std::uint64_t max = (width == 0 || width >= 20) ? UINT64_MAX : pow10(width) - 1;
    const std::uint64_t shape = below(10);
    if (shape == 0) return max;
    if (shape == 1) return below(11);
    if (shape == 2) return std::min(max, pow10(below(width == 0 ? 20 : width)));
    const std::uint64_t v = next() >> below(64);
    return max == UINT64_MAX ? v : v % (max + 1);
  }
  std::uint64_t near_unsigned(std::uint64_t v, std::size_t width) {
    const std::uint64_t max = (width == 0 || width >= 20) ? UINT64_MAX : pow10(width) - 1;
    if (percent(50)) return v < max ? v + 1 : v;
    return v > 0 ? v - 1 : v;
  }

  std::chrono::year_month_day date() { return std::chrono::year_month_day{day()}; }
  std::chrono::year_month_day near_date(std::chrono::year_month_day d) {
    return std::chrono::year_month_day{
        clamp(std::chrono::sys_days{d} + std::chrono::days{between(-2, 2)})};
  }

  template <class Duration>
  std::chrono::sys_time<Duration> timestamp() {
    const auto per_day = std::chrono::duration_cast<Duration>(std::chrono::days{1}).count();
    const std::uint64_t shape = below(4);
    const std::int64_t within = shape == 0 ? 0 : shape == 1 ? per_day - 1 : between(0, per_day - 1);
    return std::chrono::sys_time<Duration>{day()} + Duration{within};
  }
  template <class Duration>
  std::chrono::sys_time<Duration> near_timestamp(std::chrono::sys_time<Duration> t) {
    const auto moved = t + Duration{between(-2, 2)};
    const auto first = std::chrono::sys_time<Duration>{first_day()};
    const auto last =
        std::chrono::sys_time<Duration>{last_day() + std::chrono::days{1}} - Duration{1};
    return moved < first ? first : moved > last ? last : moved;
  }

  // A valid ULID, uppercase (what decode returns), first character 0-7.
  std::string ulid() {
    static constexpr char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    std::string s(26, '0');
    const std::uint64_t shape = below(10);
    for (std::size_t i = 0; i != 26; ++i) {
      const std::size_t max = i == 0 ? 8 : 32;
      s[i] = alphabet[shape == 0 ? 0 : shape == 1 ? max - 1 : below(max)];
    }
    return s;
  }
  std::string near_ulid(std::string u) {
    static constexpr char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const std::size_t at = 20 + below(6);
    u[at] = alphabet[below(32)];
    return u;
  }

 private:
  static std::uint64_t pow10(std::size_t n) {
    std::uint64_t p = 1;
    while (n-- != 0) p *= 10;
    return p;
  }
  static std::string utf8(std::uint32_t cp) {
    std::string s;
    if (cp < 0x80) {
      s += static_cast<char>(cp);
    } else if (cp < 0x800) {
      s += static_cast<char>(0xC0 | (cp >> 6));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      s += static_cast<char>(0xE0 | (cp >> 12));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      s += static_cast<char>(0xF0 | (cp >> 18));
      s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return s;
  }
  static std::size_t boundary_at_or_before(const std::string& s, std::size_t at) {
    while (at > 0 && at < s.size() && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) --at;
    return at;
  }
  void append_units(std::string& s, std::size_t units, std::size_t max_bytes) {
    for (std::size_t i = 0; i != units; ++i) {
      const std::string u = unit();
      if (s.size() + u.size() > max_bytes) break;
      s += u;
    }
  }
  void remember(const std::string& s) {
    if (pool_.size() < 32)
      pool_.push_back(s);
    else
      pool_[below(pool_.size())] = s;
  }

  static std::chrono::sys_days first_day() {
    return std::chrono::year{0} / std::chrono::January / 1;
  }
  static std::chrono::sys_days last_day() {
    return std::chrono::year{9999} / std::chrono::December / 31;
  }
  static std::chrono::sys_days clamp(std::chrono::sys_days d) {
    return d < first_day() ? first_day() : d > last_day() ? last_day() : d;
  }
  std::chrono::sys_days day() {
    using namespace std::chrono;
    static const sys_days edges[] = {first_day(),         last_day(),           year{0} / 2 / 29,
                                     year{2000} / 2 / 29, year{2024} / 2 / 29,  year{1900} / 2 / 28,
                                     year{1900} / 3 / 1,  year{1969} / 12 / 31, year{1970} / 1 / 1};
    if (percent(20)) return pick(edges);
    return sys_days{days{
        between(first_day().time_since_epoch().count(), last_day().time_since_epoch().count())}};
  }

  std::vector<std::string> pool_;
};

// Fresh and related values per codec, so tuples can be built for any layout.
template <class Codec>
struct values_of;

template <std::size_t Max>
struct values_of<keyplate::string<Max>> {
  static std::string fresh(generator& g) { return g.text(Max); }
  static std::string near(generator& g, const std::string& v) { return g.near_text(v, Max); }
};
template <>
struct values_of<keyplate::int64> {
  static std::int64_t fresh(generator& g) { return g.int64(); }
  static std::int64_t near(generator& g, std::int64_t v) { return g.near_int64(v); }
};
template <std::size_t W>
struct values_of<keyplate::uint<W>> {
  static std::uint64_t fresh(generator& g) { return g.unsigned_value(W); }
  static std::uint64_t near(generator& g, std::uint64_t v) { return g.near_unsigned(v, W); }
};
template <>
struct values_of<keyplate::date> {
  static auto fresh(generator& g) { return g.date(); }
  static auto near(generator& g, std::chrono::year_month_day v) { return g.near_date(v); }
};
template <class D>
struct values_of<keyplate::timestamp<D>> {
  static auto fresh(generator& g) { return g.template timestamp<D>(); }
  static auto near(generator& g, std::chrono::sys_time<D> v) { return g.near_timestamp(v); }
};
template <>
struct values_of<keyplate::ulid> {
  using value = keyplate::ulid::value_type;
  static value fresh(generator& g) { return value(g.ulid()); }
  static value near(generator& g, std::string_view v) { return value(g.near_ulid(std::string(v))); }
};

// A random value tuple of layout `K`.
template <class K>
typename K::value_tuple random_tuple(generator& g) {
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return typename K::value_tuple{values_of<typename K::template codec_at<I>>::fresh(g)...};
  }
  (std::make_index_sequence<K::field_count>{});
}

// A tuple related to `a`: equal, unrelated, or sharing a random number of leading values with
// the next value close to `a`'s, so that equal prefixes and near-ties are common.
template <class K>
typename K::value_tuple related_tuple(generator& g, const typename K::value_tuple& a) {
  const std::uint64_t how = g.below(100);
  if (how < 10) return a;
  typename K::value_tuple b = random_tuple<K>(g);
  if (how < 25) return b;
  const std::size_t shared = g.below(K::field_count);
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((I < shared    ? void(std::get<I>(b) = std::get<I>(a))
      : I == shared ? void(std::get<I>(b) =
                               values_of<typename K::template codec_at<I>>::near(g, std::get<I>(a)))
                    : void()),
     ...);
  }
  (std::make_index_sequence<K::field_count>{});
  return b;
}

}  // namespace keyplate_test
