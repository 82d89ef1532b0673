// kp::number: DynamoDB's number text, exact, canonical, compared by value.
#include <cstdint>
#include <keyplate/schema/number.hpp>
#include <limits>
#include <string>

#include "../catch.hpp"

namespace kp = keyplate;

TEST_CASE("number: canonical text is positional, without leading or trailing zeros") {
  CHECK(kp::number("0012.50").text() == "12.5");
  CHECK(kp::number("-1.5E3").text() == "-1500");
  CHECK(kp::number("+0.000").text() == "0");
  CHECK(kp::number("-0").text() == "0");
  CHECK(kp::number("1e-3").text() == "0.001");
  CHECK(kp::number(".5").text() == "0.5");
  CHECK(kp::number("1E125").text() == "1" + std::string(125, '0'));
  CHECK(kp::number().text() == "0");
  CHECK(kp::number(std::int64_t{-42}).text() == "-42");
  CHECK(kp::number(std::numeric_limits<std::uint64_t>::max()).text() == "18446744073709551615");
}

TEST_CASE("number: parse rejects what DynamoDB rejects") {
  for (const char* bad : {"", "abc", "1.2.3", "1e", "NaN", "Infinity", " 1", "1E126", "1E-131",
                          "123456789012345678901234567890123456789"}) {
    INFO(bad);
    const kp::result<kp::number> r = kp::number::parse(bad);
    REQUIRE_FALSE(r);
    CHECK(r.error().code == kp::error_code::invalid_number);
  }
  CHECK(kp::number::parse("12345678901234567890123456789012345678").has_value());
  CHECK(kp::number::parse("1E-130").has_value());
  CHECK_THROWS_AS(kp::number("1..2"), kp::key_error);
}

TEST_CASE("number: equality and order are by value") {
  CHECK(kp::number("1.50") == kp::number("1.5"));
  CHECK(kp::number("0100") == kp::number("1E2"));
  CHECK(kp::number("-2") < kp::number("-1.5"));
  CHECK(kp::number("-1.5") < kp::number("0"));
  CHECK(kp::number("0") < kp::number("0.001"));
  CHECK(kp::number("0.12") < kp::number("0.123"));
  CHECK(kp::number("9") < kp::number("10"));
  CHECK(kp::number("-10") < kp::number("-9"));
  CHECK_FALSE(kp::number("2") < kp::number("2.0"));
}

TEST_CASE("number: from_double gives the shortest text that reads back") {
  CHECK(kp::number::from_double(0.1)->text() == "0.1");
  CHECK(kp::number::from_double(-2.5e-7)->text() == "-0.00000025");
  CHECK(kp::number::from_double(1e20)->text() == "100000000000000000000");
  for (const double d : {0.1, 1.0 / 3.0, 123456.789, -9.87654321e-100, 6.02214076e23}) {
    INFO(d);
    CHECK(kp::number::from_double(d)->to_double() == d);
  }
  // to_float rounds once from the decimal value; beyond float's range it is an infinity.
  CHECK(kp::number("0.1").to_float() == 0.1f);
  CHECK(kp::number("1.000000059604644775390625000001").to_float() ==
        1.0f + std::numeric_limits<float>::epsilon());
  CHECK(kp::number("3.4028235E38").to_float() == std::numeric_limits<float>::max());
  CHECK(kp::number("-1E39").to_float() == -std::numeric_limits<float>::infinity());
  CHECK(kp::number::from_double(std::numeric_limits<double>::quiet_NaN()).error().code ==
        kp::error_code::invalid_number);
  CHECK_FALSE(kp::number::from_double(std::numeric_limits<double>::infinity()));
  CHECK_FALSE(kp::number::from_double(1e300));   // DynamoDB holds below 1E126
  CHECK_FALSE(kp::number::from_double(1e-200));  // and from 1E-130
}
