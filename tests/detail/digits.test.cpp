// Tests detail/digits.hpp: powers of ten, digit counts, fixed-width writing and strict parsing.
#include <cstddef>
#include <cstdint>
#include <keyplate/detail/digits.hpp>
#include <limits>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;

namespace {

constexpr std::uint64_t uint64_max = std::numeric_limits<std::uint64_t>::max();

std::string written(std::uint64_t v, std::size_t width) {
  std::string out(width, '?');
  const char* end = kd::write_digits(out.data(), v, width);
  CHECK(end == out.data() + width);
  return out;
}

// "value", or "bad at N" / "overflow at N", so a failed CHECK shows both sides.
std::string parsed(std::string_view text) {
  const kd::parsed_digits r = kd::parse_digits(text);
  if (r.ok) return std::to_string(r.value);
  return (r.overflow ? "overflow at " : "bad at ") + std::to_string(r.bad);
}

}  // namespace

TEST_CASE("power_of_ten for every exponent that fits") {
  std::uint64_t expected = 1;
  for (std::size_t n = 0; n <= 19; ++n) {
    INFO("n = " << n);
    CHECK(kd::power_of_ten(n) == expected);
    if (n < 19) expected *= 10;
  }
  STATIC_REQUIRE(kd::power_of_ten(0) == 1);
  STATIC_REQUIRE(kd::power_of_ten(19) == 10000000000000000000u);
}

TEST_CASE("decimal_digits counts digits at every boundary") {
  CHECK(kd::decimal_digits(0) == 1);
  CHECK(kd::decimal_digits(uint64_max) == 20);
  std::uint64_t power = 10;
  for (std::size_t n = 1; n <= 19; ++n) {
    INFO("n = " << n);
    CHECK(kd::decimal_digits(power - 1) == n);
    CHECK(kd::decimal_digits(power) == n + 1);
    if (n < 19) power *= 10;
  }
  STATIC_REQUIRE(kd::decimal_digits(9) == 1);
  STATIC_REQUIRE(kd::decimal_digits(10) == 2);
}

TEST_CASE("write_digits zero-pads to the width") {
  CHECK(written(0, 1) == "0");
  CHECK(written(7, 3) == "007");
  CHECK(written(42, 2) == "42");
  CHECK(written(1234567890, 10) == "1234567890");
  CHECK(written(0, 20) == "00000000000000000000");
  CHECK(written(uint64_max, 20) == "18446744073709551615");
  CHECK(written(5, 0).empty());
  for (std::uint64_t v : {0ull, 1ull, 9ull, 10ull, 99ull, 12345ull, 9999999999ull}) {
    const std::string plain = std::to_string(v);
    CHECK(written(v, 12) == std::string(12 - plain.size(), '0') + plain);
  }
}

TEST_CASE("is_digit accepts 0-9 only") {
  for (int b = 0; b != 256; ++b) {
    INFO("byte " << b);
    CHECK(kd::is_digit(static_cast<char>(b)) == (b >= '0' && b <= '9'));
  }
}

TEST_CASE("parse_digits reads unsigned decimal") {
  CHECK(parsed("0") == "0");
  CHECK(parsed("007") == "7");
  CHECK(parsed("42") == "42");
  CHECK(parsed("18446744073709551615") == "18446744073709551615");
  CHECK(parsed("000000000000000000000000018446744073709551615") == "18446744073709551615");
  CHECK(parsed("") == "0");  // nothing to read: the callers check lengths first

  const kd::parsed_digits whole = kd::parse_digits("123");
  CHECK(whole.ok);
  CHECK(whole.bad == 3);
  CHECK_FALSE(whole.overflow);
}

TEST_CASE("parse_digits reports the first non-digit") {
  CHECK(parsed("x") == "bad at 0");
  CHECK(parsed("12a") == "bad at 2");
  CHECK(parsed("-1") == "bad at 0");
  CHECK(parsed("+1") == "bad at 0");
  CHECK(parsed("1 ") == "bad at 1");
  CHECK(parsed("1/") == "bad at 1");
  CHECK(parsed("1:") == "bad at 1");
  CHECK(parsed("99999999999999999999x") == "overflow at 19");
}

TEST_CASE("parse_digits reports overflow at the digit that overflows") {
  CHECK(parsed("18446744073709551616") == "overflow at 19");
  CHECK(parsed("18446744073709551620") == "overflow at 19");
  CHECK(parsed("19999999999999999999") == "overflow at 19");
  CHECK(parsed("99999999999999999999") == "overflow at 19");
  CHECK(parsed("100000000000000000000") == "overflow at 20");
  CHECK(parsed("1844674407370955161") == "1844674407370955161");
}

TEST_CASE("digits at compile time") {
  STATIC_REQUIRE(kd::parse_digits("18446744073709551615").value == uint64_max);
  STATIC_REQUIRE(kd::parse_digits("18446744073709551616").overflow);
  STATIC_REQUIRE(kd::parse_digits("12a").bad == 2);
  STATIC_REQUIRE(!kd::parse_digits("12a").ok);
  STATIC_REQUIRE([] {
    char out[5]{};
    kd::write_digits(out, 42, 5);
    return std::string_view(out, 5) == "00042";
  }());
}

// parse_digits reads blocks of 8 digits at once at run time; compare it with a digit-by-digit
// reference on every length up to 22 and a bad byte at every position of every block.
TEST_CASE("parse_digits agrees with a digit-by-digit reading") {
  const auto reference = [](std::string_view text) {
    kd::parsed_digits r;
    for (std::size_t i = 0; i != text.size(); ++i) {
      const unsigned digit = static_cast<unsigned char>(text[i]) - unsigned{'0'};
      if (digit > 9) {
        r.bad = i;
        return r;
      }
      if (r.value > (UINT64_MAX - digit) / 10) {
        r.bad = i;
        r.overflow = true;
        return r;
      }
      r.value = r.value * 10 + digit;
    }
    r.ok = true;
    r.bad = text.size();
    return r;
  };
  std::size_t wrong = 0, checked = 0;
  const char intruders[] = {'/', ':', '\0', '\x80', '\xFF', ' ', 'a', '\x36' + 0x10};
  for (std::size_t length = 0; length <= 22; ++length) {
    for (const char* digits : {"9876543210987654321098", "1844674407370955161599",
                               "0000000000000000000000", "9999999999999999999999"}) {
      const std::string base(digits, length);
      for (std::size_t at = 0; at <= length; ++at) {
        for (const char intruder : intruders) {
          std::string text = base;
          if (at < length) text[at] = intruder;
          const kd::parsed_digits got = kd::parse_digits(text), want = reference(text);
          ++checked;
          if (got.ok != want.ok || got.bad != want.bad || got.overflow != want.overflow ||
              (want.ok && got.value != want.value)) {
            ++wrong;
          }
        }
      }
    }
  }
  CHECK(checked > 7000);
  CHECK(wrong == 0);
}
