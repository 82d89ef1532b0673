// Tests of schema/detail/update_checks.hpp: each kind of mistake of an update's arguments is
// found by constant evaluation, without a failing build (the messages themselves: the
// must-not-compile cases schema_update_* and schema_version_*).
#include <cstdint>
#include <keyplate/schema.hpp>
#include <string>

#include "../../catch.hpp"

namespace kp = keyplate;

namespace {
using P = kp::detail::schema_problem;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Task =
    kp::entity<"Task",
               kp::fields<kp::field<"taskId", kp::uint<>>, kp::field<"owner", kp::string<32>>,
                          kp::optional_field<"status", kp::string<16>>,
                          kp::field<"title", kp::string<64>>, kp::version_attribute<"version">>,
               kp::keys<Primary, "TASK#{taskId}", "#METADATA">,
               kp::keys<ByStatus, "STATUS#{status}", "{owner}#{taskId}">>;

using Id = kp::named_value<"taskId", int>;
template <class Arg>
constexpr P argument_problem = kp::detail::find_update_argument_problem<Task, Arg>();
}  // namespace

TEST_CASE("each argument's own mistake is found") {
  STATIC_REQUIRE(argument_problem<kp::set_value<"title", std::string>> == P::none);
  STATIC_REQUIRE(argument_problem<kp::set_value<"taskId", int>> == P::update_sets_primary);
  STATIC_REQUIRE(argument_problem<kp::known_value<"taskId", int>> == P::known_primary_field);
  STATIC_REQUIRE(argument_problem<kp::unset_field<"title">> == P::unset_required_field);
  STATIC_REQUIRE(argument_problem<kp::unset_field<"status">> == P::none);
  STATIC_REQUIRE(argument_problem<kp::set_value<"title", double>> == P::value_type);
  STATIC_REQUIRE(argument_problem<kp::named_value<"taskId", const char*>> == P::value_type);
  STATIC_REQUIRE(kp::detail::find_bad_update_argument<Task, Id, kp::set_value<"title", std::string>,
                                                      kp::unset_field<"title">>() == 2);
}

TEST_CASE("the version attribute is the write's to set; a version argument is no field") {
  STATIC_REQUIRE(argument_problem<kp::set_value<"version", std::uint64_t>> == P::version_written);
  STATIC_REQUIRE(argument_problem<kp::known_value<"version", std::uint64_t>> == P::version_written);
  STATIC_REQUIRE(argument_problem<kp::expected_version> == P::none);
  STATIC_REQUIRE(kp::detail::find_bad_update_argument<Task, Id, kp::expected_version,
                                                      kp::set_value<"title", std::string>>() == 3);
}
