// Tests of schema/detail/relations.hpp, and the one "neighbours" rule that kp::table and
// kp::schema share (detail::may_reach). Each relation is held against what the queries it
// stands for actually select.
#include <keyplate/schema.hpp>
#include <keyplate/table.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByTag = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Id = kp::field<"id", kp::uint<4>>;
using Tag = kp::field<"tag", kp::string<8>>;
// On ByTag: A's sort template has no field, so A's query there is `gsi1sk = "#METADATA"`. B's
// sort keys begin with "#METADATA" but never equal it; C's are exactly "#METADATA"; D's share
// no prefix with A's.
using A = kp::entity<"A", kp::fields<Id, Tag>, kp::keys<Primary, "A#{id}", "#METADATA">,
                     kp::keys<ByTag, "TAG#{tag}", "#METADATA">>;
using B = kp::entity<"B", kp::fields<Id, Tag>, kp::keys<Primary, "B#{id}", "X">,
                     kp::keys<ByTag, "TAG#{tag}", "#METADATA#{id}">>;
using C = kp::entity<"C", kp::fields<Id, Tag>, kp::keys<Primary, "C#{id}", "X">,
                     kp::keys<ByTag, "TAG#{tag}", "#METADATA">>;
using D = kp::entity<"D", kp::fields<Id, Tag>, kp::keys<Primary, "D#{id}", "X">,
                     kp::keys<ByTag, "TAG#{tag}", "ITEM#{id}">>;
using Shop = kp::schema<kp::indexes<Primary, ByTag>, A, B, C, D>;
static_assert(Shop::valid);

// Whether entity From's query on ByTag for tag "t" selects the item of entity To with id 7.
template <class From, class To>
bool query_selects() {
  const ddb::query_parts q = From::template query<ByTag>(kp::arg<"tag">(std::string("t")));
  const auto to = To::make(kp::arg<"id">(7), kp::arg<"tag">(std::string("t")));
  const auto condition = kp::detail::cursor::condition_of(q);
  REQUIRE(condition.has_value());
  return condition->selects(To::template key<ByTag>(to).sort);
}
}  // namespace

TEST_CASE("neighbours on an index: a fieldless sort template is queried with =") {
  constexpr auto n = Shop::neighbours<ByTag>;
  // A (= "#METADATA") reaches C ("#METADATA") but not B ("#METADATA#0007"): before the rule was
  // shared, the schema said A reaches B (it took every query for a prefix), and the table's
  // copy (no neighbours for a layout without fields) would have said A does not reach C.
  CHECK(n[0][2]);
  CHECK(!n[0][1]);
  CHECK(query_selects<A, C>());
  CHECK(!query_selects<A, B>());
  // B's and D's queries are prefixes ("#METADATA#", "ITEM#"): B reaches neither A nor C.
  CHECK(!n[1][0]);
  CHECK(!query_selects<B, A>());
  CHECK(n[2][0]);
  CHECK(query_selects<C, A>());
  CHECK(!n[0][3]);
  CHECK(!n[3][0]);
  CHECK(!query_selects<A, D>());
  CHECK(!query_selects<D, A>());
  for (std::size_t e = 0; e != Shop::entity_count; ++e) CHECK(!n[e][e]);
}

TEST_CASE("every relation agrees with the queries it stands for") {
  constexpr auto n = Shop::neighbours<ByTag>;
  CHECK(n[0][1] == query_selects<A, B>());
  CHECK(n[0][2] == query_selects<A, C>());
  CHECK(n[1][2] == query_selects<B, C>());
  CHECK(n[2][1] == query_selects<C, B>());
  CHECK(n[3][1] == query_selects<D, B>());
  CHECK(n[1][3] == query_selects<B, D>());
}

TEST_CASE("kp::table: a layout without fields is queried by prefix() too") {
  // In a table every layout's prefixes and ranges count: "#METADATA"'s prefix() is
  // begins_with "#METADATA", which selects "#METADATA#0007". (Before the rule was shared, the
  // table skipped layouts without fields and said no.)
  using Meta = kp::key<"#METADATA">;
  using Child = kp::key<"#METADATA#{id}", kp::uint<4>>;
  using Order = kp::key<"ORDER#{id}", kp::uint<4>>;
  using T = kp::table<Meta, Child, Order>;
  CHECK(Meta::prefix().selects(Child::encode(7)));
  CHECK(T::neighbours[0][1]);
  CHECK(!Child::prefix().selects(Meta::encode()));
  CHECK(!T::neighbours[1][0]);
  CHECK(!T::neighbours[0][2]);
  CHECK(!T::neighbours[2][0]);
  // The schema's entities: the same layouts, but a sort template without fields is queried
  // with = only.
  CHECK(kp::detail::may_reach<Meta, Child>(false));
  CHECK(!kp::detail::may_reach<Meta, Child>(true));
  CHECK(kp::detail::may_reach<Meta, Meta>(true));
  CHECK(
      kp::detail::may_reach<kp::key<"A#{id}", kp::uint<4>>, kp::key<"A#{x}#B", kp::uint<2>>>(true));
}

TEST_CASE("primary keys apart, partitions shared") {
  STATIC_REQUIRE(kp::detail::primary_keys_apart<Primary, A, B>::value);  // partitions A#, B#
  STATIC_REQUIRE(kp::detail::may_share_partition<ByTag, A, B>());
  STATIC_REQUIRE(!kp::detail::may_share_partition<Primary, A, B>());
  STATIC_REQUIRE(kp::detail::may_meet<ByTag, A, C>());
  STATIC_REQUIRE(!kp::detail::may_meet<Primary, A, C>());
}
