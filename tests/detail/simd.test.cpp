// Tests of the 16-byte scans in detail/simd.hpp and the SSE2 ULID check in detail/crockford.hpp:
// every result is compared with a plain byte loop written here, over texts whose special bytes
// sit at every position of every block and tail.
#include "keyplate/detail/simd.hpp"

#include <cstddef>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "keyplate/detail/crockford.hpp"

namespace kd = keyplate::detail;

namespace {

bool plain(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte > 0x25 && byte < 0x80;
}

std::size_t reference_find(std::string_view text, std::size_t from, char c) {
  for (std::size_t i = from; i < text.size(); ++i) {
    if (text[i] == c) return i;
  }
  return text.size();
}

std::size_t reference_skip(std::string_view text, std::size_t from) {
  for (std::size_t i = from; i < text.size(); ++i) {
    if (!plain(text[i])) return i;
  }
  return text.size();
}

// Bytes that matter to the scans: the edges of the plain range and of the sign bit.
constexpr unsigned char probes[] = {0x00, 0x23, 0x24, 0x25, 0x26, 0x7F, 0x80, 0xC3, 0xFF};

}  // namespace

TEST_CASE("find_byte and skip_plain_ascii agree with a byte loop") {
  std::size_t checked = 0, wrong = 0;
  for (std::size_t length = 0; length <= 50; ++length) {
    for (std::size_t at = 0; at <= length; ++at) {  // at == length: no special byte
      for (const unsigned char probe : probes) {
        std::string text(length, 'a');
        if (at < length) text[at] = static_cast<char>(probe);
        for (std::size_t from = 0; from <= length; ++from) {
          if (kd::find_byte(text, from, '#') != reference_find(text, from, '#')) ++wrong;
          if (kd::skip_plain_ascii(text, from) != reference_skip(text, from)) ++wrong;
          ++checked;
        }
      }
    }
  }
  CHECK(checked > 10000);
  CHECK(wrong == 0);
}

TEST_CASE("copy_plain_ascii copies exactly the leading plain run, within n bytes") {
  for (std::size_t length = 0; length <= 50; ++length) {
    for (std::size_t at = 0; at <= length; ++at) {
      for (const unsigned char probe : probes) {
        std::string text(length, 'x');
        for (std::size_t i = 0; i < length; ++i) text[i] = static_cast<char>('A' + i % 26);
        if (at < length) text[at] = static_cast<char>(probe);
        const std::size_t want = reference_skip(text, 0);
        std::string out(length + 1, '?');
        const std::size_t run = kd::copy_plain_ascii(text.data(), text.size(), out.data());
        CHECK(run == want);
        CHECK(out.substr(0, run) == text.substr(0, run));
        // Whole 16-byte blocks may be stored, but never past `length` bytes.
        CHECK(out[length] == '?');
      }
    }
  }
}

TEST_CASE("the ULID check finds the same first bad byte with and without SSE2") {
  const std::string valid = "01HVNR4Q3R8M9ABCDEFGHJKMNP";
  REQUIRE(valid.size() == 26);
  std::size_t differences = 0;
  for (const bool any_case : {false, true}) {
    for (std::size_t at = 0; at != 26; ++at) {
      for (int byte = 0; byte != 256; ++byte) {
        std::string text = valid;
        text[at] = static_cast<char>(byte);
        char fast[26] = {}, slow[26] = {};
        const std::size_t a = kd::copy_crockford_26(fast, text, any_case);
        const std::size_t b = kd::copy_crockford_scalar(slow, text, any_case);
        if (a != b || (a == 26 && std::string_view(fast, 26) != std::string_view(slow, 26))) {
          ++differences;
        }
      }
    }
  }
  CHECK(differences == 0);
}

TEST_CASE("the ULID check upper-cases only when asked to accept lowercase") {
  const std::string lower = "01hvnr4q3r8m9abcdefghjkmnp";
  char out[26] = {};
  CHECK(kd::copy_crockford_26(out, lower, true) == 26);
  CHECK(std::string_view(out, 26) == "01HVNR4Q3R8M9ABCDEFGHJKMNP");
  CHECK(kd::copy_crockford_26(nullptr, lower, false) == 2);  // 'h' is the first lowercase
  CHECK(kd::copy_crockford_26(nullptr, "01HVNR4Q3R8M9ABCDEFGHJKMNI", false) == 25);  // I
}
