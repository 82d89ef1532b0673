// The version steps of the writes: which version a call expects, the check of the version
// arguments, and the condition and next version a request gains.
#include <keyplate/schema.hpp>
#include <limits>
#include <string>

#include "../../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using Primary = kp::index<"pk", "sk">;
using Doc = kp::entity<"Doc", kp::fields<kp::field<"id", kp::uint<>>, kp::version_attribute<"rev">>,
                       kp::keys<Primary, "DOC#{id}", "#">>;
using Note = kp::entity<"Note", kp::fields<kp::field<"id", kp::uint<>>>,
                        kp::keys<Primary, "NOTE#{id}", "#">>;
using DocFacts =
    kp::detail::entity_facts<"Doc",
                             kp::fields<kp::field<"id", kp::uint<>>, kp::version_attribute<"rev">>,
                             kp::keys<Primary, "DOC#{id}", "#">>;
using NoteFacts = kp::detail::entity_facts<"Note", kp::fields<kp::field<"id", kp::uint<>>>,
                                           kp::keys<Primary, "NOTE#{id}", "#">>;
using versions = kp::detail::entity_versions<DocFacts, Doc::values>;
using id_arg = kp::named_value<"id", int>;

// One version argument for an entity with a version attribute, none for one without.
static_assert(kp::detail::version_args_ok<DocFacts, "update", id_arg, kp::expected_version>());
static_assert(kp::detail::version_args_ok<NoteFacts, "remove", id_arg>());
static_assert(versions::index == 1 && versions::name == "rev");
// A version argument names no field: the name checks skip it, and it repeats no name.
static_assert(kp::expected_version::name.view().empty());
static_assert(kp::detail::first_repeated(std::array<std::string_view, 3>{"", "id", ""}) == 3);
static_assert(kp::detail::kind_of<kp::expected_version>() == kp::detail::argument_kind::version);
static_assert(kp::at_version(4).version == 4 && !kp::at_version(4).any && kp::any_version.any);

TEST_CASE("expected_among finds the version argument wherever it is") {
  const int id = 3;
  CHECK(kp::detail::expected_among(kp::arg<"id">(id), kp::at_version(9)).version == 9);
  CHECK(kp::detail::expected_among(kp::any_version, kp::arg<"id">(id)).any);
}

TEST_CASE("expect_version: attribute_not_exists at version 0, equality after") {
  std::string condition = "attribute_exists(#pk)";
  std::map<std::string, std::string> names;
  std::map<std::string, av> values;
  versions::expect_version(0, condition, names, values);
  CHECK(condition == "attribute_exists(#pk) AND attribute_not_exists(#version)");
  CHECK(names == std::map<std::string, std::string>{{"#version", "rev"}});
  CHECK(values.empty());

  condition.clear();
  names.clear();
  versions::expect_version(12, condition, names, values);
  CHECK(condition == "#version = :version");
  CHECK(values.at(":version") == av::number("12"));
}

TEST_CASE("next: k + 1, out_of_range after the largest") {
  CHECK(*versions::next(0) == av::number("1"));
  CHECK(*versions::next(41) == av::number("42"));
  const auto none = versions::next(std::numeric_limits<std::uint64_t>::max());
  REQUIRE_FALSE(none);
  CHECK(none.error().code == kp::error_code::out_of_range);
  CHECK(none.error().field == "rev");
  const auto v = Doc::make(kp::arg<"id">(1), kp::arg<"rev">(std::uint64_t{5}));
  CHECK(versions::of(v) == 5);
}

TEST_CASE("the version's mapping: N, and version 0 is no attribute") {
  using M = kp::detail::version_mapping;
  CHECK(M::absent(0));
  CHECK_FALSE(M::absent(1));
  CHECK(M::to_attribute(7) == av::number("7"));
  CHECK(*M::from_attribute(av::number("7")) == 7);
  CHECK(M::from_attribute(av::string("7")).error().code == kp::error_code::wrong_attribute_type);
}

}  // namespace
