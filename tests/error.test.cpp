// Tests error.hpp: every error code's description, error::message, comparison and key_error.
#include <keyplate/keyplate.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;

namespace {
// The last code error.hpp declares: every code up to it has a description of its own.
constexpr error_code last_code = error_code::long_name;
}  // namespace

TEST_CASE("every error code has its own description") {
  std::set<std::string_view> seen;
  for (int c = 0; c <= static_cast<int>(last_code); ++c) {
    const auto code = static_cast<error_code>(c);
    const std::string_view text = kp::to_string(code);
    CHECK_FALSE(text.empty());
    CHECK(text != "unknown error");
    CHECK(seen.insert(text).second);
  }
  CHECK(kp::to_string(error_code::invalid_utf8) == "invalid UTF-8");
  CHECK(kp::to_string(error_code::empty_key) == "empty key");
  CHECK(kp::to_string(static_cast<error_code>(200)) == "unknown error");
  // A code added after `last_code` fails here until the test names it.
  CHECK(kp::to_string(static_cast<error_code>(static_cast<int>(last_code) + 1)) == "unknown error");
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
  SECTION("the response reader's: a byte for text that is not JSON, none for a wrong member") {
    const kp::error json{error_code::malformed_json, "Items", 28};
    CHECK(json.message() == "not JSON text (malformed or truncated) at byte 28 (field 'Items')");
    const kp::error response{error_code::malformed_response, "Count", kp::error::no_offset};
    CHECK(response.message() == "not the DynamoDB response expected (attribute 'Count')");
    const kp::error whole{error_code::malformed_response, "Count", 0};
    CHECK(whole.message() == "not the DynamoDB response expected (attribute 'Count')");
  }
  SECTION("a whole data value: no byte") {
    const kp::error e{error_code::invalid_utf8, "tags", kp::error::no_offset};
    CHECK(e.message() == "invalid UTF-8 (attribute 'tags')");
    CHECK(kp::detail::data_error_at(error_code::out_of_range, "qty") ==
          kp::error{error_code::out_of_range, "qty", kp::error::no_offset});
  }
  SECTION("no error") {
    CHECK(kp::error{}.code == error_code::none);
    CHECK(kp::error{}.message() == "no error");
  }
  SECTION("the example of error.hpp") {
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
    CHECK(kp::error{error_code::invalid_number, "lines[2].qty", 7}.message() ==
          "not a DynamoDB number (attribute 'lines[2].qty')");
    CHECK(kp::error{error_code::too_deep, "a", 0}.message() ==
          "nested more than 32 levels deep (attribute 'a')");
    CHECK(kp::error{error_code::empty_set, "tags", 0}.message() == "empty set (attribute 'tags')");
  }
  SECTION("a transaction's errors name the action, by position and kind") {
    const kp::error twice{error_code::same_item_twice, "Delete", 3};
    CHECK(twice.message() == "two actions of one transaction on the same item (action 3, Delete)");
    CHECK(kp::error{error_code::no_actions, {}, 0}.message() ==
          "a transaction without actions (action 0)");
    CHECK(kp::error{error_code::bad_token, "ClientRequestToken", 36}.message() ==
          "idempotency token not of 1 to 36 characters (attribute 'ClientRequestToken')");
  }
  SECTION("a batch's errors name the input, by position and kind") {
    CHECK(kp::error{error_code::condition_in_batch, "Put", 4}.message() ==
          "a write with a condition in a batch (input 4, Put)");
    CHECK(kp::error{error_code::returning_in_batch, "Delete", 0}.message() ==
          "a write of a batch asks for ReturnValues (input 0, Delete)");
  }
  SECTION("a scan's segment names the number at fault, no byte") {
    CHECK(kp::error{error_code::bad_segment, "Segment", 0}.message() ==
          "scan segment not below its total, or total not of 1 to 1000000 (attribute 'Segment')");
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
