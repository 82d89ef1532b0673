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

TEST_CASE("valid (which builds no value) agrees with parse on every text of a small alphabet") {
  // Every text of up to 5 characters over the bytes the grammar cares about, and the same
  // texts with 36 significant digits in front (where the 38-digit limit starts to matter).
  const std::string alphabet = "0159.-+eE";
  const std::string long_prefix = "12345678901234567890123456789012345";
  std::string text;
  std::size_t checked = 0;
  const auto check = [&](const std::string& t) {
    INFO(t);
    CHECK(decimal::valid(t) == decimal::parse(t).has_value());
    ++checked;
  };
  for (std::size_t n = 0; n <= 5; ++n) {
    std::size_t combinations = 1;
    for (std::size_t i = 0; i < n; ++i) combinations *= alphabet.size();
    for (std::size_t c = 0; c < combinations; ++c) {
      text.clear();
      for (std::size_t k = c, i = 0; i < n; ++i, k /= alphabet.size()) {
        text += alphabet[k % alphabet.size()];
      }
      check(text);
      check(long_prefix + text);
    }
  }
  CHECK(checked > 100000);
}
