// Tests alphabet.hpp: byte_set (sets of bytes) and char_run (how codecs describe what they write).
#include <keyplate/keyplate.hpp>

#include "catch.hpp"

namespace kp = keyplate;

TEST_CASE("byte_set: ranges, texts, adding and removing bytes") {
  constexpr kp::byte_set digits = kp::byte_set::range('0', '9');
  STATIC_REQUIRE(digits.contains('0') && digits.contains('9'));
  STATIC_REQUIRE(!digits.contains('/') && !digits.contains(':'));
  constexpr kp::byte_set dash = kp::byte_set::of("-");
  STATIC_REQUIRE((digits | dash).contains('-') && (digits | dash).contains('5'));
  STATIC_REQUIRE(!digits.intersects(dash));
  STATIC_REQUIRE(digits.intersects(kp::byte_set::of("x9")));
  kp::byte_set set = kp::byte_set::range(0, 255);
  for (unsigned b = 0; b != 256; ++b) CHECK(set.contains(static_cast<unsigned char>(b)));
  set.remove(0);
  set.remove(255);
  set.remove(64);
  CHECK(!set.contains(0));
  CHECK(!set.contains(255));
  CHECK(!set.contains(64));
  CHECK(set.contains(63));
  CHECK(set.contains(65));
  set.add(64);
  CHECK(set.contains(64));
  STATIC_REQUIRE(!kp::byte_set{}.intersects(kp::byte_set::range(0, 255)));
}

TEST_CASE("char_run and the library's byte classes") {
  constexpr kp::char_run run{kp::byte_set::of("ab"), 1, 3};
  STATIC_REQUIRE(run.min == 1 && run.max == 3 && run.bytes.contains('b'));
  STATIC_REQUIRE(kp::char_run{}.min == 0 && kp::char_run{}.max == 0);
  STATIC_REQUIRE(kp::detail::digit_bytes.contains('7') && !kp::detail::digit_bytes.contains('a'));
  // Codecs write only bytes above '$'.
  STATIC_REQUIRE(!kp::detail::codec_bytes.contains('#') && !kp::detail::codec_bytes.contains('$'));
  STATIC_REQUIRE(kp::detail::codec_bytes.contains('%') && kp::detail::codec_bytes.contains(0xFF));
}
