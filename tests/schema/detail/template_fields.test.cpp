// Tests of schema/detail/template_fields.hpp: a key template's field names, in template order.
#include <keyplate/schema/detail/template_fields.hpp>

#include "catch.hpp"

namespace kp = keyplate;

using T = kp::detail::template_fields<"ORDER#{date}#{orderId}">;
static_assert(T::count == 2 && T::name(0) == "date" && T::name(1) == "orderId");
static_assert(T::uses("orderId") && !T::uses("order"));
static_assert(kp::detail::template_fields<"#METADATA">::count == 0);

TEST_CASE("a template's field names, in order") {
  CHECK(T::template name_text<1>().view() == "orderId");
}

TEST_CASE("a malformed template has no fields (kp::key reports it)") {
  CHECK(kp::detail::template_fields<"A#{x">::count == 0);
  CHECK(!kp::detail::template_fields<"A#{x">::uses("x"));
}
