// operation_messages.hpp stands alone, and a check that finds no mistake never instantiates one
// of its messages. (The messages themselves are checked by the must-not-compile cases.)
#include <keyplate/schema/detail/operation_messages.hpp>
#include <keyplate/schema/diagnostics.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
using P = kp::detail::schema_problem;

// A condition that holds reports nothing, whichever header would hold its message.
static_assert(kp::detail::require<true, P::version_missing, "Account", "version">());
static_assert(kp::detail::require<true, P::collection_no_owner, "schema", "gsi1">());

TEST_CASE("the operations' problems are not the declaration's") {
  CHECK_FALSE(kp::detail::is_declaration_problem(P::version_written));
  CHECK_FALSE(kp::detail::is_declaration_problem(P::ttl_names_differ));
}
}  // namespace
