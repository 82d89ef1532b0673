// Tests of schema/detail/condition_paths.hpp: where a condition's path leads from an attribute's
// type (members of maps and kp::members structs, list elements, anything in a raw attribute
// value), the faults of steps that lead nowhere, and the path's spelling.
#include <cstdint>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace d = keyplate::detail;
namespace ddb = keyplate::dynamodb;

struct Address {
  std::string city;
  std::optional<std::string> zip;
};
struct Line {
  std::string sku;
  std::int64_t qty = 0;
};
}  // namespace

template <>
struct kp::attribute_mapping<Address> : kp::members<"city", &Address::city, "zip", &Address::zip> {
};
template <>
struct kp::attribute_mapping<Line> : kp::members<"sku", &Line::sku, "qty", &Line::qty> {};

namespace {
template <class T, class Path>
using target = d::path_target<d::mapped_value<T>, Path>;
using F = d::path_fault;
}  // namespace

TEST_CASE("a path of no steps is the attribute itself, whatever its codec") {
  using status = d::path_target<kp::string<16>, d::attribute_path<"status">>;
  STATIC_REQUIRE(status::fault == F::none);
  STATIC_REQUIRE(std::is_same_v<status::codec, kp::string<16>>);
}

TEST_CASE("members of kp::members structs and of maps, elements of lists") {
  using city = target<Address, d::attribute_path<"address", "city">>;
  STATIC_REQUIRE(city::fault == F::none);
  STATIC_REQUIRE(std::is_same_v<city::codec, d::mapped_value<std::string>>);
  // An optional member is compared as its value.
  using zip = target<Address, d::attribute_path<"address", "zip">>;
  STATIC_REQUIRE(std::is_same_v<zip::codec, d::mapped_value<std::string>>);
  using qty = target<std::vector<Line>, d::attribute_path<"lines", d::path_step(2), "qty">>;
  STATIC_REQUIRE(std::is_same_v<qty::codec, d::mapped_value<std::int64_t>>);
  using price = target<std::map<std::string, double>, d::attribute_path<"prices", "eur">>;
  STATIC_REQUIRE(std::is_same_v<price::codec, d::mapped_value<double>>);
  using nested = target<std::map<std::string, std::vector<std::string>>,
                        d::attribute_path<"notes", "fr", d::path_step(0)>>;
  STATIC_REQUIRE(std::is_same_v<nested::codec, d::mapped_value<std::string>>);
  // Within a raw attribute value, any step leads to a raw attribute value.
  using raw = target<ddb::attribute_value, d::attribute_path<"extra", "a", d::path_step(1), "b">>;
  STATIC_REQUIRE(std::is_same_v<raw::codec, d::mapped_value<ddb::attribute_value>>);
}

TEST_CASE("a step that leads nowhere: no such member, or a value without members or elements") {
  STATIC_REQUIRE(target<Address, d::attribute_path<"address", "town">>::fault == F::unknown_member);
  STATIC_REQUIRE(target<Address, d::attribute_path<"address", d::path_step(0)>>::fault ==
                 F::not_composite);
  STATIC_REQUIRE(target<std::vector<Line>, d::attribute_path<"lines", "sku">>::fault ==
                 F::not_composite);  // a list's elements are reached by position
  STATIC_REQUIRE(target<std::set<std::string>, d::attribute_path<"tags", d::path_step(0)>>::fault ==
                 F::not_composite);  // DynamoDB's sets have no positions
  STATIC_REQUIRE(target<std::int64_t, d::attribute_path<"total", "x">>::fault == F::not_composite);
  STATIC_REQUIRE(
      target<std::vector<Line>, d::attribute_path<"lines", d::path_step(0), "qty", "x">>::fault ==
      F::not_composite);
  // A key field stores a string: nothing within it.
  STATIC_REQUIRE(d::path_target<kp::string<16>, d::attribute_path<"status", "x">>::fault ==
                 F::not_composite);
}

TEST_CASE("path_text spells the path as DynamoDB's documents do") {
  STATIC_REQUIRE(d::path_text<d::attribute_path<"status">>.view() == "status");
  STATIC_REQUIRE(d::path_text<d::attribute_path<"address", "city">>.view() == "address.city");
  STATIC_REQUIRE(d::path_text<d::attribute_path<"lines", d::path_step(0), "qty">>.view() ==
                 "lines[0].qty");
  STATIC_REQUIRE(d::path_text<d::attribute_path<"m", d::path_step(10), d::path_step(123)>>.view() ==
                 "m[10][123]");
  // A path of no steps spells the attribute's name in a fixed_string equal to it, so the
  // diagnostics of top-level attributes name the same template argument as before.
  STATIC_REQUIRE(
      std::is_same_v<std::remove_const_t<decltype(d::path_text<d::attribute_path<"status">>)>,
                     kp::fixed_string<6>>);
}

TEST_CASE("the members of a kp::members mapping, by position") {
  using M = kp::attribute_mapping<Line>;
  STATIC_REQUIRE(M::member_count == 2);
  STATIC_REQUIRE(M::member_name<0> == "sku");
  STATIC_REQUIRE(M::member_name<1> == "qty");
  STATIC_REQUIRE(std::is_same_v<M::member_type<1>, std::int64_t>);
}
