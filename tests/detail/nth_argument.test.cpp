// Tests of detail/nth_argument.hpp: the I-th argument, by reference, of any types (arrays and
// const values too), also in constant expressions.
#include <keyplate/detail/nth_argument.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kd = keyplate::detail;

namespace {
constexpr int second_of_three() {
  const int a = 1, b = 2;
  const char c = 'c';
  return kd::nth_argument<1>(a, b, c);
}
static_assert(second_of_three() == 2);

constexpr char last_letter() {
  const int a = 1;
  const char text[] = "xyz";
  return kd::nth_argument<1>(a, text)[2];
}
static_assert(last_letter() == 'z');
}  // namespace

TEST_CASE("nth_argument refers to the argument itself, keeping its type") {
  int a = 1;
  std::string b = "b";
  const double c = 3.5;
  const char d[] = "four";
  CHECK(&kd::nth_argument<0>(a, b, c, d) == &a);
  CHECK(&kd::nth_argument<1>(a, b, c, d) == &b);
  CHECK(&kd::nth_argument<2>(a, b, c, d) == &c);
  CHECK(&kd::nth_argument<3>(a, b, c, d) == &d);
  STATIC_REQUIRE(std::is_same_v<decltype(kd::nth_argument<1>(a, b, c, d)), std::string&>);
  STATIC_REQUIRE(std::is_same_v<decltype(kd::nth_argument<2>(a, b, c, d)), const double&>);
  STATIC_REQUIRE(std::is_same_v<decltype(kd::nth_argument<3>(a, b, c, d)), const char(&)[5]>);
  kd::nth_argument<1>(a, b, c, d) += "c";
  CHECK(b == "bc");
}
