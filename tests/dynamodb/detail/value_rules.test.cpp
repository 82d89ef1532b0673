// Tests dynamodb/detail/value_rules.hpp: the rules both JSON readers share: type names, scalar
// payloads, sets, paths.
#include <keyplate/dynamodb/detail/value_rules.hpp>
#include <string>

#include "catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace rules = keyplate::dynamodb::detail_read;
using kp::attribute_kind;
using kp::error_code;
}  // namespace

TEST_CASE("every DynamoDB type name, and no other") {
  for (const attribute_kind k :
       {attribute_kind::S, attribute_kind::N, attribute_kind::BOOL, attribute_kind::B,
        attribute_kind::null, attribute_kind::L, attribute_kind::M, attribute_kind::SS,
        attribute_kind::NS, attribute_kind::BS}) {
    CHECK(rules::kind_named(kp::to_string(k)) == k);
  }
  CHECK(rules::kind_named("NULL") == attribute_kind::null);
  CHECK_FALSE(rules::kind_named("null").has_value());
  CHECK_FALSE(rules::kind_named("s").has_value());
  CHECK_FALSE(rules::kind_named("").has_value());
  CHECK_FALSE(rules::kind_named("SSS").has_value());
  CHECK(rules::has_text_payload(attribute_kind::B));
  CHECK_FALSE(rules::has_text_payload(attribute_kind::BOOL));
  CHECK(rules::has_boolean_payload(attribute_kind::null));
  CHECK(rules::is_set(attribute_kind::BS));
  CHECK_FALSE(rules::is_set(attribute_kind::L));
}

TEST_CASE("scalar payloads: numbers DynamoDB accepts, base64 decoded") {
  ddb::attribute_value v;
  CHECK(rules::scalar(attribute_kind::N, "1.50", v) == error_code::none);
  CHECK(v == ddb::attribute_value::number("1.50"));
  CHECK(rules::scalar(attribute_kind::N, "1x", v) == error_code::invalid_number);
  CHECK(rules::scalar(attribute_kind::N, "", v) == error_code::invalid_number);
  CHECK(rules::scalar(attribute_kind::B, "aGk=", v) == error_code::none);
  CHECK(v == ddb::attribute_value::binary("hi"));
  CHECK(rules::scalar(attribute_kind::B, "aGk", v) == error_code::invalid_base64);
  CHECK(rules::scalar(attribute_kind::S, "", v) == error_code::none);
  CHECK(v == ddb::attribute_value::string(""));
  CHECK(rules::boolean(attribute_kind::BOOL, false, v) == error_code::none);
  CHECK(v == ddb::attribute_value::boolean(false));
  CHECK(rules::boolean(attribute_kind::null, true, v) == error_code::none);
  CHECK(v.is_null());
  CHECK(rules::boolean(attribute_kind::null, false, v) == error_code::malformed_item);
}

TEST_CASE("sets: not empty, no element twice as DynamoDB compares them") {
  ddb::attribute_value v;
  rules::set_reader empty(attribute_kind::SS, 0);
  CHECK(empty.finish(v) == error_code::empty_set);

  rules::set_reader numbers(attribute_kind::NS, 2);
  CHECK(numbers.add("1") == error_code::none);
  CHECK(numbers.add("1.0") == error_code::none);
  CHECK(numbers.finish(v) == error_code::duplicate_in_set);
  rules::set_reader bad(attribute_kind::NS, 1);
  CHECK(bad.add("one") == error_code::invalid_number);

  rules::set_reader strings(attribute_kind::SS, 2);
  CHECK(strings.add("1") == error_code::none);
  CHECK(strings.add("1.0") == error_code::none);
  CHECK(strings.finish(v) == error_code::none);
  CHECK(v == ddb::attribute_value::string_set({"1.0", "1"}));

  rules::set_reader bytes(attribute_kind::BS, 2);
  CHECK(bytes.add("aGk=") == error_code::none);
  CHECK(bytes.add("aGk") == error_code::invalid_base64);
  CHECK(bytes.finish(v) == error_code::none);
  CHECK(v == ddb::attribute_value::binary_set({"hi"}));
}

TEST_CASE("a path goes into lists and maps") {
  std::string path = "lines";
  rules::append_index(path, 2);
  rules::append_member(path, "qty");
  CHECK(path == "lines[2].qty");
}
