// Tests detail/escape.hpp: writing, checking and undoing the %XX escapes of string components.
#include <cstddef>
#include <cstdint>
#include <keyplate/detail/escape.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;
using kp::error_code;
using namespace std::string_literals;

namespace {

std::string escaped(std::string_view raw) {
  std::string out(3 * raw.size(), '\0');
  const kp::result<char*> end = kd::write_escaped(out.data(), raw);
  if (!end) return "error: " + end.error().message();
  out.resize(static_cast<std::size_t>(*end - out.data()));
  return out;
}

// "ok", or "code at offset", so a failed CHECK shows both sides.
std::string checked(std::string_view text, std::size_t max_raw = 1000) {
  const std::optional<kp::error> problem = kd::check_escaped(text, max_raw);
  if (!problem) return "ok";
  return std::string(kp::to_string(problem->code)) + " at " + std::to_string(problem->offset);
}
std::string problem(error_code code, std::size_t offset) {
  return std::string(kp::to_string(code)) + " at " + std::to_string(offset);
}

// The text decoded both ways the library does: trusting (`unescape_to`, for checked text) and
// checking (`unescape_checked`); they must agree.
std::string unescaped(std::string_view text) {
  std::string trusting(text.size(), '?'), checking(text.size(), '?');
  trusting.resize(
      static_cast<std::size_t>(kd::unescape_to(trusting.data(), text) - trusting.data()));
  char* const end = kd::unescape_checked(checking.data(), text, 1000);
  if (end == nullptr) return "rejected";
  checking.resize(static_cast<std::size_t>(end - checking.data()));
  return trusting == checking ? trusting : "disagree";
}

}  // namespace

TEST_CASE("needs_escape is true exactly for bytes up to 0x25") {
  for (int b = 0; b != 256; ++b) {
    INFO("byte " << b);
    CHECK(kd::needs_escape(static_cast<char>(b)) == (b <= 0x25));
  }
  STATIC_REQUIRE(kd::needs_escape('%'));
  STATIC_REQUIRE(!kd::needs_escape('&'));
  STATIC_REQUIRE(!kd::needs_escape('\x80'));  // negative as a signed char
}

TEST_CASE("write_escaped writes %XX uppercase for low bytes and copies the rest") {
  CHECK(escaped("") == "");
  CHECK(escaped("#$%") == "%23%24%25");
  CHECK(escaped("a b\n") == "a%20b%0A");
  CHECK(escaped("\0\x1F"s) == "%00%1F");
  CHECK(escaped("&~\x7F\xC2\x80\xF4\x8F\xBF\xBF") == "&~\x7F\xC2\x80\xF4\x8F\xBF\xBF");
  // Long plain runs (copied 16 bytes at a time) with escapes just before, inside and after.
  CHECK(escaped("0123456789abcdef#0123456789abcdefg") == "0123456789abcdef%230123456789abcdefg");
  CHECK(escaped("0123456789abcde%") == "0123456789abcde%25");

  constexpr char hex[] = "0123456789ABCDEF";
  for (int b = 0; b != 128; ++b) {
    const char c = static_cast<char>(b);
    const std::string expected =
        b <= 0x25 ? std::string{'%', hex[b >> 4], hex[b & 15]} : std::string(1, c);
    CHECK(escaped(std::string(1, c)) == expected);
  }
}

TEST_CASE("write_escaped rejects invalid UTF-8 at the first bad byte") {
  CHECK(escaped("\x80") == "error: invalid UTF-8 at byte 0");
  CHECK(escaped("ab\xFF") == "error: invalid UTF-8 at byte 2");
  CHECK(escaped("0123456789abcdef0123\xC3") == "error: invalid UTF-8 at byte 20");
  CHECK(escaped("#\xED\xA0\x80") == "error: invalid UTF-8 at byte 1");  // a surrogate
}

TEST_CASE("escaped text never holds '#' or '$'") {
  std::string all;
  for (int b = 0; b != 128; ++b) all += static_cast<char>(b);
  all += "\xC3\xA9\xF0\x9F\x98\x80";
  const std::string text = escaped(all);
  CHECK(text.find('#') == std::string::npos);
  CHECK(text.find('$') == std::string::npos);
  CHECK(text.size() == 0x26 * 3 + (128 - 0x26) + 6);
}

TEST_CASE("upper_hex_value accepts uppercase hex digits only") {
  CHECK(kd::upper_hex_value('0') == 0);
  CHECK(kd::upper_hex_value('9') == 9);
  CHECK(kd::upper_hex_value('A') == 10);
  CHECK(kd::upper_hex_value('F') == 15);
  for (const char c : std::string_view("afgG/:@`-%\x80")) CHECK(kd::upper_hex_value(c) == -1);
}

TEST_CASE("check_escaped accepts exactly what write_escaped writes") {
  CHECK(checked("") == "ok");
  CHECK(checked("abc") == "ok");
  CHECK(checked("%00%23%24%25") == "ok");
  CHECK(checked("caf\xC3\xA9%20\xF4\x8F\xBF\xBF") == "ok");

  CHECK(checked("a#") == problem(error_code::unescaped_byte, 1));
  CHECK(checked("$") == problem(error_code::unescaped_byte, 0));
  CHECK(checked(" ") == problem(error_code::unescaped_byte, 0));
  CHECK(checked("ab\x01") == problem(error_code::unescaped_byte, 2));
  CHECK(checked("\0"s) == problem(error_code::unescaped_byte, 0));

  CHECK(checked("%") == problem(error_code::invalid_escape, 0));
  CHECK(checked("a%2") == problem(error_code::invalid_escape, 1));
  CHECK(checked("%2a") == problem(error_code::invalid_escape, 0));
  CHECK(checked("%0a") == problem(error_code::invalid_escape, 0));
  CHECK(checked("%23%g3") == problem(error_code::invalid_escape, 3));
  CHECK(checked("%26") == problem(error_code::invalid_escape, 0));
  CHECK(checked("%41") == problem(error_code::invalid_escape, 0));
  CHECK(checked("%FF") == problem(error_code::invalid_escape, 0));
  CHECK(checked("%%23") == problem(error_code::invalid_escape, 0));

  CHECK(checked("a\x80") == problem(error_code::invalid_utf8, 1));
  CHECK(checked("%23\xC0\x80") == problem(error_code::invalid_utf8, 3));
  CHECK(checked("\xED\xA0\x80") == problem(error_code::invalid_utf8, 0));
  CHECK(checked("\xE2\x82") == problem(error_code::invalid_utf8, 0));
}

TEST_CASE("check_escaped every escape from %00 to %FF") {
  constexpr char hex[] = "0123456789ABCDEF";
  for (int b = 0; b != 256; ++b) {
    const std::string text{'%', hex[b >> 4], hex[b & 15]};
    INFO(text);
    CHECK(checked(text) == (b <= 0x25 ? "ok" : problem(error_code::invalid_escape, 0)));
  }
}

TEST_CASE("check_escaped counts raw bytes against the limit") {
  CHECK(checked("abc", 3) == "ok");
  CHECK(checked("abcd", 3) == problem(error_code::too_long, 3));
  CHECK(checked("%23%23%23", 3) == "ok");
  CHECK(checked("%23%23%23%23", 3) == problem(error_code::too_long, 9));
  CHECK(checked("a\xE2\x82\xAC", 3) == problem(error_code::too_long, 1));
  CHECK(checked("a\xE2\x82\xAC", 4) == "ok");
  CHECK(checked("", 0) == "ok");
  CHECK(checked("a", 0) == problem(error_code::too_long, 0));
}

TEST_CASE("unescape_to and unescape_checked undo write_escaped") {
  CHECK(unescaped("a%20b%23c") == "a b#c");
  CHECK(unescaped("%00") == "\0"s);
  char out[16] = "prefix:";
  CHECK(std::string_view(out, static_cast<std::size_t>(kd::unescape_to(out + 7, "%25") - out)) ==
        "prefix:%");
  CHECK(unescaped("a%2a") == "rejected");
  CHECK(kd::unescape_checked(out, "abcd", 3) == nullptr);  // four raw bytes, at most three

  // Pseudo-random valid UTF-8 values built from a small alphabet of tricky pieces.
  const std::string_view pieces[] = {"#",
                                     "$",
                                     "%",
                                     " ",
                                     "\x01",
                                     "&",
                                     "a",
                                     "Z",
                                     "~",
                                     "\x7F",
                                     "\xC3\xA9",
                                     "\xE2\x82\xAC",
                                     "\xF4\x8F\xBF\xBF",
                                     "%23"};
  std::uint32_t state = 12345;
  for (int round = 0; round != 500; ++round) {
    std::string raw;
    const int count = static_cast<int>(state % 12);
    for (int i = 0; i != count; ++i) {
      state = state * 1103515245u + 12345u;
      raw += pieces[(state >> 16) % 14];
    }
    state = state * 1103515245u + 12345u;
    const std::string text = escaped(raw);
    REQUIRE(checked(text) == "ok");
    CHECK(unescaped(text) == raw);
  }
}

TEST_CASE("escaping at compile time") {
  STATIC_REQUIRE(!kd::check_escaped("a%20b", 10).has_value());
  STATIC_REQUIRE(kd::check_escaped("a%2a", 10)->code == error_code::invalid_escape);
  STATIC_REQUIRE(kd::check_escaped("a%2a", 10)->offset == 1);
  STATIC_REQUIRE(kd::check_escaped("ab#", 10)->offset == 2);
  STATIC_REQUIRE(kd::upper_hex_value('C') == 12);
}
