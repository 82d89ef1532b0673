// Tests detail/digits.hpp: powers of ten, digit counts, fixed-width writing and strict parsing.
#include <cstddef>
#include <cstdint>
#include <keyplate/detail/digits.hpp>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "catch.hpp"

namespace kd = keyplate::detail;

namespace {

constexpr std::uint64_t uint64_max = std::numeric_limits<std::uint64_t>::max();

template <std::size_t Width>
std::string written(std::uint64_t v) {
  std::string out(Width + 1, '?');
  const char* end = kd::write_digits<Width>(out.data(), v);
  CHECK(end == out.data() + Width);
  CHECK(out[Width] == '?');  // nothing written past the width
  out.resize(Width);
  return out;
}

// `v` zero-padded to `width` digits, by the standard library.
std::string padded(std::uint64_t v, std::size_t width) {
  const std::string plain = std::to_string(v);
  return std::string(width - plain.size(), '0') + plain;
}

// Every width from 1 to 20, with values at the edges of each 8-digit block.
template <std::size_t... Width>
void check_widths(std::index_sequence<Width...>) {
  const auto one = [](auto width) {
    constexpr std::size_t w = decltype(width)::value;
    for (const std::uint64_t v :
         {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{9}, std::uint64_t{10},
          std::uint64_t{99999999}, std::uint64_t{100000000}, std::uint64_t{1234567890123456789}}) {
      const std::uint64_t fitting = w >= 20 ? v : v % kd::power_of_ten(w);
      INFO("width " << w << ", value " << fitting);
      CHECK(written<w>(fitting) == padded(fitting, w));
    }
    const std::uint64_t largest = w >= 20 ? uint64_max : kd::power_of_ten(w) - 1;
    CHECK(written<w>(largest) == padded(largest, w));
  };
  (one(std::integral_constant<std::size_t, Width + 1>{}), ...);
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

TEST_CASE("write_digits zero-pads to the width, at every width") {
  CHECK(written<1>(0) == "0");
  CHECK(written<3>(7) == "007");
  CHECK(written<10>(1234567890) == "1234567890");
  CHECK(written<20>(uint64_max) == "18446744073709551615");
  check_widths(std::make_index_sequence<20>{});
}

TEST_CASE("write_decimal writes plain decimal") {
  for (std::uint64_t v = 0; v != 1000; ++v) {
    char out[20];
    CHECK(std::string(out, kd::write_decimal(out, v)) == std::to_string(v));
  }
  std::uint64_t power = 1;
  for (int n = 0; n != 20; ++n, power *= 10) {
    for (const std::uint64_t v : {power - 1, power, power + 1}) {
      char out[20];
      CHECK(std::string(out, kd::write_decimal(out, v)) == std::to_string(v));
    }
    if (n == 19) break;
  }
  char out[20];
  CHECK(std::string(out, kd::write_decimal(out, uint64_max)) == "18446744073709551615");
}

TEST_CASE("fixed-width reading: digits_2, digits_4, fixed_digits") {
  STATIC_REQUIRE(kd::digits_2("42") == 42 && kd::digits_2("4x") == -1 && kd::digits_2("/0") == -1);
  STATIC_REQUIRE(kd::digits_4("2026") == 2026 && kd::digits_4("20:6") == -1);
  CHECK(kd::fixed_digits<10>("0123456789") == 123456789);
  CHECK(kd::fixed_digits<19>("9223372036854775807") == INT64_MAX);
  CHECK(kd::fixed_digits<19>("9999999999999999999") == 9999999999999999999u);
  CHECK(kd::fixed_digits<3>("999") == 999);
  CHECK(kd::fixed_digits<1>("7") == 7);
  // A bad byte anywhere, inside an 8-digit block or in the rest.
  for (std::size_t at = 0; at != 12; ++at) {
    std::string text = "123456789012";
    text[at] = 'x';
    CHECK(kd::fixed_digits<12>(text.data()) == kd::not_digits);
  }
  STATIC_REQUIRE(kd::fixed_digits<12>("000000000042") == 42);
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
    kd::write_digits<5>(out, 42);
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
