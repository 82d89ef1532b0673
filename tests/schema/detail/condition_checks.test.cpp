// Tests of schema/detail/condition_checks.hpp: each problem of a condition on an entity is
// found by constant evaluation, without a failing build (the messages: the must-not-compile
// cases condition_*).
#include <cstdint>
#include <keyplate/schema.hpp>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using kp::attr;
using P = kp::detail::schema_problem;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"orderId", kp::uint<10>>, kp::field<"status", kp::string<16>>,
               kp::attribute<"total", kp::number>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"lines", std::vector<std::int64_t>>,
               kp::optional_attribute<"name", std::string>, kp::optional_attribute<"flag", bool>,
               kp::optional_attribute<"raw", ddb::attribute_value>>,
    kp::keys<Primary, "ORDER#{orderId}", "#">,
    kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">>;

template <class C>
constexpr P problem_of = kp::detail::leaf_problem<Order, C>();
}  // namespace

TEST_CASE("each leaf's problem is found: its name, its operands, its function on its type") {
  STATIC_REQUIRE(problem_of<decltype(attr<"status"> == "A")> == P::none);
  STATIC_REQUIRE(problem_of<decltype(attr<"nope"> == "A")> == P::condition_unknown_attribute);
  STATIC_REQUIRE(problem_of<decltype(attr<"gsi1sk"> == "A")> == P::condition_key_attribute);
  STATIC_REQUIRE(problem_of<decltype(attr<"pk">.exists())> == P::condition_key_attribute);
  STATIC_REQUIRE(problem_of<decltype(attr<"total"> == true)> == P::condition_operand_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"status"> == 5)> == P::condition_operand_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"status">.between("a", 5))> == P::condition_operand_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"tags"> > std::set<std::string>{})> ==
                 P::condition_unordered);
  STATIC_REQUIRE(problem_of<decltype(attr<"flag">.between(false, true))> == P::condition_unordered);
  STATIC_REQUIRE(problem_of<decltype(attr<"flag"> == true)> == P::none);
  STATIC_REQUIRE(problem_of<decltype(attr<"total">.begins_with("1"))> ==
                 P::condition_begins_with_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"name">.begins_with(3))> ==
                 P::condition_begins_with_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"total">.contains("1"))> == P::condition_contains_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"tags">.contains(3))> == P::condition_operand_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"lines">.contains("x"))> == P::condition_operand_type);
  STATIC_REQUIRE(problem_of<decltype(attr<"total">.size() > 1)> == P::condition_size_of_scalar);
  STATIC_REQUIRE(problem_of<decltype(attr<"flag">.size() > 1)> == P::condition_size_of_scalar);
  STATIC_REQUIRE(problem_of<decltype(attr<"name">.size() > "1")> == P::condition_size_operand);
  STATIC_REQUIRE(problem_of<decltype(attr<"name">.size() > true)> == P::condition_size_operand);
  STATIC_REQUIRE(problem_of<decltype(attr<"name">.size() > 1)> == P::none);
  STATIC_REQUIRE(problem_of<decltype(attr<"status">.in())> == P::condition_in_count);
  STATIC_REQUIRE(problem_of<decltype(attr<"raw"> == av::number("1"))> == P::none);
  STATIC_REQUIRE(problem_of<decltype(attr<"raw">.contains(1))> == P::none);
  STATIC_REQUIRE(problem_of<decltype(attr<"raw">.begins_with("x"))> == P::none);
}

TEST_CASE("a tree reports its first faulty leaf, in writing order") {
  using tree =
      decltype((attr<"status"> == "A" || !(attr<"nope">.exists())) && attr<"total"> == "x");
  STATIC_REQUIRE(
      std::is_same_v<kp::detail::faulty_leaf<Order, tree>::type, decltype(attr<"nope">.exists())>);
  using fine = decltype(attr<"status"> == "A" && !attr<"tags">.exists());
  STATIC_REQUIRE(std::is_void_v<kp::detail::faulty_leaf<Order, fine>::type>);
  STATIC_REQUIRE(kp::detail::condition_ok<Order, fine>());
}

TEST_CASE("a write takes one kp::when, whose condition is checked") {
  using ok = kp::when_condition<decltype(attr<"status"> == "A")>;
  STATIC_REQUIRE(kp::detail::when_args_ok<Order, "remove", kp::must_exist_t, ok>());
  STATIC_REQUIRE(kp::detail::when_args_ok<Order, "put">());
  STATIC_REQUIRE(kp::detail::is_when<ok>);
  STATIC_REQUIRE_FALSE(kp::detail::is_when<kp::must_exist_t>);
  STATIC_REQUIRE(kp::detail::is_must_exist<kp::must_exist_t>);
}
