// Tests detail/calendar.hpp: which dates exist, YYYY-MM-DD read and written, and which texts
// can begin a date.
#include <chrono>
#include <keyplate/detail/calendar.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kd = keyplate::detail;
using keyplate::error_code;
using namespace keyplate_test;
using namespace std::chrono_literals;

TEST_CASE("leap years and month lengths agree with std::chrono") {
  STATIC_REQUIRE(kd::is_leap_year(2024) && !kd::is_leap_year(2026));
  STATIC_REQUIRE(kd::is_leap_year(2000) && !kd::is_leap_year(1900) && kd::is_leap_year(0));
  for (unsigned year : {0u, 1u, 4u, 100u, 400u, 1900u, 2000u, 2024u, 2026u, 9999u}) {
    for (unsigned month = 1; month <= 12; ++month) {
      const std::chrono::year_month_day_last last{std::chrono::year{static_cast<int>(year)} /
                                                  std::chrono::month{month} / std::chrono::last};
      CHECK(kd::days_in_month(year, month) == static_cast<unsigned>(last.day()));
    }
  }
}

TEST_CASE("parse_date reads YYYY-MM-DD and says where it is wrong") {
  CHECK(*kd::parse_date("2024-02-29") == 2024y / 2 / 29d);
  CHECK(*kd::parse_date("0000-01-01") == std::chrono::year{0} / 1 / 1);
  CHECK(failure(kd::parse_date("2026-02-29")) == fails(error_code::invalid_date, 8));
  CHECK(failure(kd::parse_date("2026-13-01")) == fails(error_code::invalid_date, 5));
  CHECK(failure(kd::parse_date("2026-00-01")) == fails(error_code::invalid_date, 5));
  CHECK(failure(kd::parse_date("2026-01-00")) == fails(error_code::invalid_date, 8));
  CHECK(failure(kd::parse_date("2026/01-01")) == fails(error_code::invalid_character, 4));
  CHECK(failure(kd::parse_date("20x6-01-01")) == fails(error_code::invalid_character, 2));
  CHECK(failure(kd::parse_date("2026-01-0a")) == fails(error_code::invalid_character, 9));
  STATIC_REQUIRE(*kd::parse_date("9999-12-31") == std::chrono::year{9999} / 12 / 31);
}

TEST_CASE("write_date writes every field zero-padded") {
  char text[10];
  kd::write_date(text, std::chrono::year{7} / 3 / 9);
  CHECK(std::string(text, 10) == "0007-03-09");
  kd::write_date(text, 2026y / 10 / 31d);
  CHECK(std::string(text, 10) == "2026-10-31");
}

TEST_CASE("is_date_prefix: texts that begin some existing date") {
  STATIC_REQUIRE(kd::is_date_prefix(""));
  STATIC_REQUIRE(kd::is_date_prefix("2026-1"));
  STATIC_REQUIRE(kd::is_date_prefix("2024-02-29"));
  STATIC_REQUIRE(!kd::is_date_prefix("2026-02-29"));
  STATIC_REQUIRE(!kd::is_date_prefix("2026-2"));  // no month 20-29
  STATIC_REQUIRE(kd::is_date_prefix("2026-02-2"));
  STATIC_REQUIRE(!kd::is_date_prefix("2026-04-31"));
  STATIC_REQUIRE(!kd::is_date_prefix("20x"));
  STATIC_REQUIRE(kd::agrees("2026-10", 5, "10-01") && !kd::agrees("2026-11", 5, "10-01"));
}
