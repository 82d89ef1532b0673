// Tests of schema/detail/placeholders.hpp: the placeholder allocator every expression of a
// request shares, and how a condition joins the ones before it.
#include <keyplate/schema.hpp>
#include <map>
#include <string>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using kp::detail::binding;
}  // namespace

TEST_CASE("placeholders: a name already named keeps its placeholder; new ones never collide") {
  std::map<std::string, std::string> names{{"#pk", "pk"}, {"#n0", "taken"}, {"#a3", "status"}};
  std::map<std::string, av> values{{":v1", av::number("1")}, {":version", av::number("4")}};
  kp::detail::placeholders p(names, values);
  CHECK(p.name("status") == "#a3");
  CHECK(p.name("pk") == "#pk");
  CHECK(p.name("total") == "#n1");  // #n0 is taken
  CHECK(p.name("total") == "#n1");
  CHECK(p.name("size") == "#n2");
  CHECK(p.value(av::string("x")) == ":v0");
  CHECK(p.value(av::string("x")) == ":v2");  // :v1 is taken; equal values, two placeholders
  CHECK(names.size() == 5);
  CHECK(names.at("#n2") == "size");
  CHECK(values.size() == 4);
  CHECK(values.at(":v1") == av::number("1"));
  CHECK(values.at(":v2") == av::string("x"));
}

TEST_CASE("add_condition: AND, and an OR in parentheses after another condition") {
  std::string c;
  kp::detail::add_condition(c, "a OR b", binding::or_);
  CHECK(c == "a OR b");  // alone: as written
  kp::detail::add_condition(c, "x");
  CHECK(c == "a OR b AND x");
  std::string d = "attribute_exists(#pk)";
  kp::detail::add_condition(d, "a OR b", binding::or_);
  CHECK(d == "attribute_exists(#pk) AND (a OR b)");
  kp::detail::add_condition(d, "NOT c", binding::not_);
  CHECK(d == "attribute_exists(#pk) AND (a OR b) AND NOT c");
}
