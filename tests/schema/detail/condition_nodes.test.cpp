// Tests of schema/detail/condition_nodes.hpp: what `attr` and `&& || !` build, and how tightly
// each node binds (what expression_text.hpp puts in parentheses).
#include <keyplate/schema.hpp>
#include <string>
#include <type_traits>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace d = keyplate::detail;
using kp::attr;
}  // namespace

TEST_CASE("attr and the operators build a tree of typed nodes") {
  const auto eq = attr<"status"> == "A";
  STATIC_REQUIRE(
      std::is_same_v<std::remove_const_t<decltype(eq)>,
                     d::compare_node<d::attribute_path<"status">, d::comparison::eq, const char*>>);
  CHECK(std::string(eq.operand) == "A");
  const auto both = eq && attr<"tags">.absent();
  STATIC_REQUIRE(std::is_same_v<std::remove_const_t<decltype(both.right)>,
                                d::exists_node<d::attribute_path<"tags">, false>>);
  const auto size = attr<"tags">.size() <= 10;
  STATIC_REQUIRE(std::is_same_v<std::remove_const_t<decltype(size)>,
                                d::size_node<d::attribute_path<"tags">, d::comparison::le, int>>);
  CHECK(size.operand == 10);
  const auto in = attr<"n">.in(1, 2L);
  CHECK(std::get<1>(in.operands) == 2L);
  const auto between = attr<"n">.between(1, 5);
  CHECK(between.low == 1);
  CHECK(between.high == 5);
  CHECK(attr<"t">.type_is(kp::attribute_kind::SS).kind == kp::attribute_kind::SS);
}

// A condition on a path written in a template needs no `template` keyword (g++ 12 wants one
// before a member template of `attr<...>` there, so paths are not `.at<...>` calls).
namespace {
template <class T>
auto first_quantity_over(T n) {
  return attr<"lines", 0, "qty"> > n;
}
}  // namespace

TEST_CASE("attr's steps make the leaf's path: a member by name, an element by position") {
  const auto city = attr<"address", "city"> == "Lyon";
  using path = decltype(city)::path;
  STATIC_REQUIRE(path::name.view() == "address");
  STATIC_REQUIRE(path::depth == 1);
  STATIC_REQUIRE(decltype(city)::name.view() == "address");  // the attribute the path starts at
  using qty = decltype(attr<"lines", 0, "qty">)::path;
  STATIC_REQUIRE(std::is_same_v<qty, d::attribute_path<"lines", d::path_step(0), "qty">>);
  constexpr d::path_step<3> member{"qty"};
  STATIC_REQUIRE(!member.element);
  STATIC_REQUIRE(member.member() == "qty");
  STATIC_REQUIRE(std::is_same_v<decltype(first_quantity_over(2))::path, qty>);
  CHECK(first_quantity_over(2).operand == 2);
  constexpr d::path_step<0> element{7};
  STATIC_REQUIRE(element.element);
  STATIC_REQUIRE(element.index == 7);
}

TEST_CASE("NOT binds tighter than AND, AND than OR; leaves tightest") {
  const auto a = attr<"a"> == 1;
  STATIC_REQUIRE(decltype(a)::binds == d::binding::leaf);
  STATIC_REQUIRE(decltype(!a)::binds == d::binding::not_);
  STATIC_REQUIRE(decltype(a && a)::binds == d::binding::and_);
  STATIC_REQUIRE(decltype(a || a)::binds == d::binding::or_);
  STATIC_REQUIRE(d::binding::or_ < d::binding::and_);
  STATIC_REQUIRE(d::binding::and_ < d::binding::not_);
  STATIC_REQUIRE(d::binding::not_ < d::binding::leaf);
  STATIC_REQUIRE(d::condition_leaf<decltype(a)>);
  STATIC_REQUIRE_FALSE(d::condition_leaf<decltype(a && a)>);
  STATIC_REQUIRE(d::condition_node<decltype(!(a || a))>);
  STATIC_REQUIRE_FALSE(d::condition_node<int>);
}
