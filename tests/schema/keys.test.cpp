#include <keyplate/schema/keys.hpp>

#include "catch.hpp"

namespace kp = keyplate;

using T = kp::detail::template_fields<"ORDER#{date}#{orderId}">;
static_assert(T::count == 2 && T::name(0) == "date" && T::name(1) == "orderId");
static_assert(T::uses("orderId") && !T::uses("order"));
static_assert(kp::detail::template_fields<"#METADATA">::count == 0);

TEST_CASE("a template's field names, in order") {
  CHECK(T::template name_text<1>().view() == "orderId");
}
