// Tests of schema/detail/stored_kinds.hpp: the DynamoDB type each kind of field is stored as,
// known at compile time.
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using kp::attribute_kind;
using kp::detail::mapped_value;
using kp::detail::stored_kind;
using kp::detail::stored_kind_of;

struct point {
  int x = 0;
};
}  // namespace

TEST_CASE("a codec's field is stored in its attribute form, else as S") {
  STATIC_REQUIRE(stored_kind_of<kp::uint<>>().is(attribute_kind::N));
  STATIC_REQUIRE(stored_kind_of<kp::string<16>>().is(attribute_kind::S));
  STATIC_REQUIRE(stored_kind_of<kp::date>().is(attribute_kind::S));
  STATIC_REQUIRE_FALSE(stored_kind_of<kp::uint<>>().open());
}

TEST_CASE("a data attribute is stored as its type's mapping writes it") {
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::string>>().is(attribute_kind::S));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::int32_t>>().is(attribute_kind::N));
  STATIC_REQUIRE(stored_kind_of<mapped_value<double>>().is(attribute_kind::N));
  STATIC_REQUIRE(stored_kind_of<mapped_value<kp::number>>().is(attribute_kind::N));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::chrono::sys_seconds>>().is(attribute_kind::N));
  STATIC_REQUIRE(stored_kind_of<mapped_value<bool>>().is(attribute_kind::BOOL));
  STATIC_REQUIRE(stored_kind_of<mapped_value<kp::bytes>>().is(attribute_kind::B));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::vector<int>>>().is(attribute_kind::L));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::map<std::string, int>>>().is(attribute_kind::M));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::set<std::string>>>().is(attribute_kind::SS));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::set<std::int64_t>>>().is(attribute_kind::NS));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::set<kp::bytes>>>().is(attribute_kind::BS));
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::set<kp::bytes>>>().is_set());
  STATIC_REQUIRE_FALSE(stored_kind_of<mapped_value<std::vector<int>>>().is_set());
  STATIC_REQUIRE(stored_kind_of<mapped_value<std::optional<bool>>>().is(attribute_kind::BOOL));
  // A raw value may be any type; a type without a built-in mapping is the user's.
  STATIC_REQUIRE(stored_kind_of<mapped_value<ddb::attribute_value>>().what ==
                 stored_kind::form::any);
  STATIC_REQUIRE(stored_kind_of<mapped_value<point>>().what == stored_kind::form::custom);
  STATIC_REQUIRE(stored_kind_of<mapped_value<point>>().open());
}

TEST_CASE("a set's and a list's element type") {
  STATIC_REQUIRE(
      std::is_same_v<kp::detail::data_kind<std::set<std::string>>::element, std::string>);
  STATIC_REQUIRE(std::is_same_v<kp::detail::data_kind<std::vector<int>>::element, int>);
  STATIC_REQUIRE(std::is_void_v<kp::detail::data_kind<std::map<std::string, int>>::element>);
  STATIC_REQUIRE(std::is_void_v<kp::detail::data_kind<std::string>::element>);
}
