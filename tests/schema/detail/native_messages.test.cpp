// Which problems have their message in native_messages.hpp: those of native indexes, whichever
// part of the enumeration they sit in. (The messages themselves are checked by the
// must-not-compile cases tests/must_not_compile/native_*.cpp, one per message.)
#include <keyplate/schema/detail/native_messages.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
using P = kp::detail::schema_problem;
using kp::detail::is_native_problem;

static_assert(is_native_problem(P::native_templates) && is_native_problem(P::native_layout));
static_assert(is_native_problem(P::native_partial_not_string));
static_assert(is_native_problem(P::native_types_differ) && is_native_problem(P::native_undeclared));
static_assert(!is_native_problem(P::keys_twice) && !is_native_problem(P::query_field_unknown));
static_assert(!is_native_problem(P::none));

TEST_CASE("a native index's mistakes have their own messages") {
  CHECK(is_native_problem(P::native_field_missing));
  CHECK(is_native_problem(P::native_attribute_type));
  CHECK(is_native_problem(P::native_filter_key));
  CHECK_FALSE(is_native_problem(P::partition_field_missing));  // shared with template queries
}
}  // namespace
