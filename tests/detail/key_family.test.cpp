// Tests detail/key_family.hpp: a family is a BETWEEN after a variable-width last field, else a
// begins_with on the key.
#include <keyplate/keyplate.hpp>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {
template <kp::fixed_string P, class... Cs>
using family_of = kd::key_family<kd::layout_facts<P, Cs...>, Cs...>;
}  // namespace

TEST_CASE("which layouts end with a variable-width field") {
  STATIC_REQUIRE(family_of<"P#{p}", kp::string<>>::ends_with_variable_field);
  STATIC_REQUIRE(family_of<"P#{p}", kp::uint<>>::ends_with_variable_field);
  STATIC_REQUIRE(!family_of<"P#{p}", kp::ulid>::ends_with_variable_field);
  STATIC_REQUIRE(!family_of<"P#{p}#", kp::string<>>::ends_with_variable_field);
  STATIC_REQUIRE(!family_of<"META">::ends_with_variable_field);
}

TEST_CASE("of: the key and everything continuing it") {
  const kp::key_condition range = family_of<"P#{p}", kp::string<>>::of("P#1");
  CHECK(range == kp::key_condition::between_keys("P#1", "P#1$"));
  CHECK(range.selects("P#1#TASK#x"));
  CHECK_FALSE(range.selects("P#10"));
  const kp::key_condition prefix = family_of<"P#{p}", kp::ulid>::of("P#01");
  CHECK(prefix == kp::key_condition::begins_with("P#01"));
}
