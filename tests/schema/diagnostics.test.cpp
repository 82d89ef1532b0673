#include <keyplate/schema/diagnostics.hpp>

#include "catch.hpp"

// The condition of every schema static_assert is false, whatever it names.
static_assert(!keyplate::schema_error<"Order", "status">);

TEST_CASE("schema_error is a false condition") {
  CHECK(!keyplate::schema_error<"A", "b">);
}
