// Tests key<...>::range by hand: exact BETWEEN bounds for every condition kind on string and
// fixed-width fields, conditions nothing satisfies, and invalid ranges and values.
#include <chrono>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"
#include "support/query.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace std::chrono_literals;
using std::chrono::sys_days;
using std::chrono::year;
using std::chrono::year_month_day;
using namespace keyplate_test::queries;

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
