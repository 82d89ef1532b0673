// Tests of schema/named_args.hpp: finding named arguments in a pack, telling values from
// conditions, counting the leading template fields given.
#include <keyplate/keyplate.hpp>
#include <keyplate/schema/fields.hpp>
#include <keyplate/schema/named_args.hpp>
#include <optional>
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
}

static_assert(kp::detail::optional_argument<std::optional<int>>::is_optional);
static_assert(std::is_same_v<kp::detail::optional_argument<std::optional<int>>::value_type, int>);
static_assert(!kp::detail::optional_argument<int>::is_optional);
