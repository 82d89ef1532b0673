// Tests query.hpp (partial, conditions, key_condition) through layouts: key_condition, prefixes
// ending in a partial value, family queries of every kind of layout, and comment trees.
#include "support/query.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace std::chrono_literals;
using std::chrono::year_month_day;
using namespace keyplate_test::queries;

TEST_CASE("key_range::contains and key_condition::selects compare unsigned bytes") {
  const kp::key_condition r = kp::key_condition::between_keys("b", "d");
  CHECK(r.selects("b"));
  CHECK(r.selects("bz"));
  CHECK(r.selects("d"));
  CHECK_FALSE(r.selects("a"));
  CHECK_FALSE(r.selects("azz"));
  CHECK_FALSE(r.selects(std::string("d\0", 2)));
  CHECK_FALSE(r.selects("\xC3\xA9"));  // above every ASCII byte
  CHECK(kp::key_condition::between_keys("a", "\xC3\xA9").selects("z"));
  CHECK(kp::key_condition::between_keys("\x7F", "\x80").selects("\x7F\xFF"));
  CHECK(kp::key_condition::between_keys("x", "x").selects("x"));

  const auto prefix = kp::key_condition::begins_with("AB");
  CHECK_FALSE(prefix.op() == kp::sort_operator::between);
  CHECK(prefix.text() == "AB");
  CHECK(prefix.selects("AB"));
  CHECK(prefix.selects("AB#1"));
  CHECK_FALSE(prefix.selects("A"));
  CHECK_FALSE(prefix.selects("AC"));
  const auto between = kp::key_condition::between_keys("a", "c");
  CHECK(between.op() == kp::sort_operator::between);
  CHECK(between == kp::key_condition::between_keys("a", "c"));
  CHECK(between.selects("b#x"));
  CHECK(between.selects("c"));
  CHECK_FALSE(between.selects("c#"));
}

TEST_CASE("prefix with a partial last value, through layouts") {
  const year_month_day day = 2026y / 10 / 1d;
  const std::string ulid = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
  CHECK(Order::prefix(kp::partial("2026-10")).text() == "ORDER#2026-10");
  CHECK(Order::prefix(kp::partial("")).text() == "ORDER#");
  CHECK(Order::prefix(day, kp::partial("00")).text() == "ORDER#2026-10-01#00");
  CHECK(Task::prefix(kp::partial("a#")).text() == "PROJECT#a%23");
  CHECK(Task::prefix("1", kp::partial("x y")).text() == "PROJECT#1#TASK#x%20y");
  CHECK(Note::prefix(kp::partial("\xC3\xA9")).text() == "NOTE#\xC3\xA9");
  CHECK(Log::prefix(kp::partial("2026-10-01T12")).text() == "LOG#2026-10-01T12");
  CHECK(Marked::prefix(day, kp::partial("9")).text() == "A#2026-10-01X#9");
  CHECK(Item::prefix(kp::partial("01arz")).text() == "ITEM#01ARZ");
  CHECK(Item::prefix(ulid, kp::partial("3F2504E0-4")).text() == "ITEM#" + ulid + "#3f2504e0-4");
  CHECK(Signed::prefix(-1).text() == "I#-9223372036854775807#");

  CHECK(failure(Order::try_prefix(kp::partial("2026-13"))) ==
        fails(error_code::invalid_date, "date"));
  CHECK(failure(Order::try_prefix(day, kp::partial("1x"))) ==
        fails(error_code::invalid_character, "orderId"));
  CHECK(failure(Task::try_prefix(kp::partial("a\xC3"))) == fails(error_code::invalid_utf8, "p"));
  CHECK(failure(Log::try_prefix(kp::partial("2026-10-01T24"))) ==
        fails(error_code::invalid_time, "at"));
  CHECK(failure(Item::try_prefix(kp::partial("8"))) == fails(error_code::out_of_range, "id"));
  CHECK_THROWS_AS(Order::prefix(kp::partial("2023-02-29")).text(), kp::key_error);

  // The partial prefix selects exactly the keys of that month.
  std::size_t selected = 0;
  for (const year_month_day d : {2026y / 9 / 30d, 2026y / 10 / 1d, 2026y / 10 / 31d,
                                 2026y / 11 / 1d, 2025y / 10 / 15d, 2126y / 10 / 1d}) {
    const std::string key = Order::encode(d, 42);
    const bool october = d.year() == 2026y && d.month() == std::chrono::October;
    CHECK(starts_with(key, Order::prefix(kp::partial("2026-10")).text()) == october);
    selected += october;
  }
  CHECK(selected == 2);
}

TEST_CASE("family of a layout ending with a string field stops before its siblings") {
  const kp::key_condition q = Project::family("1");
  REQUIRE(q.op() == kp::sort_operator::between);
  CHECK(shown(q) == shown("PROJECT#1", "PROJECT#1$"));
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
  CHECK_FALSE(q.op() == kp::sort_operator::between);
  CHECK(q.text() == "PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(q.selects("PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV#TASK#x"));
  CHECK_FALSE(q.selects("PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAW"));
  CHECK(Day::family(2026y / 10 / 1d).text() == "DAY#2026-10-01");
  CHECK(Suffixed::family(5).text() == "V#0005X");

  using Metadata = kp::key<"#METADATA">;
  const kp::key_condition meta = Metadata::family();
  CHECK_FALSE(meta.op() == kp::sort_operator::between);
  CHECK(meta.text() == "#METADATA");
  CHECK(meta.selects("#METADATA"));
  CHECK(meta.selects("#METADATA#v2"));
  CHECK_FALSE(meta.selects("#METADAT"));
  CHECK(failure(Project::try_family("\xFF")) == fails(error_code::invalid_utf8, "p"));
  CHECK_THROWS_AS(UlidProject::family("8"), kp::key_error);
}

TEST_CASE("comment trees: replies of one comment") {
  using Reply = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;
  CHECK(Reply::prefix(7).text() == "0000000007#");
  CHECK(shown(range<Reply>(7, kp::greater(1))) ==
        shown("0000000007#0000000002", "0000000007#9999999999"));
  const kp::key_condition replies = kp::key_condition::begins_with(Reply::prefix(7).text());
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

TEST_CASE("range, family and exact are constexpr") {
#if defined(_LIBCPP_VERSION)
  // Only libc++'s std::string works in constant expressions on the compilers CI uses (GCC 12's
  // libstdc++ rejects some string moves; clang cannot evaluate libstdc++'s string at all).
  STATIC_REQUIRE(Order::range(kp::less(2024y / 3 / 1d)).upper() == "ORDER#2024-02-29$");
  STATIC_REQUIRE(Project::family("1").upper() == "PROJECT#1$");
  STATIC_REQUIRE(Order::exact(2024y / 3 / 1d, 7).text() == "ORDER#2024-03-01#0000000007");
#endif
  constexpr auto range = [] { return Num::range(kp::greater(41)); };
  CHECK(range().lower() == "N#0000000042");
}
