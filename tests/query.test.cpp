// Tests query.hpp and the query API of key.hpp: partial prefixes, exact BETWEEN ranges for every
// condition kind, family queries and comment trees, checked by hand and by brute force.
#include <chrono>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
using kp::bound_kind;
using kp::error_code;
using namespace std::chrono_literals;
using std::chrono::sys_days;
using std::chrono::year;
using std::chrono::year_month_day;

namespace {

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

const std::string top = "\xF4\x8F\xBF\xBF";  // U+10FFFF, the largest code point
std::string repeat(std::string_view text, int n) {
  std::string out;
  for (int i = 0; i != n; ++i) out += text;
  return out;
}

// Strict UTF-8 (Unicode table 3-7), written independently of the library.
bool valid_utf8(std::string_view s) {
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
bool starts_with(std::string_view text, std::string_view head) {
  return text.substr(0, head.size()) == head;
}

// The properties every range must have: ordered, valid, small enough, inside the prefix (both
// ends starting with it is enough: the strings with one prefix form one interval).
template <class K>
kp::key_range checked(kp::key_range r, std::string_view prefix) {
  CAPTURE(r.lower, r.upper);
  CHECK(!kp::key_less(r.upper, r.lower));
  CHECK(!r.lower.empty());
  CHECK((valid_utf8(r.lower) && valid_utf8(r.upper)));
  CHECK((r.lower.size() <= K::max_size && r.upper.size() <= K::max_size));
  CHECK((starts_with(r.lower, prefix) && starts_with(r.upper, prefix)));
  return r;
}
template <class K, class... Args>
kp::key_range range(const Args&... args) {
  const auto all = std::forward_as_tuple(args...);
  const std::string prefix = [&]<std::size_t... I>(std::index_sequence<I...>) {
    return K::prefix(std::get<I>(all)...);
  }
  (std::make_index_sequence<sizeof...(Args) - 1>{});
  return checked<K>(K::range(args...), prefix);
}
// Bounds as one comparable, printable text.
std::string shown(std::string_view lower, std::string_view upper) {
  return std::string(lower) + " .. " + std::string(upper);
}
std::string shown(const kp::key_range& r) {
  return shown(r.lower, r.upper);
}

template <class T>
std::string failure(const kp::result<T>& r) {
  if (r) return "no error";
  return std::string(kp::to_string(r.error().code)) + " in '" + std::string(r.error().field) + "'";
}
std::string fails(error_code code, std::string_view field) {
  return std::string(kp::to_string(code)) + " in '" + std::string(field) + "'";
}

}  // namespace

TEST_CASE("key_range::contains and key_condition::selects compare unsigned bytes") {
  const kp::key_range r{"b", "d"};
  CHECK(r.contains("b"));
  CHECK(r.contains("bz"));
  CHECK(r.contains("d"));
  CHECK_FALSE(r.contains("a"));
  CHECK_FALSE(r.contains("azz"));
  CHECK_FALSE(r.contains(std::string("d\0", 2)));
  CHECK_FALSE(r.contains("\xC3\xA9"));  // above every ASCII byte
  CHECK(kp::key_range{"a", "\xC3\xA9"}.contains("z"));
  CHECK(kp::key_range{"\x7F", "\x80"}.contains("\x7F\xFF"));
  CHECK(kp::key_range{"x", "x"}.contains("x"));

  const auto prefix = kp::key_condition::begins_with("AB");
  CHECK_FALSE(prefix.is_range());
  CHECK(prefix.prefix() == "AB");
  CHECK(prefix.selects("AB"));
  CHECK(prefix.selects("AB#1"));
  CHECK_FALSE(prefix.selects("A"));
  CHECK_FALSE(prefix.selects("AC"));
  const auto between = kp::key_condition::between({"a", "c"});
  CHECK(between.is_range());
  CHECK(between.range() == kp::key_range{"a", "c"});
  CHECK(between.selects("b#x"));
  CHECK(between.selects("c"));
  CHECK_FALSE(between.selects("c#"));
}

TEST_CASE("prefix with a partial last value, through layouts") {
  const year_month_day day = 2026y / 10 / 1d;
  const std::string ulid = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  CHECK(Order::prefix(kp::partial("2026-10")) == "ORDER#2026-10");
  CHECK(Order::prefix(kp::partial("")) == "ORDER#");
  CHECK(Order::prefix(day, kp::partial("00")) == "ORDER#2026-10-01#00");
  CHECK(Task::prefix(kp::partial("a#")) == "PROJECT#a%23");
  CHECK(Task::prefix("1", kp::partial("x y")) == "PROJECT#1#TASK#x%20y");
  CHECK(Note::prefix(kp::partial("\xC3\xA9")) == "NOTE#\xC3\xA9");
  CHECK(Log::prefix(kp::partial("2026-10-01T12")) == "LOG#2026-10-01T12");
  CHECK(Marked::prefix(day, kp::partial("9")) == "A#2026-10-01X#9");
  CHECK(Item::prefix(kp::partial("01arz")) == "ITEM#01ARZ");
  CHECK(Item::prefix(ulid, kp::partial("3F2504E0-4")) == "ITEM#" + ulid + "#3f2504e0-4");
  CHECK(Signed::prefix(-1) == "I#-9223372036854775807#");

  CHECK(failure(Order::try_prefix(kp::partial("2026-13"))) ==
        fails(error_code::invalid_date, "date"));
  CHECK(failure(Order::try_prefix(day, kp::partial("1x"))) ==
        fails(error_code::invalid_character, "orderId"));
  CHECK(failure(Task::try_prefix(kp::partial("a\xC3"))) == fails(error_code::invalid_utf8, "p"));
  CHECK(failure(Log::try_prefix(kp::partial("2026-10-01T24"))) ==
        fails(error_code::invalid_time, "at"));
  CHECK(failure(Item::try_prefix(kp::partial("8"))) == fails(error_code::out_of_range, "id"));
  CHECK_THROWS_AS(Order::prefix(kp::partial("2023-02-29")), kp::key_error);

  // The partial prefix selects exactly the keys of that month.
  std::size_t selected = 0;
  for (const year_month_day d : {2026y / 9 / 30d, 2026y / 10 / 1d, 2026y / 10 / 31d,
                                 2026y / 11 / 1d, 2025y / 10 / 15d, 2126y / 10 / 1d}) {
    const std::string key = Order::encode(d, 42);
    const bool october = d.year() == 2026y && d.month() == std::chrono::October;
    CHECK(starts_with(key, Order::prefix(kp::partial("2026-10"))) == october);
    selected += october;
  }
  CHECK(selected == 2);
}

TEST_CASE("range on a string field followed by '#'") {
  const std::string greatest = repeat(top, 63) + "\xEF\xBF\xBF";  // string<255>::greatest()
  CHECK(shown(range<Task>(kp::between("a", "c"))) == shown("PROJECT#a", "PROJECT#c$"));
  CHECK(shown(range<Task>(kp::at_most("b"))) == shown("PROJECT#", "PROJECT#b$"));
  CHECK(shown(range<Task>(kp::at_least("b"))) == shown("PROJECT#b", "PROJECT#" + greatest + "$"));
  CHECK(shown(range<Task>(kp::greater("a"))) == shown("PROJECT#a%00", "PROJECT#" + greatest + "$"));
  CHECK(shown(range<Task>(kp::less("b"))) ==
        shown("PROJECT#", "PROJECT#a" + repeat(top, 63) + "\xDF\xBF$"));
  CHECK(shown(range<Task>(kp::at_most("a#b"))) == shown("PROJECT#", "PROJECT#a%23b$"));
}

TEST_CASE("range on a string field ending the key uses the exact predecessor") {
  CHECK(shown(range<Task>("1", kp::less("b"))) ==
        shown("PROJECT#1#TASK#", "PROJECT#1#TASK#a" + repeat(top, 63) + "\xDF\xBF"));
  CHECK(shown(range<Note>(kp::less("b"))) == shown("NOTE#", "NOTE#a" + top + "\xEF\xBF\xBF"));
  CHECK(shown(range<Note>(kp::greater("a"))) == shown("NOTE#a%00", "NOTE#" + top + top));
  CHECK(shown(range<Note>(kp::at_most("a b"))) == shown("NOTE#", "NOTE#a%20b"));
  CHECK(shown(range<Note>(kp::between("a", "b"))) == shown("NOTE#a", "NOTE#b"));
  CHECK(shown(range<Note>(kp::less("a\xC2\x80"))) ==
        shown("NOTE#", "NOTE#a\x7F" + top + "\xDF\xBF"));
}

TEST_CASE("range on fixed-width fields") {
  const year_month_day day = 2026y / 10 / 1d;
  CHECK(shown(range<Order>(kp::between(day, 2026y / 10 / 31d))) ==
        shown("ORDER#2026-10-01", "ORDER#2026-10-31$"));
  CHECK(shown(range<Order>(kp::greater(2026y / 10 / 31d))) ==
        shown("ORDER#2026-11-01", "ORDER#9999-12-31$"));
  CHECK(shown(range<Order>(kp::less(2024y / 3 / 1d))) == shown("ORDER#", "ORDER#2024-02-29$"));
  CHECK(shown(range<Order>(day, kp::greater(41))) ==
        shown("ORDER#2026-10-01#0000000042", "ORDER#2026-10-01#9999999999"));
  CHECK(shown(range<Order>(day, kp::at_most(7))) ==
        shown("ORDER#2026-10-01#", "ORDER#2026-10-01#0000000007"));
  CHECK(shown(range<Day>(kp::at_least(day))) == shown("DAY#2026-10-01", "DAY#9999-12-31"));
  CHECK(shown(range<Num>(kp::greater(41))) == shown("N#0000000042", "N#9999999999"));
  CHECK(shown(range<Num>(kp::between(5, 5))) == shown("N#0000000005", "N#0000000005"));
  CHECK(shown(range<Suffixed>(kp::at_most(5))) == shown("V#", "V#0005X"));
  CHECK(shown(range<Suffixed>(kp::between(1, 2))) == shown("V#0001", "V#0002X"));
  // Literal text between the field and its '#': the upper bound keeps it before the sentinel.
  CHECK(shown(range<Marked>(kp::between(day, 2026y / 10 / 2d))) ==
        shown("A#2026-10-01", "A#2026-10-02X$"));
  CHECK(shown(range<Marked>(day, kp::greater(5))) ==
        shown("A#2026-10-01X#0006", "A#2026-10-01X#9999"));
  const auto noon = std::chrono::sys_time<std::chrono::milliseconds>{sys_days{day} + 12h};
  CHECK(shown(range<Log>(kp::less(noon))) == shown("LOG#", "LOG#2026-10-01T11:59:59.999Z"));
  CHECK(shown(range<Log>(kp::greater(noon))) ==
        shown("LOG#2026-10-01T12:00:00.001Z", "LOG#9999-12-31T23:59:59.999Z"));
  CHECK(shown(range<Signed>(kp::less(0))) == shown("I#", "I#-9223372036854775807$"));
  CHECK(shown(range<Signed>(kp::greater(-1))) ==
        shown("I#00000000000000000000", "I#09223372036854775807$"));
  const std::string id = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  CHECK(shown(range<Item>(kp::at_most("01arz3ndektsv4rrffq69g5fav"))) ==
        shown("ITEM#", "ITEM#" + id + "$"));
  CHECK(shown(range<Item>(id, kp::greater("00000000-0000-0000-0000-FFFFFFFFFFFF"))) ==
        shown("ITEM#" + id + "#00000000-0000-0000-0001-000000000000",
              "ITEM#" + id + "#ffffffff-ffff-ffff-ffff-ffffffffffff"));
}

TEST_CASE("a condition nothing satisfies selects nothing") {
  CHECK(shown(range<Note>(kp::less(""))) == shown("NOTE#$", "NOTE#$"));
  CHECK(shown(range<Task>(kp::less(""))) == shown("PROJECT#$", "PROJECT#$"));
  CHECK(shown(range<Task>("1", kp::less(""))) == shown("PROJECT#1#TASK#$", "PROJECT#1#TASK#$"));
  CHECK(shown(range<Num>(kp::less(0))) == shown("N#$", "N#$"));
  CHECK(shown(range<Order>(2026y / 10 / 1d, kp::less(0))) ==
        shown("ORDER#2026-10-01#$", "ORDER#2026-10-01#$"));
  CHECK(shown(range<Day>(kp::greater(9999y / 12 / 31d))) == shown("DAY#$", "DAY#$"));
  CHECK(shown(range<Day>(kp::less(year{0} / 1 / 1d))) == shown("DAY#$", "DAY#$"));
  CHECK(shown(range<Note>(kp::greater(top + top))) == shown("NOTE#$", "NOTE#$"));
  CHECK(shown(range<Signed>(kp::greater(INT64_MAX))) == shown("I#$", "I#$"));
  CHECK(shown(range<Item>(kp::greater("7zzzzzzzzzzzzzzzzzzzzzzzzz"))) == shown("ITEM#$", "ITEM#$"));
}

TEST_CASE("invalid ranges and invalid condition values are errors naming the field") {
  CHECK(failure(Task::try_range(kp::between("b", "a"))) == fails(error_code::invalid_range, "p"));
  CHECK(failure(Num::try_range(kp::between(5, 4))) == fails(error_code::invalid_range, "n"));
  CHECK(failure(Day::try_range(kp::between(2026y / 10 / 2d, 2026y / 10 / 1d))) ==
        fails(error_code::invalid_range, "d"));
  CHECK_THROWS_AS(Note::range(kp::between("b", "a")), kp::key_error);
  try {
    (void)Task::range("1", kp::between("y", "x"));
    FAIL("no exception");
  } catch (const kp::key_error& e) {
    CHECK(e.error().code == error_code::invalid_range);
    CHECK(e.error().field == "t");
  }
  CHECK(failure(Num::try_range(kp::less(10000000000))) == fails(error_code::out_of_range, "n"));
  CHECK(failure(Num::try_range(kp::greater(-1))) == fails(error_code::out_of_range, "n"));
  CHECK(failure(Num::try_range(kp::between(1, 10000000000))) ==
        fails(error_code::out_of_range, "n"));
  CHECK(failure(Day::try_range(kp::greater(2026y / 2 / 30d))) ==
        fails(error_code::invalid_date, "d"));
  CHECK(failure(Note::try_range(kp::less("123456789"))) == fails(error_code::too_long, "title"));
  CHECK(failure(Note::try_range(kp::less("\xFF"))) == fails(error_code::invalid_utf8, "title"));
  CHECK(failure(Order::try_range(2026y / 2 / 30d, kp::less(5))) ==
        fails(error_code::invalid_date, "date"));
  CHECK(failure(Item::try_range(kp::less("01ARZ"))) == fails(error_code::invalid_length, "id"));
  CHECK_THROWS_AS(Num::range(kp::less(-5)), kp::key_error);
}

namespace {
// Whether `v` satisfies the condition, decided directly on values.
template <class V>
bool satisfies(bound_kind kind, const V& v, const V& x, const V& y) {
  switch (kind) {
    case bound_kind::greater:
      return x < v;
    case bound_kind::at_least:
      return !(v < x);
    case bound_kind::less:
      return v < x;
    case bound_kind::at_most:
      return !(x < v);
    case bound_kind::between:
      return !(v < x) && !(y < v);
  }
  return false;
}

std::size_t ranges_checked = 0, keys_checked = 0;

// Builds the range and compares it, key by key, with decoding and filtering: a key of K is
// inside exactly when its leading values are `lead` and its next value satisfies the condition.
template <class K, class V, class... Lead>
void check_against_keys(const std::vector<std::string>& keys, bound_kind kind, const V& x,
                        const V& y, const Lead&... lead) {
  const kp::key_range r = range<K>(lead..., kp::condition<V>{kind, x, y});
  const auto leads = std::forward_as_tuple(lead...);
  std::size_t wrong = 0;
  for (const std::string& key : keys) {
    const auto values = K::decode(key);
    if (!values) continue;
    const auto& t = values->as_tuple();
    const bool want = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return ((std::get<I>(t) == std::get<I>(leads)) && ...);
    }
    (std::index_sequence_for<Lead...>{}) && satisfies(kind, std::get<sizeof...(Lead)>(t), x, y);
    if (r.contains(key) != want && wrong++ == 0) {
      FAIL_CHECK("range " << shown(r) << " kind " << int(kind) << (want ? " misses " : " selects ")
                          << key);
    }
    ++keys_checked;
  }
  ++ranges_checked;
}
// Every condition kind for every value of `pool`, and `between` for every ordered pair.
template <class K, class V, class... Lead>
void check_all_conditions(const std::vector<std::string>& keys, const std::vector<V>& pool,
                          const Lead&... lead) {
  for (const V& x : pool) {
    for (const bound_kind kind :
         {bound_kind::greater, bound_kind::at_least, bound_kind::less, bound_kind::at_most}) {
      check_against_keys<K>(keys, kind, x, x, lead...);
    }
    for (const V& y : pool) {
      if (!(y < x)) check_against_keys<K>(keys, bound_kind::between, x, y, lead...);
    }
  }
}

std::uint64_t mix(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}
// Random texts of at most `max` bytes from tricky pieces (reserved bytes, edges of UTF-8).
std::vector<std::string> tricky_texts(std::size_t count, std::size_t max, std::uint64_t seed) {
  static const std::string pieces[] = {std::string(1, '\0'),
                                       "#",
                                       "$",
                                       "%",
                                       " ",
                                       "&",
                                       "a",
                                       "b",
                                       "\x7F",
                                       "\xC2\x80",
                                       "\xDF\xBF",
                                       "\xEE\x80\x80",
                                       "\xEF\xBF\xBF",
                                       top};
  std::vector<std::string> out;
  while (out.size() != count) {
    std::string s;
    for (std::size_t n = mix(seed) % 4; n != 0; --n) {
      const std::string& piece = pieces[mix(seed) % std::size(pieces)];
      if (s.size() + piece.size() <= max) s += piece;
    }
    out.push_back(s);
  }
  return out;
}
std::vector<std::string> strings(std::initializer_list<std::string> list) {
  return list;
}
}  // namespace

TEST_CASE("ranges select exactly the keys whose values satisfy the condition (brute force)") {
  const std::string before_b =
      "a" + repeat(top, 63) + "\xDF\xBF";  // string<255> predecessor of "b"
  std::vector<std::string> p_pool =
      strings({"", "1", "10", "1#", "1$", "1%", "a", "a b", std::string("a\0", 2), "b",
               std::string("b\0", 2), "\x7F", "\xC2\x80", "\xEF\xBF\xBF", top, before_b,
               repeat(top, 63) + "\xEF\xBF\xBF"});
  for (const std::string& s : tricky_texts(10, 12, 1)) p_pool.push_back(s);
  const std::vector<std::string> t_pool = strings({"", "x", "#", "b", top});
  std::vector<std::string> keys;
  for (const auto& p : p_pool) {
    keys.push_back(Project::encode(p));
    for (const auto& t : t_pool) keys.push_back(Task::encode(p, t));
  }
  check_all_conditions<Task>(keys, p_pool);
  check_all_conditions<Task>(keys, t_pool, std::string("1"));
  check_all_conditions<Task>(keys, t_pool, before_b);

  std::vector<std::string> note_pool = strings(
      {"", "a", std::string("a\0", 2), "b", "a" + top + "\xEF\xBF\xBF", top + top,
       "a\x7F" + top + "\xDF\xBF", "%", "\xC2\x80", "1234567", std::string("1234567\0", 8)});
  for (const std::string& s : tricky_texts(30, 8, 2)) note_pool.push_back(s);
  keys.clear();
  for (const auto& n : note_pool) keys.push_back(Note::encode(n));
  check_all_conditions<Note>(keys, note_pool);

  const std::vector<year_month_day> days = {year{0} / 1 / 1d, 2024y / 2 / 29d,  2026y / 9 / 30d,
                                            2026y / 10 / 1d,  2026y / 10 / 31d, 9999y / 12 / 31d};
  const std::vector<std::uint64_t> ids = {0, 1, 41, 42, 9998, 9999};
  keys.clear();
  for (const auto& d : days) {
    keys.push_back(Day::encode(d));
    for (const auto id : ids) {
      keys.push_back(Order::encode(d, id));
      keys.push_back(Marked::encode(d, id));
      keys.push_back(Suffixed::encode(id));
      keys.push_back(Num::encode(id));
    }
  }
  keys.push_back(Num::encode(9999999999));
  check_all_conditions<Order>(keys, days);
  check_all_conditions<Order>(keys, ids, days[3]);
  check_all_conditions<Marked>(keys, days);
  check_all_conditions<Marked>(keys, ids, days[3]);
  check_all_conditions<Day>(keys, days);
  check_all_conditions<Suffixed>(keys, ids);
  check_all_conditions<Num>(keys, std::vector<std::uint64_t>{0, 1, 42, 9999, 9999999999});

  const std::vector<std::int64_t> numbers = {INT64_MIN, -42, -1, 0, 1, 42, INT64_MAX};
  keys.clear();
  for (const auto v : numbers) {
    for (const auto& s : {"", "a", "#"}) keys.push_back(Signed::encode(v, s));
  }
  check_all_conditions<Signed>(keys, numbers);

  const std::vector<std::string> ulids =
      strings({"00000000000000000000000000", "01ARZ3NDEKTSV4RRFFQ69G5FAV",
               "01ARZ3NDEKTSV4RRFFQ69G5FAW", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"});
  const std::vector<std::string> uuids =
      strings({"00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-ffffffffffff",
               "00000000-0000-0000-0001-000000000000", "ffffffff-ffff-ffff-ffff-ffffffffffff"});
  keys.clear();
  for (const auto& id : ulids) {
    for (const auto& u : uuids) keys.push_back(Item::encode(id, u));
  }
  check_all_conditions<Item>(keys, ulids);
  check_all_conditions<Item>(keys, uuids, ulids[1]);
  INFO(ranges_checked << " ranges, " << keys_checked << " key checks");
  CHECK(ranges_checked > 1000);
}

TEST_CASE("ranges on layouts with no leading literal, or literal text after the last field") {
  using Reply = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
  using Ended = kp::key<"N#{s}#END", kp::string<4>>;
  // No prefix: the lower bound of an open range must still be a non-empty string below every key.
  CHECK(shown(range<Reply>(kp::at_most(4))) == shown("#", "0000000004$"));
  CHECK(shown(range<Reply>(kp::less(0))) == shown("$", "$"));
  CHECK(shown(range<Ended>(kp::at_most("a"))) == shown("N#", "N#a#END"));
  CHECK(shown(range<Ended>(kp::greater("a"))) == shown("N#a%00", "N#\xF4\x8F\xBF\xBF#END"));

  const std::vector<std::string> pool =
      strings({"", "a", std::string("a\0", 2), "a#", "b", "\x7F", top});
  std::vector<std::string> keys;
  for (const auto& v : pool) keys.push_back(Ended::encode(v));
  for (const std::uint64_t n : {0, 1, 7}) keys.push_back(Reply::encode(n, n + 1));
  check_all_conditions<Ended>(keys, pool);
  check_all_conditions<Reply>(keys, std::vector<std::uint64_t>{0, 1, 7});
}

// A layout beginning with a string field: the key of the empty value starts with '#', so with no
// prefix the open lower end must be non-empty and no higher than '#'.
TEST_CASE("ranges on a layout that begins with a string field") {
  using Tagged = kp::key<"{tag}#X", kp::string<4>>;
  using Thread = kp::key<"{parentId}#{commentId}">;
  CHECK(Tagged::encode("") == "#X");
  const kp::key_range at_most_empty = Tagged::range(kp::at_most(""));
  CHECK(!kp::key_less(at_most_empty.upper, at_most_empty.lower));
  CHECK(at_most_empty.contains("#X"));
  CHECK(Tagged::range(kp::less("a")).contains("#X"));
  CHECK(Tagged::range(kp::at_least("")).lower.size() > 0);
  CHECK(Tagged::range(kp::between("", "a")).lower.size() > 0);
  CHECK(Thread::range(kp::at_most("")).contains(Thread::encode("", "c")));
  CHECK(Thread::range(kp::less("b")).contains(Thread::encode("", "c")));
  CHECK(Thread::range(kp::at_least("")).lower.size() > 0);

  const std::vector<std::string> pool =
      strings({"", "a", std::string("a\0", 2), "a#", "b", "\x7F", top});
  std::vector<std::string> keys;
  for (const auto& v : pool) {
    keys.push_back(Tagged::encode(v));
    for (const auto& w : pool) keys.push_back(Thread::encode(v, w));
  }
  check_all_conditions<Tagged>(keys, pool);
  check_all_conditions<Thread>(keys, pool);
  check_all_conditions<Thread>(keys, pool, std::string());
}

TEST_CASE("family of a layout ending with a string field stops before its siblings") {
  const kp::key_condition q = Project::family("1");
  REQUIRE(q.is_range());
  CHECK(shown(q.range()) == shown("PROJECT#1", "PROJECT#1$"));
  CHECK(q.selects("PROJECT#1"));
  CHECK(q.selects("PROJECT#1#TASK#x"));
  CHECK(q.selects(Task::encode("1", "")));
  CHECK_FALSE(q.selects("PROJECT#10"));
  CHECK_FALSE(q.selects("PROJECT#10#TASK#x"));
  CHECK_FALSE(q.selects(Project::encode(std::string("1\0", 2))));  // "PROJECT#1%00"
  CHECK_FALSE(q.selects("PROJECT#"));
  CHECK_FALSE(q.selects("PROJECT#0"));

  const std::vector<std::string> pool =
      strings({"", "1", "10", "1#", "1 ", "a", "\x7F", top, std::string("1\0", 2)});
  for (const std::string& p : pool) {
    const kp::key_condition family = Project::family(p);
    for (const std::string& other : pool) {
      CHECK(family.selects(Project::encode(other)) == (other == p));
      CHECK(family.selects(Task::encode(other, "t")) == (other == p));
    }
  }
}

TEST_CASE("family of fixed-width and zero-field layouts is a begins_with prefix") {
  using UlidProject = kp::key<"PROJECT#{p}", kp::ulid>;
  const kp::key_condition q = UlidProject::family("01arz3ndektsv4rrffq69g5fav");
  CHECK_FALSE(q.is_range());
  CHECK(q.prefix() == "PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(q.selects("PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV#TASK#x"));
  CHECK_FALSE(q.selects("PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAW"));
  CHECK(Day::family(2026y / 10 / 1d).prefix() == "DAY#2026-10-01");
  CHECK(Suffixed::family(5).prefix() == "V#0005X");

  using Metadata = kp::key<"#METADATA">;
  const kp::key_condition meta = Metadata::family();
  CHECK_FALSE(meta.is_range());
  CHECK(meta.prefix() == "#METADATA");
  CHECK(meta.selects("#METADATA"));
  CHECK(meta.selects("#METADATA#v2"));
  CHECK_FALSE(meta.selects("#METADAT"));
  CHECK(failure(Project::try_family("\xFF")) == fails(error_code::invalid_utf8, "p"));
  CHECK_THROWS_AS(UlidProject::family("8"), kp::key_error);
}

TEST_CASE("comment trees: replies of one comment") {
  using Reply = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
  CHECK(Reply::prefix(7) == "0000000007#");
  CHECK(shown(range<Reply>(7, kp::greater(1))) ==
        shown("0000000007#0000000002", "0000000007#9999999999"));
  const kp::key_condition replies = kp::key_condition::begins_with(Reply::prefix(7));
  for (const std::uint64_t parent : {0, 7, 8, 17, 70, 77}) {
    for (const std::uint64_t comment : {0, 1, 7, 70}) {
      CHECK(replies.selects(Reply::encode(parent, comment)) == (parent == 7));
    }
  }
}

namespace {
// Layouts for comments at depth 1, 2 and 3 of a thread, each extending the one before: the
// family of a comment selects it and all its replies at any depth, nothing of its siblings.
template <class L1, class L2, class L3, class V>
void check_path_family(const std::vector<V>& pool) {
  STATIC_REQUIRE(kp::extends<L2, L1>);
  STATIC_REQUIRE(kp::extends<L3, L2>);
  std::vector<std::pair<std::string, std::vector<V>>> keys;
  for (const V& a : pool) {
    keys.push_back({L1::encode(a), {a}});
    for (const V& b : pool) {
      keys.push_back({L2::encode(a, b), {a, b}});
      for (const V& c : pool) keys.push_back({L3::encode(a, b, c), {a, b, c}});
    }
  }
  const auto descends = [](const std::vector<V>& path, const std::vector<V>& from) {
    return path.size() >= from.size() && std::equal(from.begin(), from.end(), path.begin());
  };
  std::size_t wrong = 0;
  for (const auto& [node, path] : keys) {
    const kp::key_condition q = path.size() == 1   ? L1::family(path[0])
                                : path.size() == 2 ? L2::family(path[0], path[1])
                                                   : L3::family(path[0], path[1], path[2]);
    for (const auto& [key, other] : keys) {
      if (q.selects(key) != descends(other, path) && wrong++ == 0) {
        FAIL_CHECK("family of " << node << (q.selects(key) ? " selects " : " misses ") << key);
      }
    }
  }
  CHECK(wrong == 0);
}
}  // namespace

TEST_CASE("comment trees: a comment with all its replies at any depth") {
  check_path_family<kp::key<"C#{a}", kp::uint<10>>,
                    kp::key<"C#{a}#{b}", kp::uint<10>, kp::uint<10>>,
                    kp::key<"C#{a}#{b}#{c}", kp::uint<10>, kp::uint<10>, kp::uint<10>>>(
      std::vector<std::uint64_t>{0, 5, 6, 50, 9999999999});
  check_path_family<kp::key<"C#{a}", kp::ulid>, kp::key<"C#{a}#{b}", kp::ulid, kp::ulid>,
                    kp::key<"C#{a}#{b}#{c}", kp::ulid, kp::ulid, kp::ulid>>(
      strings({"01ARZ3NDEKTSV4RRFFQ69G5FAV", "01ARZ3NDEKTSV4RRFFQ69G5FAW",
               "00000000000000000000000000", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"}));
  check_path_family<kp::key<"C#{a}", kp::string<4>>,
                    kp::key<"C#{a}#{b}", kp::string<4>, kp::string<4>>,
                    kp::key<"C#{a}#{b}#{c}", kp::string<4>, kp::string<4>, kp::string<4>>>(
      strings({"", "a", "ab", "a b", std::string("a\0", 2), "\x7F", top}));
}
