// Tests result.hpp: error codes and messages, key_error, and the result<T> accessors.
#include <keyplate/keyplate.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;

namespace {

constexpr error_code all_codes[] = {
    error_code::none,
    error_code::empty_key,
    error_code::literal_mismatch,
    error_code::missing_component,
    error_code::extra_component,
    error_code::invalid_utf8,
    error_code::too_long,
    error_code::out_of_range,
    error_code::invalid_length,
    error_code::invalid_character,
    error_code::invalid_escape,
    error_code::unescaped_byte,
    error_code::not_canonical,
    error_code::invalid_date,
    error_code::invalid_time,
    error_code::invalid_range,
    error_code::no_matching_layout,
    error_code::empty_value,
};

constexpr kp::result<int> half(int n) {
  if (n % 2 != 0) return kp::codec_error(error_code::out_of_range);
  return n / 2;
}

}  // namespace

TEST_CASE("every error code has its own description") {
  std::set<std::string_view> seen;
  for (const error_code code : all_codes) {
    const std::string_view text = kp::to_string(code);
    CHECK_FALSE(text.empty());
    CHECK(text != "unknown error");
    CHECK(seen.insert(text).second);
  }
  CHECK(kp::to_string(error_code::invalid_utf8) == "invalid UTF-8");
  CHECK(kp::to_string(error_code::empty_key) == "empty key");
  CHECK(kp::to_string(static_cast<error_code>(200)) == "unknown error");
  STATIC_REQUIRE(kp::to_string(error_code::invalid_date) == "invalid date");
}

TEST_CASE("error::message names what, where and which field") {
  SECTION("with a field") {
    const kp::error e{error_code::invalid_utf8, "taskId", 3};
    CHECK(e.message() == "invalid UTF-8 at byte 3 (field 'taskId')");
  }
  SECTION("without a field") {
    const kp::error e{error_code::empty_key, {}, 0};
    CHECK(e.message() == "empty key at byte 0");
  }
  SECTION("no error") {
    CHECK(kp::error{}.code == error_code::none);
    CHECK(kp::error{}.message() == "no error");
  }
  SECTION("the example of result.hpp") {
    using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
    CHECK(TaskKey::decode("PROJECT#01HV").error().message() ==
          "wrong length at byte 12 (field 'projectId')");
  }
  SECTION("codec_error is an error without a field") {
    STATIC_REQUIRE(kp::codec_error(error_code::invalid_date, 8) ==
                   kp::error{error_code::invalid_date, {}, 8});
    STATIC_REQUIRE(kp::codec_error(error_code::too_long).offset == 0);
  }
  SECTION("item errors name the attribute, not a byte") {
    const kp::error e{error_code::key_mismatch, "gsi1pk", 0};
    CHECK(e.message() == "key attribute does not match the item's fields (attribute 'gsi1pk')");
    CHECK(kp::error{error_code::missing_attribute, "sk", 0}.message() ==
          "missing attribute (attribute 'sk')");
    CHECK(kp::error{error_code::malformed_item, {}, 0}.message() == "malformed DynamoDB JSON item");
    CHECK(kp::error{error_code::same_primary_key, {}, 0}.message() ==
          "the old and the new item have the same primary key");
    CHECK(kp::error{error_code::foreign_cursor, {}, 0}.message() ==
          "paging cursor of another query");
    CHECK(kp::error{error_code::bad_cursor, "gsi1sk", 0}.message() ==
          "malformed paging cursor (attribute 'gsi1sk')");
  }
  SECTION("large offsets are written in full") {
    const kp::error e{error_code::too_long, "v", 1234567};
    CHECK(e.message() == "value too long at byte 1234567 (field 'v')");
  }
}

TEST_CASE("errors compare by code, field and offset") {
  const kp::error a{error_code::invalid_date, "d", 8};
  CHECK(a == kp::error{error_code::invalid_date, "d", 8});
  CHECK_FALSE(a == kp::error{error_code::invalid_time, "d", 8});
  CHECK_FALSE(a == kp::error{error_code::invalid_date, "e", 8});
  CHECK_FALSE(a == kp::error{error_code::invalid_date, "d", 5});
  STATIC_REQUIRE(kp::error{} == kp::error{error_code::none, {}, 0});
}

TEST_CASE("key_error is an std::invalid_argument carrying the error") {
  STATIC_REQUIRE(std::is_base_of_v<std::invalid_argument, kp::key_error>);
  const kp::error e{error_code::out_of_range, "n", 0};
  const kp::key_error thrown(e);
  CHECK(std::string(thrown.what()) == "keyplate: value out of range at byte 0 (field 'n')");
  CHECK(thrown.error() == e);

  bool caught = false;
  try {
    throw kp::key_error(e);
  } catch (const std::invalid_argument& base) {
    caught = true;
    CHECK(std::string(base.what()).rfind("keyplate: ", 0) == 0);
  }
  CHECK(caught);
}

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
