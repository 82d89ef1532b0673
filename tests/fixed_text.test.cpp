// Tests fixed_text.hpp: N characters held inline, compared as unsigned bytes, usable at compile
// time.
#include <compare>
#include <cstring>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
using namespace std::string_view_literals;

namespace {

// Takes a view, so a call shows the implicit conversion.
std::size_t length_of(std::string_view text) {
  return text.size();
}

// -1, 0 or 1 for an ordering, so different results print differently.
int sign(std::strong_ordering order) {
  return order < 0 ? -1 : order > 0 ? 1 : 0;
}

}  // namespace

TEST_CASE("fixed_text holds exactly N characters") {
  STATIC_REQUIRE(kp::fixed_text<26>::size() == 26);
  STATIC_REQUIRE(std::is_same_v<kp::ulid::value_type, kp::fixed_text<26>>);
  STATIC_REQUIRE(std::is_same_v<kp::uuid::value_type, kp::fixed_text<36>>);
  // Built only on purpose: a view does not silently become a value.
  STATIC_REQUIRE(!std::is_convertible_v<std::string_view, kp::fixed_text<4>>);
  STATIC_REQUIRE(std::is_constructible_v<kp::fixed_text<4>, std::string_view>);
  STATIC_REQUIRE(std::is_convertible_v<kp::fixed_text<4>, std::string_view>);

  const kp::fixed_text<4> exact("abcd");
  CHECK(exact.view() == "abcd");
  CHECK(exact.str() == "abcd");
  CHECK(length_of(exact) == 4);
  CHECK(std::string(exact.begin(), exact.end()) == "abcd");
  CHECK(exact[0] == 'a');
  CHECK(exact[3] == 'd');
}

TEST_CASE("fixed_text pads a shorter text with zero bytes and cuts a longer one") {
  const kp::fixed_text<5> shorter("ab");
  CHECK(shorter.size() == 5);
  CHECK(shorter.view() == std::string_view("ab\0\0\0", 5));
  CHECK(shorter.str() == std::string("ab\0\0\0", 5));
  CHECK(shorter != "ab");  // the zero bytes count

  const kp::fixed_text<3> longer("abcdef");
  CHECK(longer.view() == "abc");
  CHECK(longer == "abc");

  const kp::fixed_text<3> empty;
  CHECK(empty.view() == std::string_view("\0\0\0", 3));
  CHECK(empty == kp::fixed_text<3>(""));
}

TEST_CASE("fixed_text c_str is zero-terminated after the N characters") {
  const kp::fixed_text<26> id("01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(std::strlen(id.c_str()) == 26);
  CHECK(id.c_str()[26] == '\0');
  CHECK(std::string(id.c_str()) == "01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(id.c_str() == id.data());

  // Still terminated after every character was overwritten.
  kp::fixed_text<3> written;
  written[0] = 'x';
  written.data()[1] = 'y';
  written[2] = 'z';
  CHECK(std::strlen(written.c_str()) == 3);
  CHECK(written == "xyz");

  // From a longer text: the byte after the cut is not copied.
  const kp::fixed_text<2> cut("abc");
  CHECK(std::strlen(cut.c_str()) == 2);
}

TEST_CASE("fixed_text equality with itself and with text, both ways round") {
  const kp::fixed_text<3> abc("abc");
  CHECK(abc == kp::fixed_text<3>("abc"));
  CHECK(abc != kp::fixed_text<3>("abd"));
  CHECK(abc == "abc");
  CHECK("abc" == abc);
  CHECK(abc == std::string("abc"));
  CHECK(std::string("abc") == abc);
  CHECK(abc != "ab");
  CHECK(abc != "abcd");
  CHECK("abx" != abc);

  kp::fixed_text<3> copy = abc;
  copy[2] = 'd';
  CHECK(copy == "abd");
  CHECK(abc == "abc");  // a copy owns its characters
}

TEST_CASE("fixed_text orders as unsigned bytes") {
  using T = kp::fixed_text<2>;
  // 0x80 and above sort after every ASCII byte (a signed char compare would put them first).
  CHECK(sign(T("a\x80") <=> T("a\x7F")) == 1);
  CHECK(sign(T("a\x7F") <=> T("a\x80")) == -1);
  CHECK(sign(T("\xC3\xA9") <=> T("zz")) == 1);
  CHECK(sign(T("\xFF\x00"sv) <=> T("\x80\xFF")) == 1);
  CHECK(T("a\x7F") < T("a\x80"));
  CHECK(T("zz") < T("\xC3\xA9"));
  CHECK(sign(T("ab") <=> T("ab")) == 0);
  CHECK(T("ab") <= T("ab"));

  // Against text: byte order first, then the shorter text first.
  CHECK(sign(T("a\x80") <=> "a\x7F"sv) == 1);
  CHECK(sign(T("a\x7F") <=> "a\x80"sv) == -1);
  CHECK(sign(T("ab") <=> "a"sv) == 1);
  CHECK(sign(T("ab") <=> "abc"sv) == -1);
  CHECK(sign(T("ab") <=> "ab"sv) == 0);
  CHECK(T("ab") < "b"sv);
  CHECK("\x80"sv > T("zz"));
  CHECK("a"sv < T("ab"));

  // The order of ULIDs is the order of their keys.
  using U = kp::ulid::value_type;
  CHECK(U("01ARZ3NDEKTSV4RRFFQ69G5FAV") < U("01ARZ3NDEKTSV4RRFFQ69G5FAW"));
  CHECK(U("01ARZ3NDEKTSV4RRFFQ69G5FAZ") < U("01ARZ3NDEKTSV4RRFFQ69G5FB0"));
}

TEST_CASE("fixed_text works in constant expressions") {
  constexpr kp::fixed_text<3> abc("abc");
  STATIC_REQUIRE(abc == "abc"sv);
  STATIC_REQUIRE("abc"sv == abc);
  STATIC_REQUIRE(abc.view().size() == 3);
  STATIC_REQUIRE(abc[1] == 'b');
  STATIC_REQUIRE(abc.c_str()[3] == '\0');
  STATIC_REQUIRE(abc < kp::fixed_text<3>("abd"));
  STATIC_REQUIRE(kp::fixed_text<3>("ab\x80") > kp::fixed_text<3>("abz"));
  STATIC_REQUIRE((abc <=> "abcd"sv) < 0);
  STATIC_REQUIRE(kp::fixed_text<4>("ab").view() == std::string_view("ab\0\0", 4));
  STATIC_REQUIRE(kp::fixed_text<2>("abc") == "ab"sv);
  STATIC_REQUIRE(kp::fixed_text<2>() == std::string_view("\0\0", 2));

  // What codecs compute at compile time with it.
  STATIC_REQUIRE(kp::ulid::greatest() == "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"sv);
  STATIC_REQUIRE(*kp::ulid::successor(kp::ulid::value_type("0000000000000000000000000Z")) ==
                 "00000000000000000000000010"sv);
  STATIC_REQUIRE(kp::uuid::greatest() == "ffffffff-ffff-ffff-ffff-ffffffffffff"sv);
  STATIC_REQUIRE(*kp::ulid::decode("01ARZ3NDEKTSV4RRFFQ69G5FAV") == "01ARZ3NDEKTSV4RRFFQ69G5FAV"sv);
  STATIC_REQUIRE(!kp::ulid::decode("01arz3ndektsv4rrffq69g5fav").has_value());
}
