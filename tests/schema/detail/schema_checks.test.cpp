// Tests of schema/detail/schema_checks.hpp: the finders return each kind of mistake of a schema
// without a failing build (the must-not-compile cases check the messages).
#include <keyplate/schema.hpp>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Other = kp::index<"gsi9pk", "gsi9sk", "gsi9">;
using Id = kp::field<"id", kp::uint<4>>;
using Customer = kp::entity<"Customer", kp::fields<Id>, kp::keys<Primary, "C#{id}", "#METADATA">>;
using Order = kp::entity<"Order", kp::fields<Id>, kp::keys<Primary, "O#{id}", "X">,
                         kp::keys<Other, "S#{id}", "Y">>;
using Named = kp::entity<"Named", kp::fields<kp::field<"gsi1pk", kp::uint<4>>>,
                         kp::keys<Primary, "N#{gsi1pk}", "X">>;
// Writes the same primary keys as Customer.
using Clash = kp::entity<"Clash", kp::fields<Id>, kp::keys<Primary, "C#{id}", "#METADATA">>;
using Twin = kp::entity<"Customer", kp::fields<Id>, kp::keys<Primary, "T#{id}", "X">>;

template <class... Es>
using checks = kp::detail::schema_checks<kp::indexes<Primary, ByStatus>, Es...>;
}  // namespace

TEST_CASE("an entity's mistakes against the schema") {
  STATIC_REQUIRE(checks<Customer>::bad_entity == 1);  // none: the count
  STATIC_REQUIRE(checks<Customer, Order>::bad_entity == 1);
  STATIC_REQUIRE(checks<Customer, Order>::find_unlisted_keys<Order>() ==
                 1);  // its second keys<...>
  STATIC_REQUIRE(checks<Named, Customer>::bad_entity == 0);
  STATIC_REQUIRE(checks<Named>::find_key_named_field<Named>() == 0);
  STATIC_REQUIRE(checks<Customer>::find_key_named_field<Customer>() == Customer::field_count);
}

TEST_CASE("the first bad pair of entities") {
  constexpr std::size_t none = 2 * 2;
  STATIC_REQUIRE(checks<Customer, Clash>::find_bad_pair(false) == 0 * 2 + 1);
  STATIC_REQUIRE(checks<Customer, Clash>::find_bad_pair(true) == none);
  STATIC_REQUIRE(checks<Customer, Twin>::find_bad_pair(true) == 0 * 2 + 1);
  STATIC_REQUIRE(checks<Customer, Twin>::find_bad_pair(false) == none);
  STATIC_REQUIRE(checks<Customer, Twin, Clash>::find_bad_pair(false) == 0 * 3 + 2);
  STATIC_REQUIRE(checks<Customer>::ok);
}
