// Tests detail/template_checks.hpp: the marked template text the diagnostics show, and the
// check of a good template. (Each problem's message: must_not_compile/*, with the offset.)
#include <keyplate/keyplate.hpp>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

TEST_CASE("the marker goes before the byte the problem is at") {
  constexpr auto marked = kd::marked_template<"A#{x", 2>();
  STATIC_REQUIRE(std::string_view(marked.text) == "A# >>> {x");
  constexpr auto at_end = kd::marked_template<"AB", 2>();
  STATIC_REQUIRE(std::string_view(at_end.text) == "AB >>> ");
  constexpr auto at_start = kd::marked_template<"", 0>();
  STATIC_REQUIRE(std::string_view(at_start.text) == " >>> ");
  STATIC_REQUIRE(!kp::template_error_at_byte<0, marked>);
}

TEST_CASE("a good template passes its checks") {
  using checked = kd::checked_template<"PROJECT#{p}#TASK#{t}">;
  STATIC_REQUIRE(checked::ok);
  STATIC_REQUIRE(checked::field_count == 2);
  STATIC_REQUIRE(checked::problem == kd::template_problem::none);
  STATIC_REQUIRE(kd::report_template_problem<"x", kd::template_problem::none, 0>());
}
