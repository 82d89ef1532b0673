// Query property tests' shared pieces: values drawn to collide (tricky bytes, shared prefixes, few
// dates and instants, integer edges), reference texts and value-space ends per codec, and one key
// space holding random keys of every layout of a single table's sort key.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "generators.hpp"
#include "support.hpp"

namespace keyplate_test {

// The largest valid UTF-8 text of `room` bytes: U+10FFFF while 4 bytes fit, then the largest
// code point of the length that is left.
inline std::string largest_text(std::size_t room) {
  static const char* const tails[] = {"", "\x7F", "\xDF\xBF", "\xEF\xBF\xBF"};
  std::string s;
  for (; room >= 4; room -= 4) s += "\xF4\x8F\xBF\xBF";
  return s + tails[room];
}

// `s` cut to at most `size` bytes, at a code-point boundary.
inline std::string cut(std::string s, std::size_t size) {
  size = std::min(size, s.size());
  while (size > 0 && size < s.size() && (static_cast<unsigned char>(s[size]) & 0xC0) == 0x80) {
    --size;
  }
  s.resize(size);
  return s;
}

inline std::string utf8(char32_t cp) {
  if (cp < 0x80) return std::string(1, static_cast<char>(cp));
  const int n = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  std::string s(static_cast<std::size_t>(n), '\0');
  for (int i = n - 1; i > 0; --i, cp >>= 6) s[i] = static_cast<char>(0x80 | (cp & 0x3F));
  s[0] = static_cast<char>(((0xFF00u >> n) & 0xFFu) | cp);
  return s;
}

inline bool all_digits(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Draws strings from a small alphabet of tricky units (reserved and escaped bytes, NUL, the
// code points next to UTF-8 length and surrogate edges), often reusing, cutting or extending
// earlier ones, so that values are equal or prefixes of each other.
class collider {
 public:
  explicit collider(std::uint64_t seed) : random_(seed) {}
  generator& random() { return random_; }

  // One code point: reserved and escaped bytes, NUL, and the neighbours of UTF-8 length and
  // surrogate edges.
  std::string unit() {
    static constexpr char32_t points[] = {'a',   'b',    '1',    '#',    '$',    '%',     ' ',
                                          '!',   0x00,   0x01,   '&',    0x7F,   0xE9,    0x7FF,
                                          0x800, 0x20AC, 0xD7FF, 0xE000, 0xFFFF, 0x10FFFF};
    return utf8(random_.pick(points));
  }

  std::string text(std::size_t max) {
    std::string s;
    const std::uint64_t how = random_.below(100);
    if (how < 45 && !texts_.empty()) {
      s = texts_[random_.below(texts_.size())];
      if (random_.percent(40)) s = cut(s, random_.below(s.size() + 1));
      if (random_.percent(30)) s += unit();
    } else if (how >= 55) {
      for (std::uint64_t n = 1 + random_.below(3); n != 0; --n) s += unit();
    }
    s = cut(s, max);
    if (random_.percent(6)) s += largest_text(max - s.size());
    if (texts_.size() < 24) {
      texts_.push_back(s);
    } else {
      texts_[random_.below(texts_.size())] = s;
    }
    return s;
  }

  // `text` with one byte replaced or appended: format bytes, digits, half a code point.
  std::string mangle(std::string text) {
    static constexpr char bytes[] = {'x', '-', ':', 'T', 'Z', '.', '#', 'i', 'z', '\xC3',
                                     '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'};
    if (text.empty() || random_.percent(30)) return text + random_.pick(bytes);
    text[random_.below(text.size())] = random_.pick(bytes);
    return text;
  }

 private:
  generator random_;
  std::vector<std::string> texts_;
};

// How the tests see one codec's values: drawing them, their ends, the canonical text a partial
// value must lead (`begins`), and whether any value begins with a text (`possible`).
template <class Codec>
struct model;

// Models whose partial values are leading parts of a canonical text `Model::text(v)`.
template <class Model, std::size_t Length>
struct text_model {
  template <class V>
  static bool begins(const V& v, std::string_view x) {
    return starts_with(Model::text(v), x);
  }
  template <class V>
  static std::string leading(collider& c, const V& v) {
    return Model::text(v).substr(0, c.random().below(Length + 1));
  }
};

template <std::size_t Max>
struct model<keyplate::string<Max>> {
  using value = std::string;
  static value draw(collider& c) { return c.text(Max); }
  static value least() { return {}; }
  static value greatest() { return largest_text(Max); }
  static bool begins(const value& v, std::string_view x) { return starts_with(v, x); }
  static std::string leading(collider& c, const value& v) {
    return cut(v, c.random().below(v.size() + 1));
  }
  static bool possible(std::string_view x) { return x.size() <= Max && valid_utf8(x); }
};

template <std::size_t W>
struct model<keyplate::uint<W>> : text_model<model<keyplate::uint<W>>, W> {
  static_assert(W >= 1 && W < 20);
  using value = std::uint64_t;
  static constexpr value top = [] {
    value p = 1;
    for (std::size_t i = 0; i != W; ++i) p *= 10;
    return p - 1;
  }();
  static value draw(collider& c) {
    generator& g = c.random();
    const std::uint64_t how = g.below(100);
    if (how < 45) return g.below(std::min<value>(top, 11) + 1);
    if (how < 55) return top;
    if (how < 60) return top - 1;
    if (how < 80) return (top + 1) / 10 - g.below(2);  // 10^(W-1) and the number below
    return g.next() % (top + 1);
  }
  static value least() { return 0; }
  static value greatest() { return top; }
  static std::string text(value v) {
    char out[24];
    std::snprintf(out, sizeof out, "%0*llu", static_cast<int>(W),
                  static_cast<unsigned long long>(v));
    return out;
  }
  static bool possible(std::string_view x) { return x.size() <= W && all_digits(x); }
};

template <>
struct model<keyplate::int64> {
  using value = std::int64_t;
  static value draw(collider& c) {
    static constexpr value edges[] = {
        INT64_MIN, INT64_MIN + 1,       -1000000000000000000, -10,      -1, 0, 1, 9,
        10,        1000000000000000000, INT64_MAX - 1,        INT64_MAX};
    generator& g = c.random();
    return g.percent(70) ? g.pick(edges) : g.between(-12, 12);
  }
  static value least() { return INT64_MIN; }
  static value greatest() { return INT64_MAX; }
};

template <>
struct model<keyplate::date> : text_model<model<keyplate::date>, 10> {
  using value = std::chrono::year_month_day;
  static value draw(collider& c) {
    using namespace std::chrono;
    static const value days[] = {year{0} / 1 / 1,      year{0} / 12 / 31,    year{2024} / 2 / 29,
                                 year{2026} / 1 / 31,  year{2026} / 10 / 1,  year{2026} / 10 / 9,
                                 year{2026} / 10 / 10, year{2026} / 10 / 31, year{2026} / 11 / 1,
                                 year{9999} / 12 / 31};
    return c.random().percent(90) ? c.random().pick(days) : c.random().date();
  }
  static value least() { return std::chrono::year{0} / 1 / 1; }
  static value greatest() { return std::chrono::year{9999} / 12 / 31; }
  static std::string text(const value& d) {
    char out[16];
    std::snprintf(out, sizeof out, "%04d-%02u-%02u", static_cast<int>(d.year()),
                  static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
    return out;
  }
  // Some date begins with `x`: searched through every day of the year `x` names.
  static bool possible(std::string_view x) {
    using namespace std::chrono;
    if (x.size() > 10) return false;
    if (x.size() <= 4) return all_digits(x);
    if (!all_digits(x.substr(0, 4))) return false;
    const year y{std::stoi(std::string(x.substr(0, 4)))};
    for (sys_days d = y / 1 / 1; d <= sys_days{y / 12 / 31}; d += days{1}) {
      if (begins(year_month_day{d}, x)) return true;
    }
    return false;
  }
};

template <>
struct model<keyplate::timestamp<std::chrono::milliseconds>>
    : text_model<model<keyplate::timestamp<std::chrono::milliseconds>>, 24> {
  using value = std::chrono::sys_time<std::chrono::milliseconds>;
  static value draw(collider& c) {
    using namespace std::chrono;
    static constexpr std::int64_t offsets[] = {0,      1,         999,        1000,
                                               59'999, 3'599'999, 43'200'000, 86'399'999};
    generator& g = c.random();
    const value day{sys_days{model<keyplate::date>::draw(c)}};
    return day + milliseconds{g.pick(offsets)};
  }
  static value least() { return value{std::chrono::sys_days{std::chrono::year{0} / 1 / 1}}; }
  static value greatest() {
    return value{std::chrono::sys_days{std::chrono::year{10000} / 1 / 1}} -
           std::chrono::milliseconds{1};
  }
  static std::string text(const value& t) {
    using namespace std::chrono;
    const sys_days day = floor<days>(t);
    const long long ms = (t - day).count();
    char out[40];
    std::snprintf(out, sizeof out, "%sT%02lld:%02lld:%02lld.%03lldZ",
                  model<keyplate::date>::text(year_month_day{day}).c_str(), ms / 3'600'000,
                  ms / 60'000 % 60, ms / 1000 % 60, ms % 1000);
    return out;
  }
  // The date part as for `date`; then separators and digits in place, and hours, minutes and
  // seconds (independent of each other) each agreeing with some value in range.
  static bool possible(std::string_view x) {
    constexpr std::string_view form = "0000-00-00T00:00:00.000Z";
    if (x.size() > form.size() || !model<keyplate::date>::possible(x.substr(0, 10))) {
      return false;
    }
    for (std::size_t i = 10; i < x.size(); ++i) {
      if (form[i] == '0' ? !all_digits(x.substr(i, 1)) : x[i] != form[i]) return false;
    }
    const auto fits = [&](std::size_t at, int limit) {
      if (x.size() <= at) return true;
      for (int v = 0; v <= limit; ++v) {
        const char text[] = {static_cast<char>('0' + v / 10), static_cast<char>('0' + v % 10)};
        if (starts_with({text, 2}, x.substr(at, 2))) return true;
      }
      return false;
    };
    return fits(11, 23) && fits(14, 59) && fits(17, 59);
  }
};

template <>
struct model<keyplate::ulid> : text_model<model<keyplate::ulid>, 26> {
  using value = keyplate::ulid::value_type;  // what decode gives, so tuples compare directly
  static value draw(collider& c) {
    static const value fixed[] = {
        value("00000000000000000000000000"), value("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"),
        value("01HVNR4Q3R0000000000000000"), value("01HVNR4Q3R000000000000000Z"),
        value("01HVNR4Q3RZZZZZZZZZZZZZZZZ"), value("01HVNR4Q3S0000000000000000")};
    generator& g = c.random();
    if (g.percent(70)) return g.pick(fixed);
    value u = g.pick(fixed);
    u[25] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[g.below(32)];
    return u;
  }
  static value least() { return value(std::string(26, '0')); }
  static value greatest() { return value("7" + std::string(25, 'Z')); }
  static std::string_view text(const value& v) { return v; }
  // Encoding accepts either case and writes uppercase.
  static bool begins(const value& v, std::string_view x) {
    std::string upper(x);
    for (char& ch : upper) ch = (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 32) : ch;
    return starts_with(v, upper);
  }
  static std::string leading(collider& c, const value& v) {
    std::string x(text(v).substr(0, c.random().below(27)));
    for (char& ch : x) {
      if (ch >= 'A' && ch <= 'Z' && c.random().percent(30)) ch = static_cast<char>(ch + 32);
    }
    return x;
  }
  static bool possible(std::string_view x) {
    constexpr std::string_view digits = "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyz";
    if (x.size() > 26 || (!x.empty() && (x[0] < '0' || x[0] > '7'))) return false;
    return std::all_of(x.begin(), x.end(), [&](char ch) { return digits.find(ch) != digits.npos; });
  }
};

// The sort key of one table: items, hierarchies (project and tasks, user and orders, comment
// and replies), literal text that continues another layout's (ORDER# and ORDERS#), and keys
// with an empty first literal.
namespace shared {
namespace kp = keyplate;
using Meta = kp::key<"#METADATA">;
using Profile = kp::key<"PROFILE">;
using OrderByDate = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using OrderByName = kp::key<"ORDER#{name}", kp::string<8>>;
using Orders = kp::key<"ORDERS#{name}", kp::string<8>>;
using Project = kp::key<"PROJECT#{p}", kp::string<6>>;
using Task = kp::key<"PROJECT#{p}#TASK#{t}", kp::string<6>, kp::string<6>>;
using Event = kp::key<"EVT#{at}#{n}", kp::timestamp<std::chrono::milliseconds>, kp::int64>;
using User = kp::key<"U#{id}", kp::ulid>;
using UserOrder = kp::key<"U#{id}#O#{n}", kp::ulid, kp::uint<2>>;
using Comment = kp::key<"{parent}", kp::uint<4>>;
using Reply = kp::key<"{parent}#{comment}", kp::uint<4>, kp::uint<4>>;
using Tagged = kp::key<"T#{a}#{n}#{b}", kp::string<2>, kp::int64, kp::string<3>>;
using table = kp::table<Meta, Profile, OrderByDate, OrderByName, Orders, Project, Task, Event, User,
                        UserOrder, Comment, Reply, Tagged>;
}  // namespace shared

template <class K>
using tuple_of = typename K::value_tuple;

// A random value tuple of `K`: half the time an earlier one with its later values redrawn.
template <class K>
tuple_of<K> draw_tuple(collider& c, const std::vector<tuple_of<K>>& earlier = {}) {
  tuple_of<K> t = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return tuple_of<K>{model<typename K::template codec_at<I>>::draw(c)...};
  }
  (std::make_index_sequence<K::field_count>{});
  if (earlier.empty() || c.random().percent(50)) return t;
  const tuple_of<K>& base = earlier[c.random().below(earlier.size())];
  const std::size_t kept = c.random().below(K::field_count + 1);
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    ((I < kept ? void(std::get<I>(t) = std::get<I>(base)) : void()), ...);
  }
  (std::make_index_sequence<K::field_count>{});
  return t;
}

// Random keys of several layouts in one sorted list, as one partition holds them, and each
// layout's own keys with the values they were made from.
template <class... Ks>
struct key_space {
  std::vector<std::string> keys;
  std::tuple<std::vector<std::pair<std::string, tuple_of<Ks>>>...> made;

  explicit key_space(collider& c, std::size_t per_layout) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (fill<I, Ks>(c, per_layout), ...);
    }
    (std::index_sequence_for<Ks...>{});
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  }

 private:
  template <std::size_t I, class K>
  void fill(collider& c, std::size_t count) {
    auto& mine = std::get<I>(made);
    std::vector<tuple_of<K>> earlier;
    for (std::size_t i = 0; i != (K::field_count == 0 ? 1 : count); ++i) {
      earlier.push_back(draw_tuple<K>(c, earlier));
      const keyplate::result<std::string> key = encode_tuple<K>(earlier.back());
      INFO("layout " << K::pattern << " values " << describe(earlier.back()));
      REQUIRE(key.has_value());
      mine.emplace_back(*key, earlier.back());
      keys.push_back(*key);
    }
  }
};

}  // namespace keyplate_test
