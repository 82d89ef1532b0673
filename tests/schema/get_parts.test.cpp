// Tests of schema/get_parts.hpp: what Entity::get returns is a GetItem's key that knows its
// entity, and converts to dynamodb::key_parts.
#include <keyplate/schema.hpp>
#include <type_traits>

#include "catch.hpp"
#include "shop.hpp"

namespace {
namespace ddb = keyplate::dynamodb;
using schema_shop::Customer;
}  // namespace

TEST_CASE("Entity::get gives get_parts of its entity, a key_parts") {
  const auto k = Customer::get(kp::arg<"customerId">(42));
  STATIC_REQUIRE(std::is_same_v<std::remove_const_t<decltype(k)>, kp::get_parts<Customer>>);
  STATIC_REQUIRE(std::is_same_v<decltype(k)::entity_type, Customer>);
  STATIC_REQUIRE(std::is_convertible_v<kp::get_parts<Customer>, ddb::key_parts>);
  const ddb::key_parts plain = k;
  ddb::item expected;
  expected.set("pk", {kp::attribute_kind::S, "CUSTOMER#42"});
  expected.set("sk", {kp::attribute_kind::S, "#METADATA"});
  CHECK(plain.key == expected);
  CHECK(k == ddb::key_parts{expected});
  CHECK(Customer::try_get(kp::arg<"customerId">(42)).value() == k);
}
