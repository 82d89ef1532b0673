// Tests of schema/arguments.hpp: what arg and update's set / unset / known carry, and telling
// them apart.
#include <keyplate/schema/arguments.hpp>
#include <keyplate/schema/fields.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
static_assert(std::is_same_v<decltype(kp::set<"a">(1)), kp::set_value<"a", int>>);
static_assert(std::is_same_v<decltype(kp::known<"b">(1)), kp::known_value<"b", int>>);
static_assert(std::is_same_v<std::remove_cv_t<decltype(kp::unset<"c">)>, kp::unset_field<"c">>);
static_assert(kp::detail::is_set_value<kp::set_value<"a", int>>);
static_assert(!kp::detail::is_set_value<kp::known_value<"a", int>>);
static_assert(!kp::detail::is_set_value<kp::named_value<"a", int>>);
static_assert(kp::detail::is_known_value<kp::known_value<"a", int>>);
static_assert(!kp::detail::is_known_value<kp::set_value<"a", int>>);
static_assert(kp::detail::is_unset_field<kp::unset_field<"a">>);
static_assert(!kp::detail::is_unset_field<kp::set_value<"a", int>>);
static_assert(kp::unset_field<"status">::name.view() == "status");
}  // namespace

TEST_CASE("set and known refer to their value under the field's name") {
  const std::string text = "SHIPPED";
  const auto s = kp::set<"status">(text);
  CHECK(&s.value == &text);
  CHECK(decltype(s)::name.view() == "status");
  const int rank = 3;
  const auto k = kp::known<"rank">(rank);
  CHECK(&k.value == &rank);
  CHECK(decltype(k)::name.view() == "rank");
}

TEST_CASE("arg refers to its value under the field's name") {
  const std::string text = "gift";
  const auto a = kp::arg<"note">(text);
  CHECK(a.name.view() == "note");
  CHECK(&a.value == &text);
  CHECK(kp::detail::is_named_value<std::remove_cv_t<decltype(a)>>);
  CHECK(!kp::detail::is_named_value<kp::set_value<"note", std::string>>);
}
