// Tests of schema/detail/cursor_text.hpp: version 2 of the cursor text (typed attributes, up to
// ten), beside the frozen version 1. The bytes are built here from the format's description
// (docs/wire-format.md, "Paging cursors"), not from what `write` gives; every single-byte change
// of a valid text is refused or reads back to a key whose text it is.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <keyplate/detail/base64url.hpp>
#include <keyplate/schema/detail/cursor_text.hpp>
#include <keyplate/schema/native_index.hpp>
#include <keyplate/schema/number.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "properties/generators.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace cursor = keyplate::detail::cursor;
namespace base64url = keyplate::detail::base64url;

namespace {
struct typed {
  std::string name;
  char type;  // 'S', 'N', 'B', or anything (to build refused texts)
  std::string value;
};
// Version 2 bytes for attributes in this order (not necessarily a valid order), as the format
// says: 0x02, then per attribute its name's length, the name, the type byte, the value's length
// (two bytes, big-endian) and the value.
std::string v2_bytes(const std::vector<typed>& attributes) {
  std::string bytes(1, '\x02');
  for (const typed& a : attributes) {
    bytes += static_cast<char>(a.name.size());
    bytes += a.name;
    bytes += a.type;
    bytes += static_cast<char>(a.value.size() / 256);
    bytes += static_cast<char>(a.value.size() % 256);
    bytes += a.value;
  }
  return bytes;
}
std::string v2_text(const std::vector<typed>& attributes) {
  return base64url::encode(v2_bytes(attributes));
}
kp::attribute_kind kind_of(char type) {
  return type == 'N'   ? kp::attribute_kind::N
         : type == 'B' ? kp::attribute_kind::B
                       : kp::attribute_kind::S;
}
ddb::item item_of(const std::vector<typed>& attributes) {
  ddb::item k;
  for (const typed& a : attributes) k.set(a.name, {kind_of(a.type), a.value});
  return k;
}
// The attributes of `k` in ascending byte order of their names, sorted here (not by the item).
std::vector<typed> sorted_attributes(const ddb::item& k) {
  std::vector<typed> out;
  for (const auto& [name, value] : k) {
    const char type = value.type() == kp::attribute_kind::N   ? 'N'
                      : value.type() == kp::attribute_kind::B ? 'B'
                                                              : 'S';
    out.push_back({name, type, value.text});
  }
  std::sort(out.begin(), out.end(), [](const typed& a, const typed& b) {
    return std::lexicographical_compare(
        a.name.begin(), a.name.end(), b.name.begin(), b.name.end(), [](char x, char y) {
          return static_cast<unsigned char>(x) < static_cast<unsigned char>(y);
        });
  });
  return out;
}
// Exactly the same attributes: names, types and texts (item's == compares numbers by value).
bool same_texts(const ddb::item& a, const ddb::item& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [name, value] : a) {
    const ddb::attribute_value* other = b.find(name);
    if (other == nullptr || other->type() != value.type() || other->text != value.text) {
      return false;
    }
  }
  return true;
}

// Every text one byte away from `text` (in its bytes, re-encoded, and in its characters) is
// refused, or reads back to a key that writes that very text. Returns how many were refused.
std::size_t check_single_byte_changes(const std::string& text) {
  std::size_t refused = 0;
  const auto check = [&refused](const std::string& changed) {
    const std::optional<ddb::item> k = cursor::read(changed);
    if (!k) {
      ++refused;
      return;
    }
    CHECK(cursor::write(*k) == std::optional<std::string>(changed));
  };
  const std::string bytes = *base64url::decode(text);
  for (std::size_t i = 0; i != bytes.size(); ++i) {
    for (int b = 0; b != 256; ++b) {
      if (static_cast<unsigned char>(bytes[i]) == b) continue;
      std::string changed = bytes;
      changed[i] = static_cast<char>(b);
      check(base64url::encode(changed));
    }
  }
  for (std::size_t i = 0; i != text.size(); ++i) {
    for (int c = 0; c != 256; ++c) {
      if (static_cast<unsigned char>(text[i]) == c) continue;
      std::string changed = text;
      changed[i] = static_cast<char>(c);
      check(changed);
    }
  }
  return refused;
}

// A number text DynamoDB accepts, in any of its spellings (sign, leading zeros, point,
// exponent).
std::string random_number(keyplate_test::generator& g) {
  for (;;) {
    std::string s;
    if (g.percent(30)) s += g.percent(50) ? '-' : '+';
    const std::size_t zeros = g.percent(30) ? g.below(4) : 0;
    s.append(zeros, '0');
    const std::size_t digits = 1 + g.below(g.percent(10) ? 40 : 8);
    for (std::size_t i = 0; i != digits; ++i) s += static_cast<char>('0' + g.below(10));
    if (g.percent(40)) {
      s += '.';
      const std::size_t fraction = g.below(6);
      for (std::size_t i = 0; i != fraction; ++i) s += static_cast<char>('0' + g.below(10));
    }
    if (g.percent(25)) {
      s += g.percent(50) ? 'e' : 'E';
      if (g.percent(50)) s += g.percent(50) ? '-' : '+';
      s += std::to_string(g.below(g.percent(10) ? 200 : 20));
    }
    if (kp::number::parse(s)) return s;
  }
}
std::string random_bytes(keyplate_test::generator& g, std::size_t size) {
  std::string s;
  for (std::size_t i = 0; i != size; ++i) s += static_cast<char>(g.below(256));
  return s;
}
}  // namespace

TEST_CASE("cursor version 2: the worked example of docs/wire-format.md") {
  // A page end of a query on kp::native_index<"gsi3", kp::partition<"tenantId", "region">,
  // kp::sort<"day", "orderId">> on a table keyed pk, sk.
  ddb::item k;
  k.set("pk", ddb::attribute_value::string("T#7"));
  k.set("sk", ddb::attribute_value::string("O#42"));
  k.set("tenantId", ddb::attribute_value::number("7"));
  k.set("region", ddb::attribute_value::string("eu"));
  k.set("day", ddb::attribute_value::string("2026-10-01"));
  k.set("orderId", ddb::attribute_value::number("42"));
  // The bytes, as the documentation lists them.
  const unsigned char bytes[] = {
      0x02,  // version
      0x03, 'd',  'a', 'y', 'S',  0x00, 0x0A, '2', '0',  '2',  '6',  '-',  '1', '0', '-', '0',
      '1',  0x07, 'o', 'r', 'd',  'e',  'r',  'I', 'd',  'N',  0x00, 0x02, '4', '2',  // orderId
      0x02, 'p',  'k', 'S', 0x00, 0x03, 'T',  '#', '7',                               // pk
      0x06, 'r',  'e', 'g', 'i',  'o',  'n',  'S', 0x00, 0x02, 'e',  'u',             // region
      0x02, 's',  'k', 'S', 0x00, 0x04, 'O',  '#', '4',  '2',                         // sk
      0x08, 't',  'e', 'n', 'a',  'n',  't',  'I', 'd',  'N',  0x00, 0x01, '7'};      // tenantId
  const std::string documented =
      "AgNkYXlTAAoyMDI2LTEwLTAxB29yZGVySWROAAI0MgJwa1MAA1QjNwZyZWdpb25TAAJldQJza1MABE8jNDIIdGVuYW50"
      "SWROAAE3";
  CHECK(sizeof bytes == 75);
  CHECK(base64url::decode(documented) == std::optional<std::string>(std::string(
                                             reinterpret_cast<const char*>(bytes), sizeof bytes)));
  CHECK(cursor::write(k) == std::optional<std::string>(documented));
  const std::optional<ddb::item> back = cursor::read(documented);
  REQUIRE(back.has_value());
  CHECK(same_texts(*back, k));
  // DynamoDB's other spellings of the same numbers write the same text.
  ddb::item spelled = k;
  spelled.set("orderId", ddb::attribute_value::number("4.20E1"));
  spelled.set("tenantId", ddb::attribute_value::number("+007.000"));
  CHECK(cursor::write(spelled) == std::optional<std::string>(documented));
}

TEST_CASE("cursor: version 1 for at most four strings, version 2 for any other key") {
  const auto version_of = [](const ddb::item& k) {
    const std::optional<std::string> text = cursor::write(k);
    REQUIRE(text.has_value());
    return static_cast<int>((*base64url::decode(*text))[0]);
  };
  std::vector<typed> strings{{"a", 'S', "1"}, {"b", 'S', "2"}, {"c", 'S', "3"}, {"d", 'S', "4"}};
  CHECK(version_of(item_of(strings)) == 1);
  CHECK(version_of(item_of({{"a", 'S', "1"}})) == 1);
  strings.push_back({"e", 'S', "5"});
  CHECK(version_of(item_of(strings)) == 2);  // five strings
  CHECK(cursor::write(item_of(strings)) == std::optional<std::string>(v2_text(strings)));
  CHECK(version_of(item_of({{"a", 'N', "1"}})) == 2);
  CHECK(version_of(item_of({{"a", 'B', "\x01"}})) == 2);
  CHECK(
      cursor::write(item_of({{"a", 'S', "x"}, {"b", 'B', std::string("\0\xFF", 2)}})) ==
      std::optional<std::string>(v2_text({{"a", 'S', "x"}, {"b", 'B', std::string("\0\xFF", 2)}})));

  // Numbers: written in their canonical text, whatever the spelling DynamoDB gave.
  const std::pair<const char*, const char*> spellings[] = {
      {"0012.50", "12.5"}, {"-1.5E3", "-1500"}, {"1e2", "100"}, {"0.0", "0"}, {"-0", "0"},
      {"+7", "7"},         {"5E-3", "0.005"},   {".5", "0.5"},  {"10", "10"}};
  for (const auto& [given, canonical] : spellings) {
    CAPTURE(given);
    CHECK(cursor::write(item_of({{"n", 'N', given}})) ==
          std::optional<std::string>(v2_text({{"n", 'N', canonical}})));
    const std::optional<ddb::item> back = cursor::read(v2_text({{"n", 'N', canonical}}));
    REQUIRE(back.has_value());
    CHECK(back->find("n")->text == canonical);
  }
}

TEST_CASE("cursor::write refuses what no key holds") {
  const auto writes = [](const std::vector<typed>& attributes) {
    return cursor::write(item_of(attributes)).has_value();
  };
  for (const char* n : {"", "abc", "1e200", "NaN", "1 ", "--1", "1.2.3", "e5",
                        "123456789012345678901234567890123456789"}) {
    CAPTURE(n);
    CHECK(!writes({{"pk", 'S', "A"}, {"n", 'N', n}}));
  }
  CHECK(!writes({{"pk", 'S', "A"}, {"b", 'B', ""}}));
  CHECK(!writes({{"pk", 'B', std::string(2049, 'x')}}));
  CHECK(writes({{"pk", 'B', std::string(2048, 'x')}}));
  CHECK(!writes({{"pk", 'N', "1"}, {std::string(256, 'n'), 'S', "x"}}));
  CHECK(writes({{"pk", 'N', "1"}, {std::string(255, 'n'), 'S', "x"}}));
  ddb::item flag = item_of({{"pk", 'N', "1"}});
  flag.set("f", ddb::attribute_value::boolean(true));
  CHECK(!cursor::write(flag));
  ddb::item null = item_of({{"pk", 'N', "1"}});
  null.set("z", ddb::attribute_value::null());
  CHECK(!cursor::write(null));

  std::vector<typed> ten;
  for (char c = 'a'; c != 'a' + 10; ++c) ten.push_back({std::string(1, c), 'N', "1"});
  CHECK(writes(ten));
  CHECK(cursor::read(v2_text(ten)) == std::optional<ddb::item>(item_of(ten)));
  ten.push_back({"z", 'N', "1"});
  CHECK(!writes(ten));
  CHECK(!cursor::read(v2_text(ten)));
}

TEST_CASE("cursor::read accepts only the version 2 text write gives") {
  const std::vector<typed> good{{"n", 'N', "42"}, {"pk", 'S', "A"}};
  REQUIRE(cursor::read(v2_text(good)) == std::optional<ddb::item>(item_of(good)));
  CHECK(cursor::write(item_of(good)) == std::optional<std::string>(v2_text(good)));

  const std::vector<std::vector<typed>> refused{
      {{"pk", 'S', "A"}},                                                    // version 1's key
      {{"a", 'S', "1"}, {"b", 'S', "2"}, {"c", 'S', "3"}, {"d", 'S', "4"}},  // version 1's too
      {{"n", 'X', "42"}, {"pk", 'S', "A"}},                                  // unknown type byte
      {{"n", 's', "42"}, {"pk", 'S', "A"}},
      {{"n", '\0', "42"}, {"pk", 'S', "A"}},
      {{"n", 'N', "042"}, {"pk", 'S', "A"}},  // numbers not in canonical text
      {{"n", 'N', "4.20"}, {"pk", 'S', "A"}},
      {{"n", 'N', "4.2E1"}, {"pk", 'S', "A"}},
      {{"n", 'N', "+42"}, {"pk", 'S', "A"}},
      {{"n", 'N', "-0"}, {"pk", 'S', "A"}},
      {{"n", 'N', "0.50"}, {"pk", 'S', "A"}},
      {{"n", 'N', "x"}, {"pk", 'S', "A"}},  // not a number
      {{"n", 'N', "1e999"}, {"pk", 'S', "A"}},
      {{"pk", 'S', "A"}, {"n", 'N', "42"}},  // names out of order
      {{"n", 'N', "1"}, {"n", 'N', "2"}},    // a name twice
      {{"", 'N', "1"}},                      // an empty name
      {{"b", 'B', ""}},                      // an empty value
      {{"b", 'B', std::string(2049, 'x')}},  // longer than a key
      {}};                                   // no attribute
  for (const std::vector<typed>& attributes : refused) {
    CAPTURE(v2_text(attributes));
    CHECK(!cursor::read(v2_text(attributes)));
  }
  // Bytes after the last attribute, a cut inside one, other versions.
  CHECK(!cursor::read(base64url::encode(v2_bytes(good) + '\x00')));
  CHECK(!cursor::read(base64url::encode(v2_bytes(good) + '\x01')));
  const std::string bytes = v2_bytes(good);
  for (std::size_t n = 1; n != bytes.size(); ++n) {
    const std::optional<ddb::item> cut = cursor::read(base64url::encode(bytes.substr(0, n)));
    // Only the cut after the first attribute (8 bytes) is a cursor: of that attribute alone.
    const bool only_first = n == 8 && cut && cut->size() == 1 && cut->contains("n");
    CHECK((!cut || only_first));
  }
  for (const char version : {'\x00', '\x03', '\x81', '\xFF'}) {
    std::string other = bytes;
    other[0] = version;
    CHECK(!cursor::read(base64url::encode(other)));
  }
  CHECK(!cursor::read(std::string(cursor::max_text + 1, 'A')));
  // Version 1 stays as it was: at most four attributes (five strings are version 2's).
  std::string five(1, '\x01');
  for (const char c : {'a', 'b', 'c', 'd', 'e'}) five += {'\x01', c, '\x00', '\x01', c};
  CHECK(!cursor::read(base64url::encode(five)));
  CHECK(cursor::read(base64url::encode(five.substr(0, 1 + 4 * 5))).has_value());
}

TEST_CASE("cursor: the largest key fits max_text and reads back") {
  std::vector<typed> largest;
  for (char c = 'a'; c != 'a' + 10; ++c) {
    largest.push_back({std::string(255, c), 'B', std::string(2048, static_cast<char>(0xFF))});
  }
  const std::optional<std::string> text = cursor::write(item_of(largest));
  REQUIRE(text.has_value());
  CHECK(text->size() <= cursor::max_text);
  CHECK(cursor::read(*text) == std::optional<ddb::item>(item_of(largest)));
}

TEST_CASE("cursor round trips of random keys, typed S, N and B, in both versions") {
  keyplate_test::generator g(keyplate_test::run_seed());
  std::size_t versions[3] = {0, 0, 0};
  for (int round = 0; round != 2000; ++round) {
    ddb::item k;
    const std::size_t count = 1 + g.below(10);
    const bool strings_only = g.percent(30);
    while (k.size() != count) {
      const std::size_t name_size = g.percent(5) ? 255 : 1 + g.below(12);
      const std::string name = g.percent(50)
                                   ? random_bytes(g, name_size)
                                   : std::string(name_size, static_cast<char>('a' + g.below(26)));
      const std::size_t value_size = g.percent(2) ? 2048 : 1 + g.below(24);
      const std::uint64_t type = strings_only ? 0 : g.below(3);
      if (type == 0) k.set(name, ddb::attribute_value::string(random_bytes(g, value_size)));
      if (type == 1) k.set(name, ddb::attribute_value::number(random_number(g)));
      if (type == 2) k.set(name, ddb::attribute_value::binary(random_bytes(g, value_size)));
    }
    // What the text must hold: the numbers in canonical text.
    ddb::item expected;
    bool strings = k.size() <= 4;
    for (const auto& [name, value] : k) {
      strings = strings && value.type() == kp::attribute_kind::S;
      expected.set(name, value.type() == kp::attribute_kind::N
                             ? ddb::attribute_value::number(kp::number(value.text).text())
                             : value);
    }
    const std::optional<std::string> text = cursor::write(k);
    REQUIRE(text.has_value());
    const std::string bytes = *base64url::decode(*text);
    CHECK(bytes[0] == (strings ? 1 : 2));
    ++versions[static_cast<std::size_t>(bytes[0])];
    if (!strings) CHECK(bytes == v2_bytes(sorted_attributes(expected)));
    const std::optional<ddb::item> back = cursor::read(*text);
    REQUIRE(back.has_value());
    CHECK(same_texts(*back, expected));
    CHECK(*back == k);  // by value
    CHECK(cursor::write(*back) == text);
  }
  CHECK(versions[1] > 100);
  CHECK(versions[2] > 100);
}

TEST_CASE("cursor: every single-byte change of a valid text is refused or another key's text") {
  keyplate_test::generator g(keyplate_test::run_seed() + 1);
  std::vector<std::string> texts{
      "AgNkYXlTAAoyMDI2LTEwLTAxB29yZGVySWROAAI0MgJwa1MAA1QjNwZyZWdpb25TAAJldQJza1MABE8jNDIIdGVuYW50"
      "SWROAAE3",                                                            // the worked example
      "AQJwawALQ1VTVE9NRVIjNDICc2sAG09SREVSIzIwMjYtMTAtMDEjMDAwMDAwMDEwMA",  // a version 1 text
      v2_text({{"a", 'N', "-0.005"}, {"b", 'B', std::string("\x00\x80", 2)}}),
      v2_text(
          {{"a", 'S', "1"}, {"b", 'S', "2"}, {"c", 'S', "3"}, {"d", 'S', "4"}, {"e", 'S', "5"}})};
  for (int i = 0; i != 4; ++i) {
    ddb::item k;
    const std::size_t count = 2 + g.below(3);
    while (k.size() != count) {
      const std::string name(1, static_cast<char>('a' + g.below(26)));
      if (g.percent(50))
        k.set(name, ddb::attribute_value::number(random_number(g)));
      else
        k.set(name, ddb::attribute_value::binary(random_bytes(g, 1 + g.below(4))));
    }
    texts.push_back(*cursor::write(k));
  }
  for (const std::string& text : texts) {
    CAPTURE(text);
    REQUIRE(cursor::read(text).has_value());
    const std::size_t refused = check_single_byte_changes(text);
    // At least: every character outside the alphabet (192 of the 255 changes of each).
    CHECK(refused >= text.size() * 192);
  }
}
