// Tests codecs/timestamp.hpp: UTC ISO-8601 at second, millisecond and microsecond precision.
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;
using namespace std::chrono;

namespace {

// Days from 1970-01-01 to y-m-d in 64-bit arithmetic, independent of <chrono>'s calendar
// types (whose year is 16 bits wide).
constexpr std::int64_t days_from_civil(std::int64_t y, std::int64_t m, std::int64_t d) {
  y -= m <= 2 ? 1 : 0;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t year_of_era = y - era * 400;
  const std::int64_t day_of_year = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const std::int64_t day_of_era =
      year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + day_of_era - 719468;
}

constexpr sys_days midnight(int y, unsigned m, unsigned d) {
  return sys_days{year{y} / m / d};
}

using S = kp::timestamp<seconds>;
using Ms = kp::timestamp<milliseconds>;
using Us = kp::timestamp<microseconds>;
using E = kp::key<"E#{at}", S>;
using EMs = kp::key<"E#{at}", Ms>;

}  // namespace

TEST_CASE("timestamp facts") {
  STATIC_REQUIRE(kp::codec<S> && kp::codec<Ms> && kp::codec<Us>);
  STATIC_REQUIRE(S::max_size == 20 && S::min_size == 20);
  STATIC_REQUIRE(Ms::max_size == 24 && Ms::min_size == 24);
  STATIC_REQUIRE(Us::max_size == 27 && Us::min_size == 27);
  STATIC_REQUIRE(S::order_preserving && Ms::order_preserving && Us::order_preserving);
  STATIC_REQUIRE(std::is_same_v<kp::timestamp<>, S>);
}

TEST_CASE("timestamp encodes exact text at each precision") {
  const sys_seconds at = midnight(2026, 10, 1) + 12h + 30min;
  CHECK(encoded<S>(at) == "2026-10-01T12:30:00Z");
  CHECK(encoded<Ms>(sys_time<milliseconds>{at} + 250ms) == "2026-10-01T12:30:00.250Z");
  CHECK(encoded<Ms>(sys_time<milliseconds>{at} + 7ms) == "2026-10-01T12:30:00.007Z");
  CHECK(encoded<Us>(sys_time<microseconds>{at} + 5us) == "2026-10-01T12:30:00.000005Z");
  CHECK(encoded<Us>(sys_time<microseconds>{at} + 123456us) == "2026-10-01T12:30:00.123456Z");
  CHECK(encoded<S>(sys_seconds{}) == "1970-01-01T00:00:00Z");
  CHECK(encoded<Ms>(sys_time<milliseconds>{}) == "1970-01-01T00:00:00.000Z");
  CHECK(encoded<Us>(sys_time<microseconds>{}) == "1970-01-01T00:00:00.000000Z");
}

TEST_CASE("timestamp end of day and pre-1970 instants") {
  CHECK(encoded<S>(midnight(2026, 12, 31) + 23h + 59min + 59s) == "2026-12-31T23:59:59Z");
  CHECK(encoded<S>(sys_seconds{-1s}) == "1969-12-31T23:59:59Z");
  CHECK(encoded<Ms>(sys_time<milliseconds>{-1ms}) == "1969-12-31T23:59:59.999Z");
  CHECK(encoded<Us>(sys_time<microseconds>{-1us}) == "1969-12-31T23:59:59.999999Z");
  CHECK(encoded<S>(sys_seconds{-86400s}) == "1969-12-31T00:00:00Z");
  CHECK(encoded<S>(midnight(1900, 2, 28) + 6h + 7min + 8s) == "1900-02-28T06:07:08Z");
  CHECK(encoded<S>(sys_seconds{midnight(0, 1, 1)}) == "0000-01-01T00:00:00Z");
  CHECK(encoded<S>(midnight(9999, 12, 31) + 86399s) == "9999-12-31T23:59:59Z");
  CHECK(encoded<Us>(sys_time<microseconds>{midnight(9999, 12, 31) + 86399s} + 999999us) ==
        "9999-12-31T23:59:59.999999Z");
}

TEST_CASE("timestamp years outside 0000-9999 are out of range") {
  CHECK(encoded<S>(sys_seconds{midnight(0, 1, 1)} - 1s) == fails(error_code::out_of_range, 0));
  CHECK(encoded<S>(sys_seconds{midnight(10000, 1, 1)}) == fails(error_code::out_of_range, 0));
  CHECK(encoded<Ms>(sys_time<milliseconds>{midnight(10000, 1, 1)}) ==
        fails(error_code::out_of_range, 0));
  CHECK(encoded<S>(sys_seconds::max()) == fails(error_code::out_of_range, 0));
  CHECK(encoded<S>(sys_seconds::min()) == fails(error_code::out_of_range, 0));
}

TEST_CASE("timestamp far from the supported years is out of range, not wrapped") {
  // 67562 = 2026 + 65536: a 16-bit year would wrap to 2026.
  const sys_days far{days{days_from_civil(67562, 10, 1)}};
  CHECK(encoded<S>(sys_seconds{far}) == fails(error_code::out_of_range, 0));
  CHECK(encoded<Us>(sys_time<microseconds>{far}) == fails(error_code::out_of_range, 0));
  // 2^32 days later: a 32-bit day count would wrap to 2026-10-01. Built in seconds, which are
  // 64 bits everywhere (`days` is 32 bits in libc++).
  const sys_seconds later{
      seconds{(days_from_civil(2026, 10, 1) + (std::int64_t{1} << 32)) * std::int64_t{86400}}};
  CHECK(encoded<S>(later) == fails(error_code::out_of_range, 0));
}

TEST_CASE("timestamp round-trips") {
  const sys_time<microseconds> samples[] = {
      sys_time<microseconds>{midnight(0, 1, 1)}, sys_time<microseconds>{-1us},
      sys_time<microseconds>{}, sys_time<microseconds>{midnight(2024, 2, 29) + 13h} + 1us,
      sys_time<microseconds>{midnight(9999, 12, 31) + 86399s} + 999999us};
  std::string previous;
  for (const auto& at : samples) {
    const std::string text = encoded<Us>(at);
    CHECK(previous < text);
    const auto back = Us::decode(text);
    REQUIRE(back);
    CHECK(*back == at);
    previous = text;
  }
}

TEST_CASE("timestamp decode rejects impossible times at their offset") {
  CHECK(*S::decode("2026-10-01T23:59:59Z") == midnight(2026, 10, 1) + 86399s);
  CHECK(failure(S::decode("2026-10-01T24:00:00Z")) == fails(error_code::invalid_time, 11));
  CHECK(failure(S::decode("2026-10-01T99:00:00Z")) == fails(error_code::invalid_time, 11));
  CHECK(failure(S::decode("2026-10-01T12:60:00Z")) == fails(error_code::invalid_time, 14));
  CHECK(failure(S::decode("2026-10-01T12:00:60Z")) == fails(error_code::invalid_time, 17));
  CHECK(failure(Ms::decode("2026-10-01T12:00:60.000Z")) == fails(error_code::invalid_time, 17));
  CHECK(failure(Us::decode("2026-10-01T24:00:00.000000Z")) == fails(error_code::invalid_time, 11));
  CHECK(failure(S::decode("2023-02-29T00:00:00Z")) == fails(error_code::invalid_date, 8));
  CHECK(failure(S::decode("2023-13-01T00:00:00Z")) == fails(error_code::invalid_date, 5));
}

TEST_CASE("timestamp decode rejects a malformed shape") {
  CHECK(failure(S::decode("2026-10-01 12:30:00Z")) == fails(error_code::invalid_character, 10));
  CHECK(failure(S::decode("2026-10-01t12:30:00Z")) == fails(error_code::invalid_character, 10));
  CHECK(failure(S::decode("2026-10-01T12-30:00Z")) == fails(error_code::invalid_character, 13));
  CHECK(failure(S::decode("2026-10-01T12:30-00Z")) == fails(error_code::invalid_character, 16));
  CHECK(failure(S::decode("2026-10-01T12:30:00z")) == fails(error_code::invalid_character, 19));
  CHECK(failure(S::decode("2026-10-01T1a:30:00Z")) == fails(error_code::invalid_character, 12));
  CHECK(failure(S::decode("2026/10-01T12:30:00Z")) == fails(error_code::invalid_character, 4));
  CHECK(failure(Ms::decode("2026-10-01T12:30:00,250Z")) ==
        fails(error_code::invalid_character, 19));
  CHECK(failure(Ms::decode("2026-10-01T12:30:00.2x0Z")) ==
        fails(error_code::invalid_character, 21));
  CHECK(failure(Ms::decode("2026-10-01T12:30:00.250+")) ==
        fails(error_code::invalid_character, 23));
  CHECK(failure(Us::decode("2026-10-01T12:30:00.25000Z0")) ==
        fails(error_code::invalid_character, 25));
  // The shape is checked before the calendar: an impossible date in a malformed text reports
  // the malformed byte.
  CHECK(failure(S::decode("2023-02-30T12:30:00+")) == fails(error_code::invalid_character, 19));
}

TEST_CASE("timestamp decode of a wrong length") {
  CHECK(failure(S::decode("2026-10-01T12:30:00.250Z")) == fails(error_code::invalid_length, 24));
  CHECK(failure(Ms::decode("2026-10-01T12:30:00Z")) == fails(error_code::invalid_length, 20));
  CHECK(failure(Us::decode("2026-10-01T12:30:00.250Z")) == fails(error_code::invalid_length, 24));
  CHECK(failure(S::decode("")) == fails(error_code::invalid_length, 0));
}

TEST_CASE("timestamp through a layout") {
  CHECK(E::encode(midnight(2026, 10, 1) + 1s) == "E#2026-10-01T00:00:01Z");
  CHECK(EMs::encode(sys_time<milliseconds>{-1ms}) == "E#1969-12-31T23:59:59.999Z");
  CHECK(failure(E::try_encode(sys_seconds{midnight(10000, 1, 1)})) ==
        fails(error_code::out_of_range, 0, "at"));
  const auto v = EMs::decode("E#2026-10-01T12:30:00.250Z");
  REQUIRE(v);
  CHECK(v->get<"at">() == sys_time<milliseconds>{midnight(2026, 10, 1) + 12h + 30min} + 250ms);
  CHECK(failure(E::decode("E#2026-10-01T24:00:00Z")) == fails(error_code::invalid_time, 13, "at"));
  CHECK(failure(E::decode("E#2026-10-01T00:60:00Z")) == fails(error_code::invalid_time, 16, "at"));
  CHECK(failure(E::decode("E#2026-10-01T00:00:60Z")) == fails(error_code::invalid_time, 19, "at"));
  CHECK(failure(E::decode("E#2026-10-01T00:00:00+")) ==
        fails(error_code::invalid_character, 21, "at"));
  CHECK(failure(E::decode("E#2026-10-01")) == fails(error_code::invalid_length, 12, "at"));
  CHECK(failure(E::decode("E#2026-10-01T00:00:00Z#")) == fails(error_code::extra_component, 22));
}

TEST_CASE("timestamp at compile time") {
  STATIC_REQUIRE(E::encode_buffer(midnight(2026, 10, 1) + 12h + 30min)->view() ==
                 "E#2026-10-01T12:30:00Z");
  STATIC_REQUIRE(E::encode_buffer(sys_seconds{-1s})->view() == "E#1969-12-31T23:59:59Z");
  STATIC_REQUIRE(
      EMs::encode_buffer(sys_time<milliseconds>{midnight(2026, 10, 1)} + 250ms)->view() ==
      "E#2026-10-01T00:00:00.250Z");
  STATIC_REQUIRE(E::encode_buffer(sys_seconds{midnight(10000, 1, 1)}).error().code ==
                 error_code::out_of_range);
  STATIC_REQUIRE(*S::decode("1970-01-01T00:00:00Z") == sys_seconds{});
  STATIC_REQUIRE(*Us::decode("1969-12-31T23:59:59.999999Z") == sys_time<microseconds>{-1us});
  STATIC_REQUIRE(S::decode("2026-10-01T24:00:00Z").error().offset == 11);
}
