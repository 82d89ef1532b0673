// Tests result.hpp: result<T>'s accessors, in constant expressions too, and the throwing
// conveniences (error.test.cpp: the errors themselves).
#include <keyplate/keyplate.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;

namespace {

constexpr kp::result<int> half(int n) {
  if (n % 2 != 0) return kp::codec_error(error_code::out_of_range);
  return n / 2;
}

}  // namespace

TEST_CASE("result holds a value") {
  kp::result<std::string> r = std::string("abc");
  REQUIRE(r.has_value());
  // A result with a value has no error: error() is error_code::none, "no error".
  CHECK(r.error().code == error_code::none);
  CHECK(r.error().message() == "no error");
  CHECK(static_cast<bool>(r));
  CHECK(*r == "abc");
  CHECK(r->size() == 3);
  CHECK(r.value() == "abc");
  r->push_back('d');
  CHECK(*r == "abcd");

  const kp::result<std::string>& cr = r;
  CHECK(*cr == "abcd");
  CHECK(cr->size() == 4);
  CHECK(cr.value() == "abcd");

  std::string moved = std::move(r).value();
  CHECK(moved == "abcd");
  std::string deref = *kp::result<std::string>(std::string("xyz"));
  CHECK(deref == "xyz");
}

TEST_CASE("result holds an error") {
  const kp::error e{error_code::invalid_character, "id", 7};
  kp::result<std::string> r = e;
  CHECK_FALSE(r.has_value());
  CHECK_FALSE(static_cast<bool>(r));
  CHECK(r.error() == e);

  SECTION("value() throws key_error with the same error") {
    bool caught = false;
    try {
      (void)r.value();
    } catch (const kp::key_error& thrown) {
      caught = true;
      CHECK(thrown.error() == e);
      CHECK(std::string(thrown.what()) == "keyplate: invalid character at byte 7 (field 'id')");
    }
    CHECK(caught);
  }
  SECTION("const and rvalue value() throw too") {
    const kp::result<std::string>& cr = r;
    CHECK_THROWS_AS(cr.value(), kp::key_error);
    CHECK_THROWS_AS(std::move(r).value(), kp::key_error);
    CHECK_THROWS_AS(std::move(r).value(), std::invalid_argument);
  }
}

namespace {
// Assigns an error over a value and then a value over the error, in a constant expression.
constexpr bool error_then_value() {
  kp::result<int> r = 5;
  r = kp::codec_error(error_code::too_long, 2);
  if (r.has_value() || r.error() != kp::codec_error(error_code::too_long, 2)) return false;
  r = 6;
  return r.has_value() && *r == 6;
}
}  // namespace

TEST_CASE("assigning an error replaces the value") {
  kp::result<std::string> r = std::string(100, 'x');  // long enough to own heap memory
  const kp::error e{error_code::missing_component, "sku", 3};
  r = e;  // destroys the string: ASan reports a leak otherwise
  CHECK_FALSE(r.has_value());
  CHECK(r.error() == e);
  r = kp::error{error_code::too_long, {}, 1};  // an error over an error
  CHECK(r.error() == kp::error{error_code::too_long, {}, 1});
  r = std::string("back");
  REQUIRE(r.has_value());
  CHECK(*r == "back");
  STATIC_REQUIRE(error_then_value());
}

TEST_CASE("result works in constant expressions") {
  STATIC_REQUIRE(half(8).has_value());
  STATIC_REQUIRE(*half(8) == 4);
  STATIC_REQUIRE(half(8).value() == 4);
  STATIC_REQUIRE(!half(7).has_value());
  STATIC_REQUIRE(half(7).error() == kp::error{error_code::out_of_range, {}, 0});
}

TEST_CASE("the throwing conveniences raise key_error with field and offset") {
  using K = kp::key<"N#{count}", kp::uint<2>>;
  CHECK(K::encode(7) == "N#07");
  bool caught = false;
  try {
    (void)K::encode(100);
  } catch (const kp::key_error& thrown) {
    caught = true;
    CHECK(thrown.error() == kp::error{error_code::out_of_range, "count", 0});
    CHECK(std::string(thrown.what()) == "keyplate: value out of range at byte 0 (field 'count')");
  }
  CHECK(caught);

  const auto decoded = K::decode("N#7x");
  REQUIRE_FALSE(decoded);
  CHECK(decoded.error() == kp::error{error_code::invalid_character, "count", 3});
  CHECK_THROWS_AS(decoded.value(), kp::key_error);
}

TEST_CASE("path_result: the error names a path built at run time, which it keeps") {
  kp::path_result<int> fine = 7;
  REQUIRE(fine);
  CHECK(fine.value() == 7);
  CHECK(fine.path().empty());

  std::string built = "lines";
  built += "[2].qty";
  const kp::path_result<int> bad(kp::error{error_code::out_of_range, "lines", kp::error::no_offset},
                                 built);
  built = "changed";  // the result owns its copy
  REQUIRE_FALSE(bad);
  CHECK(bad.path() == "lines[2].qty");
  CHECK(bad.error().field == "lines[2].qty");
  CHECK(bad.error().message() == "value out of range (attribute 'lines[2].qty')");
  // A plain result keeps the code and the attribute, not the path.
  const kp::result<int> plain = bad;
  CHECK(plain.error().field == "lines");
  try {
    (void)bad.value();
    FAIL("value() of an error must throw");
  } catch (const kp::key_error& thrown) {
    CHECK(std::string(thrown.what()) == "keyplate: value out of range (attribute 'lines[2].qty')");
    CHECK(thrown.error().code == error_code::out_of_range);
  }

  const kp::path_result<int> unnamed(kp::error{error_code::missing_attribute, "total", 0});
  CHECK(unnamed.error().field == "total");
  CHECK(unnamed.path().empty());
  CHECK_THROWS_AS(unnamed.value(), kp::key_error);
}
