// Tests of schema/detail/entity_facts.hpp: an entity's facts, also for a declaration with a
// mistake (facts never assert), and the key types its templates become.
#include <keyplate/schema/detail/entity_facts.hpp>
#include <keyplate/schema/index.hpp>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Facts = kp::detail::entity_facts<
    "Order", kp::fields<kp::field<"id", kp::uint<4>>, kp::optional_field<"status", kp::string<8>>>,
    kp::keys<Primary, "O#{id}", "X">, kp::keys<ByStatus, "S#{status}", "{id}">>;
using Sparse = Facts::keys_on<ByStatus>;
// Names a field it does not declare: still a kp::key (string<> for it).
using Bad = kp::detail::entity_facts<"Bad", kp::fields<kp::field<"id", kp::uint<4>>>,
                                     kp::keys<Primary, "B#{nope}", "X">>;
}  // namespace

TEST_CASE("an entity's facts") {
  STATIC_REQUIRE(Facts::name == "Order");
  STATIC_REQUIRE(Facts::field_count == 2);
  STATIC_REQUIRE(Facts::field_index("status") == 1);
  STATIC_REQUIRE(Facts::field_index("nope") == Facts::field_count);
  STATIC_REQUIRE(Facts::field_optional[1] && !Facts::field_computed[1]);
  STATIC_REQUIRE(std::is_same_v<Facts::codec_at<0>, kp::uint<4>>);
  STATIC_REQUIRE(std::is_same_v<Facts::codec_or_string<Facts::field_count>, kp::string<>>);
  STATIC_REQUIRE(Facts::has_index<ByStatus>);
  STATIC_REQUIRE(!Facts::has_index<kp::index<"x", "y", "z">>);
  STATIC_REQUIRE(kp::detail::keys_count<Facts> == 2);
}

namespace {
// A type deriving from the facts, as kp::entity does.
struct Derived : Facts {};
}  // namespace

TEST_CASE("facts_of gives the facts a type derives from") {
  STATIC_REQUIRE(std::is_same_v<kp::detail::facts_of<Derived>, Facts>);
  STATIC_REQUIRE(std::is_same_v<kp::detail::facts_of<Facts>, Facts>);
}

TEST_CASE("which fields a template uses, and sparse keys") {
  constexpr auto uses = kp::detail::fields_of_keys<Facts, Sparse>;
  STATIC_REQUIRE(uses[0] && uses[1]);
  STATIC_REQUIRE(kp::detail::sparse_keys<Facts, Sparse>);
  STATIC_REQUIRE(!kp::detail::sparse_keys<Facts, Facts::keys_on<Primary>>);
  STATIC_REQUIRE(!kp::detail::has_computed<Facts>);
}

TEST_CASE("a template becomes a kp::key over the fields' codecs") {
  using L = kp::detail::layouts_on<Facts, ByStatus>;
  STATIC_REQUIRE(std::is_same_v<L::partition, kp::key<"S#{status}", kp::string<8>>>);
  STATIC_REQUIRE(std::is_same_v<L::sort, kp::key<"{id}", kp::uint<4>>>);
  STATIC_REQUIRE(L::sparse);
  STATIC_REQUIRE(
      std::is_same_v<kp::detail::layouts_on<Facts, kp::index<"x", "y", "z">>::sort, void>);
  using B = kp::detail::layouts_on<Bad, Primary>;
  STATIC_REQUIRE(std::is_same_v<B::partition, kp::key<"B#{nope}", kp::string<>>>);
  CHECK(L::partition::encode("OPEN") == "S#OPEN");
}
