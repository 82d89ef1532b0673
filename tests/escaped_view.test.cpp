// Tests escaped_view.hpp and K::decode_view: string fields read in place, compared and copied as
// their decoded text, accepted and rejected exactly as decode does.
#include <compare>
#include <cstddef>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using namespace std::string_literals;
using namespace std::string_view_literals;
using namespace keyplate_test;

namespace {

using Note = kp::key<"NOTE#{title}", kp::string<8>>;
using Tagged = kp::key<"T#{a}#{n}#{b}", kp::string<4>, kp::uint<4>, kp::string<4>>;
using UserNote = kp::key<"U#{id}#N#{note}", kp::ulid, kp::string<8>>;

// The wire form of a string value, from DESIGN.md: bytes up to 0x25 become %XX (uppercase hex).
std::string escape(std::string_view raw) {
  std::string out;
  for (const char c : raw) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x25) {
      out += '%';
      out += "0123456789ABCDEF"[byte >> 4];
      out += "0123456789ABCDEF"[byte & 0xF];
    } else {
      out += c;
    }
  }
  return out;
}

constexpr bool copies_at_compile_time() {
  char out[4] = {};
  const char* end = kp::escaped_view("a%23b").copy_to(out);
  return end == out + 3 && out[0] == 'a' && out[1] == '#' && out[2] == 'b';
}

int sign(std::strong_ordering order) {
  return order < 0 ? -1 : order > 0 ? 1 : 0;
}
int sign(int compared) {
  return compared < 0 ? -1 : compared > 0 ? 1 : 0;
}

}  // namespace

TEST_CASE("escaped_view reads a text with escapes") {
  const kp::escaped_view v("a%23b");
  CHECK(v.encoded() == "a%23b");
  CHECK(v.str() == "a#b");
  CHECK(v.size() == 3);
  CHECK(v.has_escapes());
  CHECK(!v.empty());
  CHECK(v == "a#b");
  CHECK("a#b" == v);
  CHECK(v != "a%23b");
  CHECK(v != "a#");
  CHECK(v != "a#bc");

  const kp::escaped_view mixed("%20\xC3\xA9%25");
  CHECK(mixed.str() == " \xC3\xA9%");
  CHECK(mixed.size() == 4);
  CHECK(mixed == " \xC3\xA9%");
}

TEST_CASE("escaped_view reads a text without escapes") {
  const kp::escaped_view v("plain\xE2\x82\xAC");
  CHECK(!v.has_escapes());
  CHECK(v.encoded() == "plain\xE2\x82\xAC");
  CHECK(v.str() == "plain\xE2\x82\xAC");
  CHECK(v.size() == 8);
  CHECK(v == "plain\xE2\x82\xAC");

  const kp::escaped_view empty;
  CHECK(empty.empty());
  CHECK(empty.size() == 0);
  CHECK(empty.str().empty());
  CHECK(empty == "");
  CHECK(empty != "a");
}

TEST_CASE("escaped_view copy_to writes the decoded bytes and returns the end") {
  char out[16];
  const kp::escaped_view v("x%23y%25%00z");
  char* end = v.copy_to(out);
  CHECK(end == out + v.size());
  CHECK(std::string_view(out, static_cast<std::size_t>(end - out)) == "x#y%\0z"sv);

  const kp::escaped_view plain("abc");
  end = plain.copy_to(out);
  CHECK(std::string_view(out, static_cast<std::size_t>(end - out)) == "abc");
  CHECK(kp::escaped_view().copy_to(out) == out);
}

TEST_CASE("escaped_view orders by its decoded text as unsigned bytes") {
  const kp::escaped_view v("a%23b");  // "a#b"
  CHECK(sign(v <=> "a#b"sv) == 0);
  // Decoded '#' (0x23) sorts before '$' (0x24), though the encoded '%' sorts after it.
  CHECK(sign(v <=> "a$"sv) == -1);
  CHECK(v < "a$"sv);
  // Prefixes: a shorter text first.
  CHECK(sign(v <=> "a#"sv) == 1);
  CHECK(sign(v <=> "a#bc"sv) == -1);
  CHECK(sign(v <=> ""sv) == 1);
  CHECK(sign(kp::escaped_view() <=> ""sv) == 0);
  CHECK(sign(kp::escaped_view() <=> "a"sv) == -1);
  // Bytes from 0x80 sort after ASCII.
  const kp::escaped_view accented("\xC3\xA9");
  CHECK(sign(accented <=> "z"sv) == 1);
  CHECK(sign(accented <=> "\xC3\xA8"sv) == 1);
  CHECK(sign(accented <=> "\xC3\xAA"sv) == -1);
  CHECK(sign(kp::escaped_view("z") <=> "\xC3\xA9"sv) == -1);
  CHECK("\xC3\xA9"sv > kp::escaped_view("z"));
}

TEST_CASE("escaped_view orders like the raw texts, against text and against each other") {
  const std::vector<std::string> raws = {"",
                                         "a",
                                         "a#",
                                         "a#b",
                                         "a$",
                                         "a%",
                                         "a&",
                                         "a ",
                                         "a!",
                                         "ab",
                                         "a\0"s,
                                         "b",
                                         "%",
                                         "%%",
                                         "\xC3\xA9",
                                         "z",
                                         "\xC3\xA9#",
                                         "\xF4\x8F\xBF\xBF",
                                         "\x7F",
                                         "$",
                                         "#",
                                         "#\x01",
                                         "&",
                                         "\x01",
                                         "\xE2\x82\xAC"};
  std::vector<std::string> encoded;
  for (const std::string& raw : raws) encoded.push_back(escape(raw));
  for (std::size_t i = 0; i != raws.size(); ++i) {
    const kp::escaped_view a(encoded[i]);
    CHECK(a.str() == raws[i]);
    CHECK(a.size() == raws[i].size());
    CHECK(a.has_escapes() == (encoded[i] != raws[i]));
    for (std::size_t j = 0; j != raws.size(); ++j) {
      const kp::escaped_view b(encoded[j]);
      // std::string compare is unsigned byte order.
      const int want = sign(raws[i].compare(raws[j]));
      INFO("raw " << i << " vs " << j);
      CHECK(sign(a <=> std::string_view(raws[j])) == want);
      CHECK(sign(a <=> b) == want);
      CHECK((a == b) == (want == 0));
      CHECK((a == std::string_view(raws[j])) == (want == 0));
    }
  }
}

TEST_CASE("escaped_view works in constant expressions") {
  STATIC_REQUIRE(kp::escaped_view("a%23b") == "a#b"sv);
  STATIC_REQUIRE(kp::escaped_view("a%23b").size() == 3);
  STATIC_REQUIRE(kp::escaped_view("a%23b").has_escapes());
  STATIC_REQUIRE(kp::escaped_view("a%23b") < "a$"sv);
  STATIC_REQUIRE(copies_at_compile_time());
  STATIC_REQUIRE(Note::decode_view("NOTE#a%23b")->get<0>() == "a#b"sv);
  STATIC_REQUIRE(!Note::decode_view("NOTE#a%2").has_value());
}

TEST_CASE("decode_view gives string fields as views into the key") {
  STATIC_REQUIRE(std::is_same_v<std::tuple_element_t<0, Note::view_values>, kp::escaped_view>);
  STATIC_REQUIRE(std::is_same_v<std::tuple_element_t<1, Tagged::view_values>, std::uint64_t>);
  STATIC_REQUIRE(
      std::is_same_v<std::tuple_element_t<0, UserNote::view_values>, kp::fixed_text<26>>);

  const std::string key = "NOTE#a%23b";
  const auto v = Note::decode_view(key);
  REQUIRE(v.has_value());
  CHECK(v->get<0>() == "a#b");
  CHECK(v->get<"title">() == "a#b");
  CHECK(v->get<0>().encoded() == "a%23b");
  CHECK(v->get<0>().encoded().data() == key.data() + 5);  // in place, not copied
  CHECK(v->get<0>().str() == "a#b");
  CHECK(v->get<0>().size() == 3);
  CHECK(v->get<0>().has_escapes());

  const auto plain = Note::decode_view("NOTE#abc");
  REQUIRE(plain.has_value());
  CHECK(!plain->get<0>().has_escapes());
  CHECK(plain->get<0>().encoded() == "abc");
  CHECK(plain->get<0>() == "abc");

  const auto empty = Note::decode_view("NOTE#");
  REQUIRE(empty.has_value());
  CHECK(empty->get<0>().empty());

  const auto tagged = Tagged::decode_view("T#x%20y#0042#%25");
  REQUIRE(tagged.has_value());
  const auto& [a, n, b] = *tagged;
  CHECK(a == "x y");
  CHECK(n == 42u);
  CHECK(b == "%");
  CHECK(b.encoded() == "%25");
}

TEST_CASE("decode_view rejects exactly what decode rejects, with the same error") {
  const std::vector<std::string> keys = {
      "NOTE#",
      "NOTE#a%23b",
      "NOTE#12345678",
      "NOTE#%25%25%25%25%25%25%25%25",
      "NOTE#\xC3\xA9",
      "NOTE#%2",                           // truncated escape
      "NOTE#a%",                           // escape with no digits
      "NOTE#a%2a",                         // lowercase hex
      "NOTE#%41",                          // escape of a byte that needs none
      "NOTE#%G0",                          // not hex
      "NOTE#a b",                          // raw space
      "NOTE#a#b",                          // raw separator
      "NOTE#a$",                           // raw sentinel
      "NOTE#123456789",                    // too long
      "NOTE#%25%25%25%25%25%25%25%25%25",  // too long, escaped
      "NOTE#\xC3",                         // truncated UTF-8
      "NOTE#\xC0\x80",                     // overlong
      "NOTE#\xED\xA0\x80",                 // surrogate
      "NOTE#\xF4\x90\x80\x80",             // above U+10FFFF
      "NOTE",
      "NOTX#a",
      "",
      "note#a",
      "NOTE#\x7F",
      "NOTE#\x01",
  };
  for (const std::string& key : keys) {
    INFO("key " << key);
    const auto decoded = Note::decode(key);
    const auto viewed = Note::decode_view(key);
    CHECK(failure(viewed) == failure(decoded));
    CHECK(Note::matches(key) == decoded.has_value());
    if (decoded && viewed) CHECK(viewed->get<0>() == decoded->get<0>());
  }
  // The bad ones are bad (so the agreement above is not only on successes).
  CHECK(failure(Note::decode_view("NOTE#a%2a")) ==
        fails(kp::error_code::invalid_escape, 6, "title"));
  CHECK(!Note::decode_view("NOTE#a b").has_value());
  CHECK(!Note::decode_view("NOTE#123456789").has_value());

  const std::vector<std::string> tagged = {"T#a#0001#b",  "T#a#001#b",  "T#a#0001",
                                           "T#a%2#0001#", "T#a#000x#b", "T#abcde#0001#b",
                                           "T##0000#",    "T#a#0001#b#"};
  for (const std::string& key : tagged) {
    INFO("key " << key);
    CHECK(failure(Tagged::decode_view(key)) == failure(Tagged::decode(key)));
    CHECK(Tagged::matches(key) == Tagged::decode(key).has_value());
  }
}

TEST_CASE("decode_view of a key with a ulid field gives what decode gives") {
  const std::vector<std::string> keys = {
      "U#01ARZ3NDEKTSV4RRFFQ69G5FAV#N#a%23b", "U#7ZZZZZZZZZZZZZZZZZZZZZZZZZ#N#",
      "U#01arz3ndektsv4rrffq69g5fav#N#x",  // lowercase: not canonical
      "U#81ARZ3NDEKTSV4RRFFQ69G5FAV#N#x",  // above 128 bits
      "U#01ARZ3NDEKTSV4RRFFQ69G5FA#N#x",   // 25 characters
      "U#01ARZ3NDEKTSV4RRFFQ69G5FAV#N#a b",
  };
  for (const std::string& key : keys) {
    INFO("key " << key);
    const auto decoded = UserNote::decode(key);
    const auto viewed = UserNote::decode_view(key);
    CHECK(failure(viewed) == failure(decoded));
    if (decoded && viewed) {
      CHECK(viewed->get<0>() == decoded->get<0>());
      CHECK(viewed->get<"note">() == decoded->get<"note">());
    }
  }
  const auto v = UserNote::decode_view(keys[0]);
  REQUIRE(v.has_value());
  CHECK(v->get<"id">() == "01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(v->get<"note">() == "a#b");
  CHECK(UserNote::decode(keys[0])->get<"id">() == "01ARZ3NDEKTSV4RRFFQ69G5FAV");
}
