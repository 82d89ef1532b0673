// The catalogue of the schema layer's mistakes: each part's problems in one run, routed to the
// header of its messages.
#include <keyplate/schema/detail/schema_problems.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
using P = kp::detail::schema_problem;

// `none` is first (never reported); the declaration's problems come before the calls'.
static_assert(static_cast<int>(P::none) == 0);
static_assert(P::fields_argument < P::no_keys_on_index && P::version_twice < P::unknown_field);
static_assert(P::undecidable_attribute < P::version_missing &&
              P::version_written < P::schema_indexes_argument);
static_assert(!kp::schema_error<"Order", "status">);
static_assert(kp::detail::dependent_text<"x", int>.view() == "x");

TEST_CASE("schema_error is false whatever it names") {
  CHECK_FALSE(kp::schema_error<"A", "">);
}
}  // namespace
