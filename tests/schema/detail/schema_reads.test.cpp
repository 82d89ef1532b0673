// Tests of schema/detail/schema_reads.hpp: identify by primary layouts, and the owner of an item
// collection.
#include <keyplate/schema.hpp>
#include <string>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
using namespace schema_shop;
using Order = OrderWith<>;
using reads = kp::detail::schema_reads<Primary, Customer, Order>;
using namespace std::chrono_literals;
}  // namespace

TEST_CASE("the owner of an item collection uses exactly its fields") {
  STATIC_REQUIRE(reads::collection_owner<Primary, kp::named_value<"customerId", int>>() == 0);
  STATIC_REQUIRE(reads::collection_owner<ByStatus, kp::named_value<"status", std::string>>() == 1);
  STATIC_REQUIRE(reads::collection_owner<ByStatus, kp::named_value<"orderId", int>>() == 2);
}

TEST_CASE("identify tells the entity, or why none") {
  const auto c = Customer::make(kp::arg<"customerId">(1), kp::arg<"email">("a@b.example"));
  const kp::result<reads::values> found = reads::identify(Customer::item(c));
  REQUIRE(found);
  CHECK(found->index() == 0);
  CHECK(found->get<Customer>() == c);
  kp::dynamodb::item it = Customer::item(c);
  it.set("sk", {kp::attribute_kind::S, "NOT#ANY"});
  CHECK(reads::identify(it).error().code == kp::error_code::no_matching_layout);
  it.erase("sk");
  CHECK(reads::identify(it).error().code == kp::error_code::missing_attribute);
  CHECK(reads::identify(it).error().field == "sk");
  const kp::dynamodb::query_parts q = reads::query<Primary>(kp::arg<"customerId">(1)).value();
  CHECK(q.expression_attribute_values.at(":pk") == "CUSTOMER#1");
}
