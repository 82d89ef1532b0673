// Tests of schema/detail/schema_reads.hpp: identify by primary layouts, and the owner of an item
// collection.
#include <keyplate/schema.hpp>
#include <string>
#include <tuple>
#include <type_traits>

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
  // Options name no field.
  STATIC_REQUIRE(
      reads::collection_owner<Primary, kp::limit_option, kp::named_value<"customerId", int>>() ==
      0);
  STATIC_REQUIRE(reads::collection_owner<Primary, kp::limit_option>() == 2);
}

TEST_CASE("a collection holds its owner's items and those of entities sharing its partition") {
  using kp::detail::facts_of;
  STATIC_REQUIRE(std::is_same_v<reads::collection_facts<Primary, 0>,
                                std::tuple<facts_of<Customer>, facts_of<Order>>>);
  STATIC_REQUIRE(std::is_same_v<reads::collection_facts<Primary, 1>,
                                std::tuple<facts_of<Order>, facts_of<Customer>>>);
  // Customer has no keys on ByStatus.
  STATIC_REQUIRE(std::is_same_v<reads::collection_facts<ByStatus, 1>, std::tuple<facts_of<Order>>>);
  using Shared = decltype(kp::attr<"customerId"> == 1);
  STATIC_REQUIRE(
      reads::filter_ok<Shared>(static_cast<const reads::collection_facts<Primary, 0>*>(nullptr)));
  STATIC_REQUIRE(reads::collection_args_ok<Primary, kp::named_value<"customerId", int>,
                                           kp::filter_condition<Shared>, kp::limit_option>());
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
