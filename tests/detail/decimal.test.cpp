// Tests of detail/decimal.hpp: which texts DynamoDB takes as numbers, and equality by value.
#include <keyplate/detail/decimal.hpp>
#include <string>

#include "catch.hpp"

namespace decimal = keyplate::detail::decimal;

TEST_CASE("decimal accepts the spellings DynamoDB accepts") {
  for (const char* text : {"0", "-0", "+7", "42", "-42", "0100", "1.5", "1.50", ".5", "5.", "1e3",
                           "1E+3", "1e-3", "-1.25E-7", "000.000"}) {
    INFO(text);
    CHECK(decimal::valid(text));
  }
}

TEST_CASE("decimal rejects what is not a number") {
  for (const char* text : {"", "-", "+", ".", "e5", "1e", "1e+", "1..2", "1.2.3", " 1", "1 ",
                           "0x10", "NaN", "Infinity", "1,5", "--1", "1e5.0", "\xD9\xA1"}) {
    INFO(text);
    CHECK_FALSE(decimal::valid(text));
  }
}

TEST_CASE("decimal allows 38 significant digits, not 39") {
  const std::string d38(38, '7');
  CHECK(decimal::valid(d38));
  CHECK_FALSE(decimal::valid(d38 + "7"));
  // Leading and trailing zeros are not significant.
  CHECK(decimal::valid("000" + d38 + "000"));
  CHECK(decimal::valid("0.000" + d38 + "000"));
  CHECK(decimal::valid("1" + std::string(60, '0')));  // 1E60: one significant digit
  CHECK_FALSE(decimal::valid("1" + std::string(36, '0') + "11"));
}

TEST_CASE("decimal allows magnitudes from 1E-130 to below 1E126") {
  CHECK(decimal::valid("1E-130"));
  CHECK_FALSE(decimal::valid("9.9E-131"));
  CHECK(decimal::valid("9.9999999999999999999999999999999999999E+125"));
  CHECK_FALSE(decimal::valid("1E126"));
  CHECK_FALSE(decimal::valid("-1E126"));
  CHECK(decimal::valid("0.1E-129"));
  CHECK(decimal::valid("0E999999999999999999"));  // zero at any exponent
  CHECK_FALSE(decimal::valid("1E999999999999999999"));
  CHECK_FALSE(decimal::valid("1E-999999999999999999"));
}

TEST_CASE("decimal compares numbers by value") {
  CHECK(decimal::same_value("1.50", "1.5"));
  CHECK(decimal::same_value("0100", "1E2"));
  CHECK(decimal::same_value("-0", "0.000"));
  CHECK(decimal::same_value("+3", "3"));
  CHECK(decimal::same_value("0.0012", "12e-4"));
  CHECK_FALSE(decimal::same_value("1.5", "15"));
  CHECK_FALSE(decimal::same_value("-1", "1"));
  CHECK_FALSE(decimal::same_value("1x", "1"));
  CHECK(decimal::same_value("1x", "1x"));  // not numbers: equal only as text
  CHECK(decimal::comparison_key("150E-2") == decimal::comparison_key("1.5"));
  CHECK(decimal::comparison_key("1.5") == "15E1");
  CHECK(decimal::comparison_key("-0.0") == "0");
  const auto v = decimal::parse("-0012.3400e1");
  REQUIRE(v);
  CHECK(v->negative);
  CHECK(v->digits == "1234");
  CHECK(v->exponent == 3);  // -0.1234 * 10^3 = -123.4
}
