// Tests of schema/detail/item_attributes.hpp: an item's attributes, sorted by name, a shared key
// attribute once, and which keys write each.
#include <keyplate/schema/detail/item_attributes.hpp>
#include <keyplate/schema/index.hpp>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
using kp::detail::attribute_role;
using Primary = kp::index<"pk", "sk">;
using Inverted = kp::index<"sk", "pk", "inverted">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Facts = kp::detail::entity_facts<
    "Order", kp::fields<kp::field<"id", kp::uint<4>>, kp::optional_field<"status", kp::string<8>>>,
    kp::keys<Primary, "O#{id}", "ORDER">, kp::keys<Inverted, "ORDER", "O#{id}">,
    kp::keys<ByStatus, "S#{status}", "{id}">>;
using A = kp::detail::item_attributes<Facts>;
}  // namespace

TEST_CASE("the attributes of an item, each name once, in name order") {
  // gsi1pk, gsi1sk, id, pk (table and inverted), sk (table and inverted), status
  STATIC_REQUIRE(A::named_attribute_count == 2 + 3 + 3);
  STATIC_REQUIRE(A::attribute_count == 6);
  STATIC_REQUIRE(A::attribute_name(A::attributes[0]) == "gsi1pk");
  STATIC_REQUIRE(A::attribute_name(A::attributes[2]) == "id");
  STATIC_REQUIRE(A::attributes[2].role == attribute_role::field);
  STATIC_REQUIRE(A::attribute_name(A::attributes[3]) == "pk");
  STATIC_REQUIRE(A::attribute_name(A::attributes[5]) == "status");
  STATIC_REQUIRE(A::key_attribute_count == 4);
  STATIC_REQUIRE(A::key_attribute_positions[2] == 3);
}

TEST_CASE("which keys write an attribute, and whether it is always written") {
  STATIC_REQUIRE(A::attribute_writers[3] == 0b011);  // pk: the table's and the inverted index's
  STATIC_REQUIRE(A::attribute_writers[0] == 0b100);  // gsi1pk: the status index's
  STATIC_REQUIRE(A::attribute_writers[2] == 0);      // a field
  STATIC_REQUIRE(A::attribute_always_written(3));
  STATIC_REQUIRE(!A::attribute_always_written(0));  // sparse: needs a status
  STATIC_REQUIRE(A::attribute_template_text<0>().view() == "S#{status}");
  STATIC_REQUIRE(A::attribute_name_text<A::attributes[4]>().view() == "sk");
}
