// kp::disjoint against an exhaustive search over small layouts' keys, table neighbours against
// their definition over a shared key space, and table decode on that space and on junk.
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "query_support.hpp"

namespace {

using namespace keyplate_test;
namespace kp = keyplate;

// Every value of a small field, or a sample with the bytes and widths that matter.
template <class C>
struct universe;

template <std::size_t W>
struct universe<kp::uint<W>> {
  static std::vector<std::uint64_t> values() {
    std::uint64_t top = UINT64_MAX;
    if (W < 20) {
      top = 1;
      for (std::size_t i = 0; i != W; ++i) top *= 10;
      --top;
    }
    std::vector<std::uint64_t> out;
    if (W <= 2) {
      for (std::uint64_t v = 0; v <= top; ++v) out.push_back(v);
      return out;
    }
    for (const std::uint64_t v : {0, 1, 9, 10, 42, 99, 100, 2024, 2026, 9999}) {
      if (v <= top) out.push_back(v);
    }
    out.push_back(top);
    return out;
  }
};

// Every valid UTF-8 text of at most 2 bytes that fits, and for longer fields a few more.
template <std::size_t Max>
struct universe<kp::string<Max>> {
  static std::vector<std::string> values() {
    std::vector<std::string> out{""};
    for (int a = 0; a != 0x80; ++a) out.emplace_back(1, static_cast<char>(a));
    if (Max >= 2) {
      for (int a = 0; a != 0x80; ++a) {
        for (int b = 0; b != 0x80; ++b) out.push_back({static_cast<char>(a), static_cast<char>(b)});
      }
      for (int cp = 0x80; cp != 0x800; ++cp) {
        out.push_back({static_cast<char>(0xC0 | (cp >> 6)), static_cast<char>(0x80 | (cp & 0x3F))});
      }
    }
    for (const char* more : {"2026-10-01", "0000000042", "ORDER", "#TASK#", "\xE2\x82\xAC"}) {
      if (std::string_view(more).size() > 2 && std::string_view(more).size() <= Max) {
        out.emplace_back(more);
      }
    }
    return out;
  }
};

template <>
struct universe<kp::int64> {
  static std::vector<std::int64_t> values() {
    std::vector<std::int64_t> out{INT64_MIN, INT64_MIN + 1, -1000000000000000000, INT64_MAX};
    for (std::int64_t v = -50; v <= 50; ++v) out.push_back(v);
    return out;
  }
};

template <>
struct universe<kp::date> {
  static std::vector<std::chrono::year_month_day> values() {
    using namespace std::chrono;
    std::vector<year_month_day> out;
    for (const int y : {0, 2024, 2026, 9999}) {
      for (sys_days d = year{y} / 1 / 1; d <= sys_days{year{y} / 12 / 31}; d += days{1}) {
        out.emplace_back(d);
      }
    }
    return out;
  }
};

template <>
struct universe<kp::timestamp<std::chrono::seconds>> {
  static std::vector<std::chrono::sys_seconds> values() {
    using namespace std::chrono;
    return {sys_days{year{0} / 1 / 1}, sys_days{year{2026} / 10 / 1} + hours{12},
            sys_days{year{9999} / 12 / 31} + seconds{86'399}};
  }
};

template <>
struct universe<kp::ulid> {
  static std::vector<std::string> values() {
    return {std::string(26, '0'), "7" + std::string(25, 'Z'), "01HVNR4Q3R0000000000000042"};
  }
};

// Every key of K from the product of its fields' universes.
template <class K>
std::vector<std::string> all_keys() {
  const auto fields = []<std::size_t... I>(std::index_sequence<I...>) {
    return std::tuple{universe<typename K::template codec_at<I>>::values()...};
  }
  (std::make_index_sequence<K::field_count>{});
  std::vector<std::string> keys;
  const auto product = [&](const auto& self, const auto&... chosen) -> void {
    if constexpr (sizeof...(chosen) == K::field_count) {
      if (const auto key = K::try_encode(chosen...)) keys.push_back(*key);
    } else {
      for (const auto& v : std::get<sizeof...(chosen)>(fields)) self(self, chosen..., v);
    }
  };
  product(product);
  return keys;
}

std::size_t enumerated = 0, pairs = 0;

// A key of both layouts, searched from both sides.
template <class A, class B>
std::optional<std::string> common_key() {
  for (const std::string& key : all_keys<A>()) {
    ++enumerated;
    if (B::matches(key)) return key;
  }
  for (const std::string& key : all_keys<B>()) {
    ++enumerated;
    if (A::matches(key)) return key;
  }
  return std::nullopt;
}

// `expected` is the answer worked out by hand from DESIGN.md; with `exact`, the class model is
// exact for the pair, so `disjoint` must also be false when a common key exists.
template <class A, class B>
void compare_pair(bool expected, bool exact) {
  constexpr bool claimed = kp::disjoint<A, B>;
  STATIC_REQUIRE(claimed == kp::disjoint<B, A>);
  const std::optional<std::string> found = common_key<A, B>();
  ++pairs;
  INFO(A::pattern << " vs " << B::pattern << ": disjoint " << claimed << ", common key "
                  << (found ? printable(*found) : "none"));
  CHECK(claimed == expected);
  CHECK(!(claimed && found));
  if (exact) CHECK(claimed == !found);
}

template <kp::fixed_string P, class... Cs>
using L = kp::key<P, Cs...>;
using u1 = kp::uint<1>;
using u2 = kp::uint<2>;
using s1 = kp::string<1>;
using s2 = kp::string<2>;

template <class... Ks>
constexpr std::array<std::string_view, sizeof...(Ks)> patterns(kp::table<Ks...>*) {
  return {Ks::pattern...};
}

template <class... Ks>
std::array<bool, sizeof...(Ks)> matching(kp::table<Ks...>*, std::string_view key) {
  return {Ks::matches(key)...};
}

// The keys of each layout of a shared space, by layout number.
template <class... Ks>
std::vector<std::vector<std::string>> keys_by_layout(const key_space<Ks...>& space) {
  std::vector<std::vector<std::string>> out(sizeof...(Ks));
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    const auto add = [&](std::size_t layout, const auto& made) {
      for (const auto& entry : made) out[layout].push_back(entry.first);
    };
    (add(I, std::get<I>(space.made)), ...);
  }
  (std::index_sequence_for<Ks...>{});
  return out;
}

template <class... Ks>
key_space<Ks...> make_space(kp::table<Ks...>*, collider& c) {
  return key_space<Ks...>(c, 200);
}

// A string near `key`: cut, extended, with a byte changed, removed or inserted, or a fixed junk.
std::string junk_from(collider& c, std::string key) {
  static const std::string fixed[] = {"",     "$",          "#",       "ORDER#",   "PROJECT#a#TASK",
                                      "U#",   "#METADATA#", "0012#",   "0012#001", "PROFILEX",
                                      "EVT#", "ORDERS",     "T#a#-1#", "\x80"};
  static constexpr char bytes[] = {'#', '$', '%', '0', 'A', 'a', '-', ':', 'Z', '\x80', '\xC3'};
  generator& g = c.random();
  const std::size_t at = key.empty() ? 0 : g.below(key.size());
  switch (g.below(7)) {
    case 0:
      return key.substr(0, at);
    case 1:
      return key + (g.percent(50) ? "#" : "#x");
    case 2:
      if (!key.empty()) key[at] = g.pick(bytes);
      return key;
    case 3:
      return key.insert(at, g.percent(50) ? "%2" : "%41");
    case 4:
      return key.empty() ? key : key.erase(at, 1);
    case 5:
      return g.pick(fixed);
    default:
      return c.mangle(key);
  }
}

}  // namespace

TEST_CASE("disjoint agrees with an exhaustive search over small layouts", "[properties][table]") {
  using namespace std::chrono;
  compare_pair<L<"A#{x}", u1>, L<"A#{x}", u2>>(true, true);
  compare_pair<L<"ORDER#{s}", s2>, L<"ORDERS#{s}", s2>>(true, true);
  compare_pair<L<"AB">, L<"A{s}", s1>>(false, true);
  compare_pair<L<"A#">, L<"A#{s}", s1>>(false, true);
  compare_pair<L<"A#{s}", s1>, L<"A#{n}", u1>>(false, true);
  compare_pair<L<"A#{s}", s2>, L<"A#{n}", u2>>(false, true);
  compare_pair<L<"A#{s}", s2>, L<"A#{s}", s1>>(false, true);
  compare_pair<L<"D#{d}", kp::date>, L<"D#{n}", kp::uint<10>>>(true, true);
  compare_pair<L<"D#{d}", kp::date>, L<"D#{s}", kp::string<10>>>(false, true);
  compare_pair<L<"D#{d}", kp::date>, L<"D#{y}-{m}-{d}", kp::uint<4>, u2, u2>>(false, true);
  compare_pair<L<"D#{d}", kp::date>, L<"D#{y}-1{m}-{d}", kp::uint<4>, u1, u2>>(false, true);
  compare_pair<L<"{a}#{b}", u1, u1>, L<"{a}", u1>>(true, true);
  compare_pair<L<"Q{a}#{b}", s1, s1>, L<"Q{a}", s2>>(true, true);
  compare_pair<L<"P#{p}", s2>, L<"P#{p}#T#{t}", s1, s1>>(true, true);
  compare_pair<L<"{a}{b}", u1, u1>, L<"{n}", u2>>(false, true);
  compare_pair<L<"N{a}", u2>, L<"N{a}{b}", u1, u1>>(false, true);
  compare_pair<L<"X{a}", u1>, L<"X1">>(false, true);
  compare_pair<L<"X{a}", u1>, L<"XA">>(true, true);
  compare_pair<L<"{n}", u1>, L<"X">>(true, true);
  compare_pair<L<"A{x}B", u1>, L<"A{s}", s2>>(false, true);
  compare_pair<L<"AA{n}", u1>, L<"A{s}", s2>>(false, true);
  compare_pair<L<"K#{a}#{b}", u1, s1>, L<"K#{a}#{b}", s1, u1>>(false, true);
  compare_pair<L<"{s}#{n}", s1, u1>, L<"{n}#{s}", u1, s1>>(false, true);
  compare_pair<L<"M#{x}", s1>, L<"M#X{y}", s1>>(false, true);
  compare_pair<L<"#{s}", s2>, L<"#\xC3\xA9">>(false, true);
  compare_pair<L<"ORDER#{d}#{n}", kp::date, u1>, L<"ORDER#{s}", s2>>(true, true);
  compare_pair<L<"E#{n}", kp::int64>, L<"E#{n}", kp::uint<20>>>(false, true);
  compare_pair<L<"E#{n}", kp::int64>, L<"E#{n}", kp::uint<19>>>(true, true);
  compare_pair<L<"Z{n}", kp::int64>, L<"Z-{n}", kp::uint<19>>>(false, true);
  compare_pair<L<"T#{t}", kp::timestamp<seconds>>, L<"T#{d}", kp::date>>(true, true);
  compare_pair<L<"U#{u}", kp::ulid>, L<"U#{n}", u2>>(true, true);
  // The class model counts escaped bytes, not values: these share no key, but `disjoint` may
  // say false (the safe answer).
  compare_pair<L<"A#{s}", s1>, L<"A#{n}", u2>>(false, false);
  compare_pair<L<"V{s}", s1>, L<"VZZ">>(false, false);
  compare_pair<L<"#{s}", s1>, L<"#\xC3\xA9">>(false, false);
  std::printf("disjoint: %zu layout pairs, %zu keys enumerated\n", pairs, enumerated);
  CHECK(pairs >= 20);
}

TEST_CASE("table neighbours and decode over a shared key space", "[properties][table]") {
  using namespace shared;
  using T = shared::table;
  constexpr auto& n = T::neighbours;
  STATIC_REQUIRE(n[2][3] && n[3][2] && !n[3][4] && !n[4][3] && n[5][6] && n[6][5]);
  STATIC_REQUIRE(n[8][9] && n[9][8] && n[10][0] && n[11][12] && !n[0][5] && !n[12][6]);

  collider c(run_seed() ^ 0x7AB1E);
  const auto space = make_space(static_cast<T*>(nullptr), c);
  const auto by_layout = keys_by_layout(space);
  const auto names = patterns(static_cast<T*>(nullptr));

  // neighbours[a][b]: some key of b begins with a's text before its first field.
  for (std::size_t a = 0; a != T::size; ++a) {
    const std::string_view literal = names[a].substr(0, names[a].find('{'));
    const bool has_fields = literal.size() != names[a].size();
    for (std::size_t b = 0; b != T::size; ++b) {
      bool expected = false;
      for (const std::string& key : by_layout[b]) expected |= starts_with(key, literal);
      expected = expected && a != b && has_fields;
      INFO(names[a] << " -> " << names[b]);
      CHECK(n[a][b] == expected);
    }
  }

  std::size_t decoded = 0, junk = 0, unmatched = 0;
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (
        [&] {
          for (const auto& [key, values] : std::get<I>(space.made)) {
            const auto r = T::decode(key);
            INFO(names[I] << " key " << printable(key));
            CHECK((r && r->index() == I && std::get<I>(*r).as_tuple() == values));
            ++decoded;
          }
        }(),
        ...);
  }
  (std::make_index_sequence<T::size>{});

  for (std::size_t i = 0; i != 20'000; ++i) {
    const std::string key = junk_from(c, space.keys[c.random().below(space.keys.size())]);
    const auto m = matching(static_cast<T*>(nullptr), key);
    std::size_t count = 0, which = 0;
    for (std::size_t l = 0; l != m.size(); ++l) {
      if (m[l]) {
        ++count;
        which = l;
      }
    }
    const auto r = T::decode(key);
    INFO("junk " << printable(key));
    REQUIRE(count <= 1);  // the layouts are disjoint
    if (count == 0) {
      ++unmatched;
      CHECK((!r && r.error().code == kp::error_code::no_matching_layout));
    } else {
      CHECK((r && r->index() == which));
    }
    ++junk;
  }
  std::printf(
      "table: %zu x %zu neighbours over %zu keys; decode: %zu keys, %zu junk (%zu of no "
      "layout)\n",
      T::size, T::size, space.keys.size(), decoded, junk, unmatched);
  CHECK(unmatched >= junk / 4);
}
