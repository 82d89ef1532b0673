// Tests codecs/date.hpp: YYYY-MM-DD for years 0000-9999, real calendar dates only.
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;
using std::chrono::year;
using std::chrono::year_month_day;

namespace {

// Reference calendar, written from the Gregorian rules.
bool is_leap(int y) {
  return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
}
unsigned days_in_month(int y, unsigned m) {
  constexpr unsigned lengths[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : lengths[m - 1];
}
std::string two(unsigned n) {
  return std::string(1, char('0' + n / 10)) + char('0' + n % 10);
}
std::string four(int n) {
  return two(static_cast<unsigned>(n / 100)) + two(static_cast<unsigned>(n % 100));
}

using D = kp::key<"D#{d}", kp::date>;

}  // namespace

TEST_CASE("date facts") {
  STATIC_REQUIRE(kp::codec<kp::date>);
  STATIC_REQUIRE(kp::date::min_size == 10);
  STATIC_REQUIRE(kp::date::max_size == 10);
  STATIC_REQUIRE(kp::date::order_preserving);
}

TEST_CASE("date encodes exact text") {
  CHECK(encoded<kp::date>(year{2026} / 10 / 1) == "2026-10-01");
  CHECK(encoded<kp::date>(year{1970} / 1 / 1) == "1970-01-01");
  CHECK(encoded<kp::date>(year{0} / 1 / 1) == "0000-01-01");
  CHECK(encoded<kp::date>(year{7} / 7 / 7) == "0007-07-07");
  CHECK(encoded<kp::date>(year{9999} / 12 / 31) == "9999-12-31");
}

TEST_CASE("date leap years") {
  CHECK(encoded<kp::date>(year{2024} / 2 / 29) == "2024-02-29");
  CHECK(encoded<kp::date>(year{2000} / 2 / 29) == "2000-02-29");
  CHECK(encoded<kp::date>(year{0} / 2 / 29) == "0000-02-29");
  CHECK(encoded<kp::date>(year{2023} / 2 / 29) == fails(error_code::invalid_date, 0));
  CHECK(encoded<kp::date>(year{1900} / 2 / 29) == fails(error_code::invalid_date, 0));
  CHECK(failure(kp::date::decode("2024-02-29")) == "no error");
  CHECK(failure(kp::date::decode("2000-02-29")) == "no error");
  CHECK(failure(kp::date::decode("2023-02-29")) == fails(error_code::invalid_date, 8));
  CHECK(failure(kp::date::decode("1900-02-29")) == fails(error_code::invalid_date, 8));

  // Every February 29th from 0000 to 9999 against the reference rule.
  int wrong = 0;
  for (int y = 0; y <= 9999; ++y) {
    const std::string text = four(y) + "-02-29";
    const bool encodes = encoded<kp::date>(year{y} / 2 / 29) == text;
    const bool decodes = kp::date::decode(text).has_value();
    if (encodes != is_leap(y) || decodes != is_leap(y)) ++wrong;
  }
  CHECK(wrong == 0);
}

TEST_CASE("date accepts exactly the days each month has") {
  for (const int y : {2023, 2024}) {
    for (unsigned m = 1; m <= 12; ++m) {
      for (unsigned d = 1; d <= 31; ++d) {
        INFO(y << "-" << m << "-" << d);
        const std::string text = four(y) + "-" + two(m) + "-" + two(d);
        const auto decoded = kp::date::decode(text);
        if (d <= days_in_month(y, m)) {
          CHECK(encoded<kp::date>(year{y} / m / d) == text);
          REQUIRE(decoded);
          CHECK(*decoded == year{y} / m / d);
        } else {
          CHECK(encoded<kp::date>(year{y} / m / d) == fails(error_code::invalid_date, 0));
          CHECK(failure(decoded) == fails(error_code::invalid_date, 8));
        }
      }
    }
  }
}

TEST_CASE("date years outside 0000-9999 are out of range") {
  CHECK(encoded<kp::date>(year{10000} / 1 / 1) == fails(error_code::out_of_range, 0));
  CHECK(encoded<kp::date>(year{-1} / 12 / 31) == fails(error_code::out_of_range, 0));
  CHECK(encoded<kp::date>(year{-1} / 2 / 30) == fails(error_code::out_of_range, 0));
}

TEST_CASE("date decode rejects impossible months and days at their offset") {
  CHECK(failure(kp::date::decode("2023-13-01")) == fails(error_code::invalid_date, 5));
  CHECK(failure(kp::date::decode("2023-00-01")) == fails(error_code::invalid_date, 5));
  CHECK(failure(kp::date::decode("2023-99-99")) == fails(error_code::invalid_date, 5));
  CHECK(failure(kp::date::decode("2023-01-32")) == fails(error_code::invalid_date, 8));
  CHECK(failure(kp::date::decode("2023-01-00")) == fails(error_code::invalid_date, 8));
  CHECK(failure(kp::date::decode("2023-04-31")) == fails(error_code::invalid_date, 8));
  CHECK(encoded<kp::date>(year{2023} / 13 / 1) == fails(error_code::invalid_date, 0));
  CHECK(encoded<kp::date>(year{2023} / 1 / 32) == fails(error_code::invalid_date, 0));
  CHECK(encoded<kp::date>(year{2023} / 1 / 0) == fails(error_code::invalid_date, 0));
}

TEST_CASE("date decode rejects a malformed shape") {
  CHECK(failure(kp::date::decode("2023/01/01")) == fails(error_code::invalid_character, 4));
  CHECK(failure(kp::date::decode("2023-01/01")) == fails(error_code::invalid_character, 7));
  CHECK(failure(kp::date::decode("+023-01-01")) == fails(error_code::invalid_character, 0));
  CHECK(failure(kp::date::decode("2023-1-01x")) == fails(error_code::invalid_character, 6));
  CHECK(failure(kp::date::decode("2023-01-0a")) == fails(error_code::invalid_character, 9));
  CHECK(failure(kp::date::decode("20230101")) == fails(error_code::invalid_length, 8));
  CHECK(failure(kp::date::decode("02023-01-01")) == fails(error_code::invalid_length, 11));
  CHECK(failure(kp::date::decode("")) == fails(error_code::invalid_length, 0));
}

TEST_CASE("date keeps byte order equal to date order") {
  const year_month_day ascending[] = {
      year{0} / 1 / 1,    year{999} / 12 / 31, year{1969} / 12 / 31, year{1970} / 1 / 1,
      year{1970} / 1 / 2, year{1970} / 2 / 1,  year{2024} / 2 / 29,  year{9999} / 12 / 31};
  std::string previous;
  for (const auto& d : ascending) {
    const std::string text = encoded<kp::date>(d);
    CHECK(previous < text);
    previous = text;
  }
}

TEST_CASE("date through a layout") {
  using Order = kp::key<"ORDER#{date}#{n}", kp::date, kp::uint<3>>;
  CHECK(Order::encode(year{2026} / 10 / 1, 7) == "ORDER#2026-10-01#007");
  CHECK(Order::prefix(year{2026} / 10 / 1).text() == "ORDER#2026-10-01#");
  CHECK(failure(Order::try_encode(year{2023} / 2 / 29, 1)) ==
        fails(error_code::invalid_date, 0, "date"));
  CHECK(failure(Order::try_encode(year{10000} / 1 / 1, 1)) ==
        fails(error_code::out_of_range, 0, "date"));

  const auto v = Order::decode("ORDER#2024-02-29#042");
  REQUIRE(v);
  CHECK(v->get<"date">() == year{2024} / 2 / 29);
  CHECK(v->get<"n">() == 42);
  CHECK(failure(Order::decode("ORDER#2023-02-29#042")) ==
        fails(error_code::invalid_date, 14, "date"));
  CHECK(failure(Order::decode("ORDER#2023-13-01#042")) ==
        fails(error_code::invalid_date, 11, "date"));
  CHECK(failure(Order::decode("ORDER#2023-01-0x#042")) ==
        fails(error_code::invalid_character, 15, "date"));
  CHECK(failure(Order::decode("ORDER#2023-01")) == fails(error_code::invalid_length, 13, "date"));
  CHECK(failure(Order::decode("ORDER#2023-01-01-042")) == fails(error_code::literal_mismatch, 16));
}

TEST_CASE("date at compile time") {
  STATIC_REQUIRE(D::encode_buffer(year{2024} / 2 / 29)->view() == "D#2024-02-29");
  STATIC_REQUIRE(D::encode_buffer(year{0} / 1 / 1)->view() == "D#0000-01-01");
  STATIC_REQUIRE(D::encode_buffer(year{2023} / 2 / 29).error().code == error_code::invalid_date);
  STATIC_REQUIRE(D::encode_buffer(year{10000} / 1 / 1).error().code == error_code::out_of_range);
  STATIC_REQUIRE(*kp::date::decode("9999-12-31") == year{9999} / 12 / 31);
  STATIC_REQUIRE(D::decode("D#2000-02-29")->get<0>() == year{2000} / 2 / 29);
  STATIC_REQUIRE(D::decode("D#2023-01-32").error().offset == 10);
}
