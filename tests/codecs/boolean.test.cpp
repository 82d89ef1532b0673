// Tests codecs/boolean.hpp: `false` / `true` in keys, order, partial values, ranges, attributes.
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <type_traits>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {
using Active = kp::key<"USER#{id}#ACTIVE#{active}", kp::uint<>, kp::boolean>;
}  // namespace

TEST_CASE("boolean writes false and true, and reads only them") {
  STATIC_REQUIRE(kp::codec<kp::boolean>);
  STATIC_REQUIRE(kp::ordered_codec<kp::boolean>);
  STATIC_REQUIRE(kp::partial_codec<kp::boolean>);
  STATIC_REQUIRE(!kp::fixed_width<kp::boolean>);
  CHECK(encoded<kp::boolean>(true) == "true");
  CHECK(encoded<kp::boolean>(false) == "false");
  CHECK(*kp::boolean::decode("true"));
  CHECK_FALSE(*kp::boolean::decode("false"));
  CHECK(failure(kp::boolean::decode("True")) == fails(error_code::invalid_character, 0));
  CHECK(failure(kp::boolean::decode("fals")) == fails(error_code::invalid_character, 4));
  CHECK(failure(kp::boolean::decode("truee")) == fails(error_code::invalid_character, 4));
  CHECK(failure(kp::boolean::decode("1")) == fails(error_code::invalid_character, 0));
}

TEST_CASE("boolean takes a bool, not something that converts to one") {
  STATIC_REQUIRE(std::is_convertible_v<bool, kp::boolean_argument>);
  STATIC_REQUIRE(!std::is_convertible_v<int, kp::boolean_argument>);
  STATIC_REQUIRE(!std::is_convertible_v<const char*, kp::boolean_argument>);
}

TEST_CASE("boolean in a layout: order, prefixes, ranges") {
  CHECK(Active::encode(7, true) == "USER#7#ACTIVE#true");
  CHECK(Active::encode(7, false) < Active::encode(7, true));  // false sorts first
  const auto v = Active::decode("USER#7#ACTIVE#false");
  REQUIRE(v);
  CHECK(v->get<"active">() == false);
  CHECK(Active::prefix(7, kp::partial("t")).text() == "USER#7#ACTIVE#t");
  CHECK(failure(Active::try_prefix(7, kp::partial("tx"))) ==
        fails(error_code::invalid_character, 1, "active"));
  const kp::key_condition on = Active::range(7, kp::greater(false));
  CHECK(on.lower() == "USER#7#ACTIVE#true");
  CHECK(on.upper() == "USER#7#ACTIVE#true");
  const kp::key_condition none = Active::range(7, kp::greater(true));
  CHECK_FALSE(none.selects(Active::encode(7, true)));
  CHECK_FALSE(none.selects(Active::encode(7, false)));
}

TEST_CASE("boolean attribute is a BOOL") {
  STATIC_REQUIRE(kp::attribute_codec<kp::boolean>);
  STATIC_REQUIRE(kp::boolean::attribute_type == kp::attribute_kind::BOOL);
  CHECK(kp::boolean::to_attribute(true) == "true");
  CHECK(kp::boolean::to_attribute(false) == "false");
  CHECK(*kp::boolean::from_attribute("true"));
  CHECK_FALSE(kp::boolean::from_attribute("TRUE").has_value());
}
