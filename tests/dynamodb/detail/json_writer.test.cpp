// Tests of dynamodb/detail/json_writer.hpp: a string's escapes (every control character, quotes,
// backslashes), where invalid UTF-8 is found, the separators between members and elements, and
// a writer's text appended after what a buffer holds.
#include <keyplate/dynamodb/detail/json_writer.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using ddb::detail_text::append_escaped;

namespace {
std::string escaped(std::string_view s) {
  std::string out;
  CHECK(append_escaped(out, s) == std::string_view::npos);
  return out;
}
}  // namespace

TEST_CASE("every control character is escaped, with JSON's short forms where it has them") {
  const char* const short_forms[][2] = {
      {"\n", "\\n"}, {"\r", "\\r"}, {"\t", "\\t"}, {"\b", "\\b"}, {"\f", "\\f"}};
  for (const auto& [raw, text] : short_forms) CHECK(escaped(raw) == text);
  static constexpr char hex[] = "0123456789abcdef";
  for (int c = 0; c < 0x20; ++c) {
    std::string expected = std::string("\\u00") + hex[c >> 4] + hex[c & 15];
    for (const auto& [raw, text] : short_forms) {
      if (raw[0] == c) expected = text;
    }
    INFO("byte " << c);
    CHECK(escaped(std::string(1, static_cast<char>(c))) == expected);
  }
  CHECK(escaped("\"") == "\\\"");
  CHECK(escaped("\\") == "\\\\");
  CHECK(escaped("a/b\x7f~") == "a/b\x7f~");  // no escape JSON does not need
}

namespace {
// JSON's escape of one ASCII byte, written the plain way (RFC 8259, section 7).
std::string reference_escape(unsigned char c) {
  switch (c) {
    case '"':
      return "\\\"";
    case '\\':
      return "\\\\";
    case '\n':
      return "\\n";
    case '\r':
      return "\\r";
    case '\t':
      return "\\t";
    case '\b':
      return "\\b";
    case '\f':
      return "\\f";
    default:
      break;
  }
  if (c >= 0x20) return std::string(1, static_cast<char>(c));
  static constexpr char hex[] = "0123456789abcdef";
  return std::string("\\u00") + hex[c >> 4] + hex[c & 15];
}
}  // namespace

TEST_CASE("every ASCII byte, and a multi-byte character, at every position of a longer string") {
  // Eight bytes at a time are checked at once: each byte at each offset of two words and a tail.
  for (std::size_t at = 0; at != 19; ++at) {
    for (int c = 0; c != 0x80; ++c) {
      std::string s(19, 'a'), expected = std::string(at, 'a');
      s[at] = static_cast<char>(c);
      expected += reference_escape(static_cast<unsigned char>(c));
      expected.append(18 - at, 'a');
      INFO("byte " << c << " at " << at);
      CHECK(escaped(s) == expected);
    }
    std::string s(19, 'a');
    s.replace(at, 1, "\xe2\x82\xac");  // the euro sign, three bytes
    CHECK(escaped(s) == s);
    s[at + 1] = 'x';  // a broken sequence
    std::string out;
    CHECK(append_escaped(out, s) == at);
  }
}

TEST_CASE("valid UTF-8 passes as it is; the first invalid byte is found") {
  CHECK(escaped("\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80") == "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
  std::string out;
  CHECK(append_escaped(out, "ab\xc3") == 2);              // truncated sequence
  CHECK(append_escaped(out, "\xed\xa0\x80") == 0);        // a surrogate
  CHECK(append_escaped(out, "x\xc0\xafy") == 1);          // an overlong form
  CHECK(append_escaped(out, "ok\xf4\x90\x80\x80") == 2);  // above U+10FFFF
}

TEST_CASE("a writer separates members and elements, after what the buffer holds") {
  std::string out = "prefix:";
  ddb::detail_text::writer w(out);
  w.open_object();
  w.known_member("A");
  w.open_array();
  w.unsigned_number(1);
  w.unsigned_number(18446744073709551615ULL);
  w.boolean(false);
  w.open_object();
  w.close_object();
  w.close_array();
  w.member("b\"");
  w.string("v", "b");
  w.close_object();
  CHECK(out == R"(prefix:{"A":[1,18446744073709551615,false,{}],"b\"":"v"})");
}

TEST_CASE("a string that is not UTF-8 throws key_error naming where it is") {
  std::string out;
  ddb::detail_text::writer w(out);
  w.open_object();
  w.known_member("X");
  try {
    w.string("\xff", "tags");
    FAIL("written");
  } catch (const kp::key_error& e) {
    CHECK(e.error().code == kp::error_code::invalid_utf8);
    CHECK(std::string_view(e.what()).find("'tags'") != std::string_view::npos);
  }
}
