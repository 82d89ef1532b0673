#include <keyplate/schema/diagnostics.hpp>

#include "catch.hpp"

// The condition of every schema static_assert is false, whatever it names.
static_assert(!keyplate::schema_error<"Order", "status">);

TEST_CASE("schema_error is a false condition") {
  CHECK(!keyplate::schema_error<"A", "b">);
}

// A condition that holds reports nothing; the checks run when evaluated.
static_assert(keyplate::detail::require<true, keyplate::detail::schema_problem::duplicate_field,
                                        "Order", "status">());
static_assert(keyplate::detail::evaluated(false) && keyplate::detail::evaluated(true));

TEST_CASE("the run-time stand-in of a reported mistake is no error") {
  CHECK(keyplate::detail::reported_at_compile_time().code == keyplate::error_code::none);
}
