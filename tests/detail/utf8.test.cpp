// Tests detail/utf8.hpp: strict UTF-8 validation against an independent reference decoder.
#include <cstddef>
#include <cstdint>
#include <keyplate/detail/utf8.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;

namespace {

// Reference: decode by bit pattern, then reject overlong forms, surrogates and > U+10FFFF.
std::size_t reference_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(text[k]));
  };
  const std::uint32_t lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  if ((lead & 0xE0) == 0xC0) length = 2;
  if ((lead & 0xF0) == 0xE0) length = 3;
  if ((lead & 0xF8) == 0xF0) length = 4;
  if (length == 0 || text.size() - i < length) return 0;
  std::uint32_t code_point = lead & (0x7Fu >> length);
  for (std::size_t k = 1; k != length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code_point = (code_point << 6) | (byte(i + k) & 0x3F);
  }
  constexpr std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code_point < smallest[length] || code_point > 0x10FFFF) return 0;
  if (code_point >= 0xD800 && code_point <= 0xDFFF) return 0;
  return length;
}

// Reference encoder for one code point (no validity checks).
std::string encode_code_point(std::uint32_t cp) {
  std::string out;
  const auto add = [&](std::uint32_t b) {
    out += static_cast<char>(static_cast<unsigned char>(b));
  };
  if (cp < 0x80) {
    add(cp);
  } else if (cp < 0x800) {
    add(0xC0 | (cp >> 6));
    add(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    add(0xE0 | (cp >> 12));
    add(0x80 | ((cp >> 6) & 0x3F));
    add(0x80 | (cp & 0x3F));
  } else {
    add(0xF0 | (cp >> 18));
    add(0x80 | ((cp >> 12) & 0x3F));
    add(0x80 | ((cp >> 6) & 0x3F));
    add(0x80 | (cp & 0x3F));
  }
  return out;
}

}  // namespace

TEST_CASE("utf8_sequence_length on hand-picked sequences") {
  CHECK(kd::utf8_sequence_length("a", 0) == 1);
  CHECK(kd::utf8_sequence_length(std::string_view("\0", 1), 0) == 1);
  CHECK(kd::utf8_sequence_length("\x7F", 0) == 1);
  CHECK(kd::utf8_sequence_length("\xC2\x80", 0) == 2);
  CHECK(kd::utf8_sequence_length("\xDF\xBF", 0) == 2);
  CHECK(kd::utf8_sequence_length("\xE0\xA0\x80", 0) == 3);
  CHECK(kd::utf8_sequence_length("\xED\x9F\xBF", 0) == 3);
  CHECK(kd::utf8_sequence_length("\xEF\xBF\xBF", 0) == 3);
  CHECK(kd::utf8_sequence_length("\xF0\x90\x80\x80", 0) == 4);
  CHECK(kd::utf8_sequence_length("\xF4\x8F\xBF\xBF", 0) == 4);
  CHECK(kd::utf8_sequence_length("x\xC3\xA9", 1) == 2);

  CHECK(kd::utf8_sequence_length("\xC0\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xC1\xBF", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xE0\x80\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xE0\x9F\xBF", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xED\xA0\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xF0\x8F\xBF\xBF", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xF4\x90\x80\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xF5\x80\x80\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xFF", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xE2\x82", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xF0\x90\x80", 0) == 0);
  CHECK(kd::utf8_sequence_length("\xE2\x82"
                                 "a",
                                 0) == 0);
}

TEST_CASE("utf8_sequence_length agrees with the reference on every short byte pattern") {
  // All one- and two-byte texts, then every lead >= 0xC0 with every second byte and a set of
  // interesting later bytes (below, at and above the continuation range).
  const unsigned char later[] = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0xBF, 0xC0, 0xFF};
  std::size_t checked = 0, wrong = 0;
  std::string first_wrong;
  const auto check = [&](const std::string& text) {
    ++checked;
    if (kd::utf8_sequence_length(text, 0) != reference_length(text, 0)) {
      if (wrong++ == 0) {
        for (const char c : text)
          first_wrong += std::to_string(static_cast<unsigned char>(c)) + " ";
      }
    }
  };
  for (int b0 = 0; b0 != 256; ++b0) {
    check(std::string(1, static_cast<char>(b0)));
    for (int b1 = 0; b1 != 256; ++b1) {
      const std::string two{static_cast<char>(b0), static_cast<char>(b1)};
      check(two);
      if (b0 < 0xC0) continue;
      for (const unsigned char b2 : later) {
        check(two + static_cast<char>(b2));
        for (const unsigned char b3 : later)
          check(two + static_cast<char>(b2) + static_cast<char>(b3));
      }
    }
  }
  INFO("first mismatch (bytes): " << first_wrong);
  CHECK(wrong == 0);
  CHECK(checked > 400000);
}

TEST_CASE("every scalar value is valid, every surrogate is not") {
  std::size_t wrong = 0;
  for (std::uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
    const std::string text = encode_code_point(cp);
    const bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
    const std::size_t expected = surrogate ? 0 : text.size();
    if (kd::utf8_sequence_length(text, 0) != expected) ++wrong;
    if (kd::find_invalid_utf8(text) != (surrogate ? 0 : kd::npos)) ++wrong;
  }
  CHECK(wrong == 0);
}

TEST_CASE("find_invalid_utf8 reports the first bad byte") {
  CHECK(kd::find_invalid_utf8("") == kd::npos);
  CHECK(kd::find_invalid_utf8("plain ascii #$%") == kd::npos);
  CHECK(kd::find_invalid_utf8("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80") == kd::npos);
  CHECK(kd::find_invalid_utf8("\xFF") == 0);
  CHECK(kd::find_invalid_utf8("ab\x80") == 2);
  CHECK(kd::find_invalid_utf8("\xC3\xA9\xC3") == 2);
  CHECK(kd::find_invalid_utf8("\xC3\xA9\xE2\x82\xAC\xED\xA0\x80z") == 5);
  CHECK(kd::find_invalid_utf8("abc\xF4\x90\x80\x80") == 3);
  CHECK(kd::find_invalid_utf8("\xC3\xC3\xA9") == 0);
  CHECK(kd::find_invalid_utf8("ok\xE2\x82") == 2);
}

TEST_CASE("utf8 checks at compile time") {
  STATIC_REQUIRE(kd::utf8_sequence_length("\xF4\x8F\xBF\xBF", 0) == 4);
  STATIC_REQUIRE(kd::utf8_sequence_length("\xED\xA0\x80", 0) == 0);
  STATIC_REQUIRE(kd::find_invalid_utf8("a\xC3\xA9"
                                       "b") == kd::npos);
  STATIC_REQUIRE(kd::find_invalid_utf8("a\xC0\x80") == 1);
}
