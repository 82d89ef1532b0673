// Tests of schema/detail/argument_pack.hpp: finding named arguments in a pack, the first repeated
// name, telling values from conditions, counting the leading template fields given.
#include <array>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema/arguments.hpp>
#include <keyplate/schema/detail/argument_pack.hpp>
#include <optional>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using A = kp::named_value<"a", int>;
using B = kp::named_value<"b", kp::partial>;
using C = kp::named_value<"c", decltype(kp::greater(1))>;

static_assert(kp::detail::arg_position<A, B, C>("a") == 0);
static_assert(kp::detail::arg_position<A, B, C>("c") == 2);
static_assert(kp::detail::arg_position<A, B, C>("d") == 3);
static_assert(kp::detail::arg_position<>("a") == 0);

static_assert(std::is_same_v<kp::detail::arg_at<1, A, B, C>, B>);

// The checks of make, query and the writes report the name these positions find.
constexpr std::array<std::string_view, 4> names{"a", "b", "a", "b"};
static_assert(kp::detail::first_repeated(names) == 2);
static_assert(kp::detail::first_repeated(std::array<std::string_view, 3>{"a", "b", "c"}) == 3);
static_assert(kp::detail::first_repeated(std::array<std::string_view, 0>{}) == 0);
static_assert(kp::detail::first_false(std::array<bool, 3>{true, false, false}) == 1);
static_assert(kp::detail::first_false(std::array<bool, 2>{true, true}) == 2);

static_assert(kp::detail::is_plain_value<A>);
static_assert(!kp::detail::is_plain_value<B> && !kp::detail::is_plain_value<C>);

static_assert(kp::detail::leading_fields_given<"{a}#{b}#{c}", A, B, C>() == 3);
static_assert(kp::detail::leading_fields_given<"{a}#{b}#{c}", C, A>() == 1);
static_assert(kp::detail::leading_fields_given<"{a}#{b}#{c}", B, C>() == 0);
static_assert(kp::detail::leading_fields_given<"FIXED", A>() == 0);
}  // namespace

TEST_CASE("named arguments are found by name, in any order") {
  // The checks are compile-time facts; the test keeps them in a test program of their own.
  constexpr std::size_t found = kp::detail::arg_position<C, B, A>("a");
  CHECK(found == 2);
  constexpr std::size_t repeated =
      kp::detail::first_repeated(std::array<std::string_view, 3>{"x", "y", "y"});
  CHECK(repeated == 2);
}

static_assert(kp::detail::optional_argument<std::optional<int>>::is_optional);
static_assert(std::is_same_v<kp::detail::optional_argument<std::optional<int>>::value_type, int>);
static_assert(!kp::detail::optional_argument<int>::is_optional);

TEST_CASE("call_in_template_order passes the named values in the template's order") {
  const int day = 7;
  const std::string_view who = "ann";
  const auto joined = [](const auto&... v) {
    std::string out;
    ((out += std::string(v) + ";"), ...);
    return out;
  };
  const std::string d = "d7";
  CHECK(kp::detail::call_in_template_order<"A#{who}#{day}">(joined, kp::arg<"day">(d),
                                                            kp::arg<"who">(who)) == "ann;d7;");
  // Only the first N fields of the template.
  CHECK(kp::detail::call_in_template_order<"A#{who}#{day}", 1>(joined, kp::arg<"day">(d),
                                                               kp::arg<"who">(who)) == "ann;");
  const auto sum = [](const auto&... v) { return (0 + ... + v); };
  CHECK(kp::detail::call_in_template_order<"{a}#{b}">(sum, kp::arg<"b">(day), kp::arg<"a">(1)) ==
        8);
}
