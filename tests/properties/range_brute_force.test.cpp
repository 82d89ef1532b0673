// Tests key<...>::range by brute force: each range selects exactly the keys whose decoded values
// satisfy the condition, on many layouts, condition kinds and tricky values.
#include <chrono>
#include <cstdint>
#include <iterator>
#include <keyplate/keyplate.hpp>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "support/query.hpp"
#include "support/splitmix64.hpp"

namespace kp = keyplate;
using kp::bound_kind;
using namespace std::chrono_literals;
using std::chrono::year;
using std::chrono::year_month_day;
using namespace keyplate_test::queries;

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
  const kp::key_condition r = range<K>(lead..., kp::condition<V>{kind, x, y});
  const auto leads = std::forward_as_tuple(lead...);
  std::size_t wrong = 0;
  for (const std::string& key : keys) {
    const auto values = K::decode(key);
    if (!values) continue;
    const auto& t = values->as_tuple();
    // As a V: ulid and uuid fields decode to fixed_text while the pools hold strings.
    const V next(std::get<sizeof...(Lead)>(t));
    const bool want = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return ((std::get<I>(t) == std::get<I>(leads)) && ...);
    }
    (std::index_sequence_for<Lead...>{}) && satisfies(kind, next, x, y);
    if (r.selects(key) != want && wrong++ == 0) {
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
  keyplate_test::splitmix64 rng(seed);
  std::vector<std::string> out;
  while (out.size() != count) {
    std::string s;
    for (std::size_t n = rng.below(4); n != 0; --n) {
      const std::string& piece = pieces[rng.below(std::size(pieces))];
      if (s.size() + piece.size() <= max) s += piece;
    }
    out.push_back(s);
  }
  return out;
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
  const kp::key_condition at_most_empty = Tagged::range(kp::at_most(""));
  CHECK(!kp::key_less(at_most_empty.upper(), at_most_empty.lower()));
  CHECK(at_most_empty.selects("#X"));
  CHECK(Tagged::range(kp::less("a")).selects("#X"));
  CHECK(Tagged::range(kp::at_least("")).lower().size() > 0);
  CHECK(Tagged::range(kp::between("", "a")).lower().size() > 0);
  CHECK(Thread::range(kp::at_most("")).selects(Thread::encode("", "c")));
  CHECK(Thread::range(kp::less("b")).selects(Thread::encode("", "c")));
  CHECK(Thread::range(kp::at_least("")).lower().size() > 0);

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
