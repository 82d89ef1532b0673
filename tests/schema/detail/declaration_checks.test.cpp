// Tests of schema/detail/declaration_checks.hpp: the finder returns each kind of mistake of an
// entity's declaration, without a failing build (the must-not-compile cases check the messages).
#include <cstddef>
#include <keyplate/codecs/boolean.hpp>
#include <keyplate/schema/detail/declaration_checks.hpp>
#include <keyplate/schema/index.hpp>
#include <keyplate/schema/native_index.hpp>
#include <keyplate/schema/ttl.hpp>
#include <keyplate/schema/version.hpp>
#include <string>
#include <utility>

#include "../../must_not_compile/numbered_indexes.hpp"
#include "catch.hpp"

namespace kp = keyplate;

namespace {
using kp::detail::declaration_problem;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Inverted = kp::index<"sk", "pk", "inverted">;
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;
using Id = kp::field<"id", kp::uint<>>;
using Status = kp::optional_field<"status", kp::string<16>>;

// The facts of an entity named "E" (facts never assert, whatever the declaration).
template <class Fields, class... Keys>
using facts = kp::detail::entity_facts<"E", Fields, Keys...>;
template <class Facts>
constexpr declaration_problem problem = kp::detail::find_declaration_problem<Facts>().problem;

using Good = facts<kp::fields<Id, Status>, kp::keys<Primary, "E#{id}", "#METADATA">,
                   kp::keys<ByStatus, "STATUS#{status}", "{id}">>;
}  // namespace

TEST_CASE("a correct declaration has no problem") {
  STATIC_REQUIRE(problem<Good> == declaration_problem::none);
  STATIC_REQUIRE(kp::detail::declaration_checks<Good>::ok);
}

TEST_CASE("each mistake of a declaration is found") {
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<ByStatus, "A#{id}", "B">>> ==
                 declaration_problem::no_table_keys);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<Primary, "C#{id}", "D">>> ==
                 declaration_problem::keys_twice);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}">>> ==
                 declaration_problem::sort_template);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<ByEmail, "E#{id}", "X">>> ==
                 declaration_problem::sort_template);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{idd}", "B">>> ==
                 declaration_problem::undeclared_template_field);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, Status>, kp::keys<Primary, "A#{id}", "{status}">>> ==
                 declaration_problem::optional_in_primary);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, kp::ttl_attribute<"a">, kp::ttl_attribute<"b">>,
                               kp::keys<Primary, "A#{id}", "B">>> ==
                 declaration_problem::ttl_twice);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, kp::attribute<"total", kp::number>>,
                               kp::keys<Primary, "A#{id}", "T#{total}">>> ==
                 declaration_problem::data_in_key);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, Id>, kp::keys<Primary, "A#{id}", "B">>> ==
                 declaration_problem::duplicate_field);
  STATIC_REQUIRE(
      problem<facts<kp::fields<Id, kp::field<"gsi1pk">>, kp::keys<Primary, "A#{id}", "B">,
                    kp::keys<ByStatus, "S#{id}", "T">>> ==
      declaration_problem::field_like_key_attribute);
  // The inverted index's partition is the table's sort key: one attribute, two templates.
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<Inverted, "C", "A#{id}">>> ==
                 declaration_problem::shared_attribute_templates);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<Inverted, "B", "A#{id}">>> == declaration_problem::none);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, kp::shard_field<"shard", 4, "other">>,
                               kp::keys<Primary, "A#{id}", "B#{shard}">>> ==
                 declaration_problem::shard_source_undeclared);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, Status, kp::shard_field<"shard", 4, "status">>,
                               kp::keys<Primary, "A#{id}", "B#{shard}">>> ==
                 declaration_problem::shard_source_not_primary);
  STATIC_REQUIRE(
      problem<facts<kp::fields<Id, kp::version_attribute<"a">, kp::version_attribute<"b">>,
                    kp::keys<Primary, "A#{id}", "B">>> == declaration_problem::version_twice);
  STATIC_REQUIRE(problem<facts<kp::fields<Id>, kp::keys<Primary>>> ==
                 declaration_problem::keys_without_templates);
}

namespace {
// 65 keys<...>: the table's and 64 secondary indexes'.
template <std::size_t... I>
facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
      kp::keys<keyplate_test::numbered_index<I>, "S", "{id}">...>
    keys_on_indexes(std::index_sequence<I...>);
template <std::size_t N>
using with_secondaries = decltype(keys_on_indexes(std::make_index_sequence<N>{}));

using Region = kp::field<"region", kp::string<8>>;
using ByRegion = kp::native_index<"gsi3", kp::partition<"id", "region">>;
}  // namespace

TEST_CASE("an entity keyed on more than 64 indexes is found before its keys are read") {
  STATIC_REQUIRE(problem<with_secondaries<63>> == declaration_problem::none);
  STATIC_REQUIRE(problem<with_secondaries<64>> == declaration_problem::keys_over_64);
}

TEST_CASE("each mistake of a native index's keys is a declaration problem") {
  STATIC_REQUIRE(
      problem<
          facts<kp::fields<Id, Region>, kp::keys<Primary, "A#{id}", "B">, kp::keys<ByRegion>>> ==
      declaration_problem::none);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, Region>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<ByRegion>, kp::keys<ByRegion>>> ==
                 declaration_problem::native_twice);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, Region>, kp::keys<Primary, "A#{id}", "B">,
                               kp::keys<ByRegion, "R#{region}">>> ==
                 declaration_problem::native_templates);
  STATIC_REQUIRE(
      problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">, kp::keys<ByRegion>>> ==
      declaration_problem::native_field_missing);
  STATIC_REQUIRE(problem<facts<kp::fields<Id, kp::field<"region", kp::boolean>>,
                               kp::keys<Primary, "A#{id}", "B">, kp::keys<ByRegion>>> ==
                 declaration_problem::native_attribute_type);
  // Where: the native index (its position among the entity's native indexes) and its attribute.
  constexpr auto c = kp::detail::find_declaration_problem<
      facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">, kp::keys<ByRegion>>>();
  STATIC_REQUIRE(c.at == 0);
  STATIC_REQUIRE(c.field == 1);  // region
}

TEST_CASE("the finder says where the mistake is") {
  constexpr auto c =
      kp::detail::find_declaration_problem<facts<kp::fields<Id>, kp::keys<Primary, "A#{id}", "B">,
                                                 kp::keys<ByStatus, "S#{id}#{x}", "T">>>();
  STATIC_REQUIRE(c.problem == declaration_problem::undeclared_template_field);
  STATIC_REQUIRE(c.at == 1);     // the second keys<...>
  STATIC_REQUIRE(c.field == 1);  // its template's second field
  STATIC_REQUIRE(!c.in_sort);
  constexpr auto data = kp::detail::find_declaration_problem<
      facts<kp::fields<Id, kp::optional_attribute<"note", std::string>>,
            kp::keys<Primary, "A#{id}", "B">, kp::keys<ByStatus, "S#{note}", "T#{id}">>>();
  STATIC_REQUIRE(data.problem == declaration_problem::data_in_key);
  STATIC_REQUIRE(data.at == 1);
  STATIC_REQUIRE(data.field == 0);
  STATIC_REQUIRE(!data.in_sort);
  constexpr auto d = kp::detail::find_declaration_problem<facts<
      kp::fields<Id, kp::field<"name">, kp::field<"name">>, kp::keys<Primary, "A#{id}", "B">>>();
  STATIC_REQUIRE(d.problem == declaration_problem::duplicate_field);
  STATIC_REQUIRE(d.at == 2);  // the field that repeats an earlier name
  // A data attribute (or any field) named "": DynamoDB's names are at least one byte long.
  constexpr auto u = kp::detail::find_declaration_problem<
      facts<kp::fields<Id, kp::attribute<"", int>, kp::attribute<"", int>>,
            kp::keys<Primary, "A#{id}", "B">>>();
  STATIC_REQUIRE(u.problem == declaration_problem::unnamed_field);
  STATIC_REQUIRE(u.at == 1);  // before it is a duplicate
}
