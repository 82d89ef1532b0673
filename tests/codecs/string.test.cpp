// Tests codecs/string.hpp: %XX escaping of bytes <= 0x25, strict UTF-8, Max, strict decode.
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;
using namespace std::string_literals;

namespace {

template <std::size_t Max = 255>
std::string decoded(std::string_view in) {
  const auto r = kp::string<Max>::decode(in);
  return r ? *r : describe(r.error());
}

using X = kp::key<"X#{v}", kp::string<8>>;

}  // namespace

TEST_CASE("string facts") {
  STATIC_REQUIRE(kp::codec<kp::string<>>);
  STATIC_REQUIRE(kp::string<>::max_length == 255);
  STATIC_REQUIRE(kp::string<>::max_size == 765);
  STATIC_REQUIRE(kp::string<10>::max_size == 30);
  STATIC_REQUIRE(kp::string<10>::min_size == 0);
  STATIC_REQUIRE(kp::string<10>::order_preserving);
}

TEST_CASE("string escapes every byte up to 0x25 as %XX uppercase") {
  CHECK(encoded<kp::string<>>("#") == "%23");
  CHECK(encoded<kp::string<>>("$") == "%24");
  CHECK(encoded<kp::string<>>("%") == "%25");
  CHECK(encoded<kp::string<>>(" ") == "%20");
  CHECK(encoded<kp::string<>>("!\"") == "%21%22");
  CHECK(encoded<kp::string<>>("\x01\n\x1F") == "%01%0A%1F");
  CHECK(encoded<kp::string<>>("\0"s) == "%00");
  CHECK(encoded<kp::string<>>("a#b") == "a%23b");
  CHECK(encoded<kp::string<>>("50%$") == "50%25%24");

  constexpr char hex[] = "0123456789ABCDEF";
  for (int b = 0; b <= 0x7F; ++b) {
    const std::string raw(1, static_cast<char>(b));
    const std::string expected = b <= 0x25 ? std::string{'%', hex[b / 16], hex[b % 16]} : raw;
    CHECK(encoded<kp::string<>>(raw) == expected);
    CHECK(decoded(expected) == raw);
  }
}

TEST_CASE("string copies 0x26 and above, including multi-byte UTF-8") {
  CHECK(encoded<kp::string<>>("&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\x7F") ==
        "&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\x7F");
  CHECK(encoded<kp::string<>>("") == "");
  CHECK(encoded<kp::string<>>("\xC2\x80") == "\xC2\x80");                  // U+0080
  CHECK(encoded<kp::string<>>("caf\xC3\xA9 #1") == "caf\xC3\xA9%20%231");  // "café #1"
  CHECK(encoded<kp::string<>>("\xE2\x82\xAC") == "\xE2\x82\xAC");          // U+20AC
  CHECK(encoded<kp::string<>>("\xED\x9F\xBF") == "\xED\x9F\xBF");  // U+D7FF, below the surrogates
  CHECK(encoded<kp::string<>>("\xEE\x80\x80") == "\xEE\x80\x80");  // U+E000, above them
  CHECK(encoded<kp::string<>>("\xEF\xBF\xBF") == "\xEF\xBF\xBF");  // U+FFFF
  CHECK(encoded<kp::string<>>("\xF0\x90\x80\x80") == "\xF0\x90\x80\x80");  // U+10000
  CHECK(encoded<kp::string<>>("\xF4\x8F\xBF\xBF") == "\xF4\x8F\xBF\xBF");  // U+10FFFF
  CHECK(decoded("caf\xC3\xA9%20%231") == "caf\xC3\xA9 #1");
  CHECK(decoded("\xF4\x8F\xBF\xBF") == "\xF4\x8F\xBF\xBF");
}

TEST_CASE("string rejects invalid UTF-8 at the offending byte") {
  const auto bad = [](std::string_view raw, std::size_t offset) {
    INFO("raw size " << raw.size() << ", offset " << offset);
    CHECK(encoded<kp::string<>>(raw) == fails(error_code::invalid_utf8, offset));
    CHECK(decoded(raw) == fails(error_code::invalid_utf8, offset));
  };
  bad("\xC0\x80", 0);          // overlong NUL
  bad("ab\xC1\xBF", 2);        // overlong
  bad("a\xE0\x80\x80", 1);     // overlong 3-byte
  bad("a\xE0\x9F\xBF", 1);     // overlong 3-byte, highest
  bad("\xF0\x8F\xBF\xBF", 0);  // overlong 4-byte
  bad("x\xED\xA0\x80", 1);     // U+D800 surrogate
  bad("x\xED\xBF\xBF", 1);     // U+DFFF surrogate
  bad("\xF4\x90\x80\x80", 0);  // U+110000
  bad("\xF5\x80\x80\x80", 0);  // lead byte beyond U+10FFFF
  bad("ab\xE2\x82", 2);        // truncated 3-byte
  bad("\xF0\x90\x80", 0);      // truncated 4-byte
  bad("abc\xC3", 3);           // truncated 2-byte at the end
  bad("\xC3"
      "a",
      0);  // 2-byte lead followed by ASCII
  bad("\xE2\x82"
      "a",
      0);                          // bad third byte
  bad("x\x80", 1);                 // lone continuation byte
  bad("\xBF", 0);                  // lone continuation byte
  bad("ok\xFF", 2);                // never valid
  bad("\xFE", 0);                  // never valid
  bad("\xC3\xA9\xC3\xC3\xA9", 2);  // valid, truncated, valid
}

TEST_CASE("string Max bounds the raw length") {
  CHECK(encoded<kp::string<4>>("abcd") == "abcd");
  CHECK(encoded<kp::string<4>>("%%%%") == "%25%25%25%25");
  CHECK(encoded<kp::string<4>>("abcde") == fails(error_code::too_long, 4));
  CHECK(encoded<kp::string<4>>("\xE2\x82\xAC\xC3\xA9") == fails(error_code::too_long, 4));
  CHECK(encoded<kp::string<1>>("\xC3\xA9") == fails(error_code::too_long, 1));
  CHECK(encoded<kp::string<2>>("\xC3\xA9") == "\xC3\xA9");

  CHECK(decoded<4>("%25%25%25%25") == "%%%%");
  CHECK(decoded<3>("ab%23c") == fails(error_code::too_long, 5));
  CHECK(decoded<2>("%23%24%25") == fails(error_code::too_long, 6));
  CHECK(decoded<3>("ab\xE2\x82\xAC") == fails(error_code::too_long, 2));
  CHECK(decoded<4>("abcde") == fails(error_code::too_long, 4));
}

TEST_CASE("string decode rejects raw reserved bytes") {
  CHECK(decoded("#") == fails(error_code::unescaped_byte, 0));
  CHECK(decoded("a#b") == fails(error_code::unescaped_byte, 1));
  CHECK(decoded("ab$") == fails(error_code::unescaped_byte, 2));
  CHECK(decoded("a b") == fails(error_code::unescaped_byte, 1));
  CHECK(decoded("x\x01") == fails(error_code::unescaped_byte, 1));
  CHECK(decoded("\0"s) == fails(error_code::unescaped_byte, 0));
  CHECK(decoded("%23!") == fails(error_code::unescaped_byte, 3));
  // A raw `%` always starts an escape, so a lone one is a broken escape.
  CHECK(decoded("%") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("50%") == fails(error_code::invalid_escape, 2));
}

TEST_CASE("string decode rejects broken and non-canonical escapes") {
  CHECK(decoded("%2") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("ab%2") == fails(error_code::invalid_escape, 2));
  CHECK(decoded("a%%25") == fails(error_code::invalid_escape, 1));
  CHECK(decoded("%2a") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("x%0a") == fails(error_code::invalid_escape, 1));
  CHECK(decoded("%0A%0a") == fails(error_code::invalid_escape, 3));
  CHECK(decoded("%G0") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("%-1") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("%41") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("a%26") == fails(error_code::invalid_escape, 1));
  CHECK(decoded("%2F") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("%FF") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("%C3%A9") == fails(error_code::invalid_escape, 0));
  CHECK(decoded("%25") == "%");
  CHECK(decoded("%00%0A%1F%20") == "\0\n\x1F "s);
}

TEST_CASE("string byte order follows the unescaped bytes") {
  // Ascending as unsigned bytes; the encodings must ascend too.
  const std::string ascending[] = {"",  "\x01"s, " ", " a", "#",  "$",        "%",
                                   "&", "A",     "a", "a#", "ab", "\xC3\xA9", "\xF4\x8F\xBF\xBF"};
  std::string previous;
  bool first = true;
  for (const std::string& raw : ascending) {
    const std::string text = encoded<kp::string<>>(raw);
    if (!first) CHECK(previous < text);
    first = false;
    previous = text;
  }
}

TEST_CASE("string through a layout") {
  using Task = kp::key<"PROJECT#{p}#TASK#{t}", kp::string<>, kp::string<>>;
  CHECK(Task::encode("a b", "x#y") == "PROJECT#a%20b#TASK#x%23y");
  CHECK(Task::encode("50%$", "") == "PROJECT#50%25%24#TASK#");
  CHECK(Task::prefix("1").text() == "PROJECT#1#TASK#");

  CHECK(X::encode("#TENANT#") == "X#%23TENANT%23");
  CHECK(failure(X::try_encode("ok\xFF")) == fails(error_code::invalid_utf8, 2, "v"));
  CHECK(failure(X::try_encode("123456789")) == fails(error_code::too_long, 8, "v"));
  const auto v = X::decode("X#%23TENANT%23");
  REQUIRE(v);
  CHECK(v->get<"v">() == "#TENANT#");
  CHECK(X::decode("X#")->get<0>().empty());
  CHECK(failure(X::decode("X#a b")) == fails(error_code::unescaped_byte, 3, "v"));
  CHECK(failure(X::decode("X#a%2")) == fails(error_code::invalid_escape, 3, "v"));
  CHECK(failure(X::decode("X#ab%41")) == fails(error_code::invalid_escape, 4, "v"));
  CHECK(failure(X::decode("X#a\x80")) == fails(error_code::invalid_utf8, 3, "v"));
  CHECK(failure(X::decode("X#123456789")) == fails(error_code::too_long, 10, "v"));
  CHECK(failure(X::decode("X#a#b")) == fails(error_code::extra_component, 3));
  using Y = kp::key<"X#{v}#Y", kp::string<8>>;
  CHECK(failure(Y::decode("X#abc")) == fails(error_code::missing_component, 5));
}

TEST_CASE("string at compile time") {
  STATIC_REQUIRE(X::encode_buffer("a b")->view() == "X#a%20b");
  STATIC_REQUIRE(X::encode_buffer("%$#")->view() == "X#%25%24%23");
  STATIC_REQUIRE(X::encode_buffer("\xC3\xA9")->view() == "X#\xC3\xA9");
  STATIC_REQUIRE(X::encode_buffer("a\xED\xA0\x80").error().offset == 1);
  STATIC_REQUIRE(X::encode_buffer("123456789").error().code == error_code::too_long);
}
