// Tests of schema/detail/expression_text.hpp: how a condition's comparisons are spelled.
#include <keyplate/schema.hpp>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
}  // namespace

TEST_CASE("comparison_text spells DynamoDB's operators") {
  using kp::detail::comparison;
  CHECK(kp::detail::comparison_text(comparison::eq) == " = ");
  CHECK(kp::detail::comparison_text(comparison::ne) == " <> ");
  CHECK(kp::detail::comparison_text(comparison::lt) == " < ");
  CHECK(kp::detail::comparison_text(comparison::le) == " <= ");
  CHECK(kp::detail::comparison_text(comparison::gt) == " > ");
  CHECK(kp::detail::comparison_text(comparison::ge) == " >= ");
}
