// Which problems have their message in declaration_messages.hpp: the declaration's and those of
// a call's field arguments; the others are operation_messages.hpp's. (The messages themselves
// are checked by the must-not-compile cases, one per message.)
#include <keyplate/schema/detail/declaration_messages.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
using P = kp::detail::schema_problem;
using kp::detail::is_declaration_problem;

static_assert(is_declaration_problem(P::fields_argument));
static_assert(is_declaration_problem(P::ttl_twice) && is_declaration_problem(P::version_twice));
static_assert(is_declaration_problem(P::values_unknown_field));
static_assert(!is_declaration_problem(P::query_no_keys_on_index));
static_assert(!is_declaration_problem(P::version_missing));
static_assert(!is_declaration_problem(P::collection_no_owner));

TEST_CASE("the declaration's messages end where the queries' begin") {
  CHECK(is_declaration_problem(P::make_field_missing));
  CHECK_FALSE(is_declaration_problem(P::query_not_named));
}
}  // namespace
