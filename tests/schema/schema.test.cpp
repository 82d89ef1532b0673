#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "catch.hpp"
#include "shop.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

namespace {
// The shared shop (shop.hpp): Primary, ByStatus, ByEmail, Customer; Order, with a required note.
using namespace schema_shop;
using Order = OrderWith<Note>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, Order>;

static_assert(Shop::valid);
static_assert(!Shop::neighbours<Primary>[0][1] && !Shop::neighbours<Primary>[1][0]);
}  // namespace

TEST_CASE("identify finds the entity that wrote an item, and its values") {
  const auto c = Customer::make(kp::arg<"customerId">(42), kp::arg<"email">("a@example.com"));
  const auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                             kp::arg<"orderId">(100), kp::arg<"note">(""));
  const auto a = Shop::identify(Customer::item(c));
  REQUIRE(a.has_value());
  REQUIRE(a->index() == 0);
  CHECK(a->get<0>() == c);
  const auto b = Shop::identify(Order::item(o));
  REQUIRE(b.has_value());
  REQUIRE(b->index() == 1);
  CHECK(b->get<1>() == o);

  ddb::item foreign;
  foreign.set("pk", {kp::attribute_kind::S, "USER#1"});
  foreign.set("sk", {kp::attribute_kind::S, "X"});
  CHECK(Shop::identify(foreign).error().code == kp::error_code::no_matching_layout);
  CHECK(Shop::identify(ddb::item{}).error().code == kp::error_code::missing_attribute);
}

TEST_CASE("an item collection query reads a whole partition") {
  const auto q = Shop::query<Primary>(kp::arg<"customerId">(42));
  CHECK(q.key_condition_expression == "#pk = :pk");
  CHECK(q.expression_attribute_values.at(":pk") == "CUSTOMER#42");
}

TEST_CASE("an item collection query takes the query options") {
  // `customerId` is declared by both entities the collection holds, with one type.
  const auto q = Shop::query<Primary>(kp::arg<"customerId">(42), kp::limit(10), kp::descending,
                                      kp::consistent, kp::filter(kp::attr<"customerId"> > 7));
  CHECK(q.key_condition_expression == "#pk = :pk");
  CHECK(q.filter_expression == "#n0 > :v0");
  CHECK(q.expression_attribute_names.at("#n0") == "customerId");
  CHECK(q.filter_values.at(":v0") == ddb::attribute_value(kp::attribute_kind::N, "7"));
  CHECK(q.limit == 10U);
  CHECK(q.order == ddb::scan_order::descending);
  CHECK(q.consistent_read);
  CHECK_FALSE(q.count_only);
  CHECK(Shop::query<ByStatus>(kp::arg<"status">("PAID"), kp::count_only).count_only);
  const auto zero = Shop::try_query<Primary>(kp::arg<"customerId">(42), kp::limit(0));
  CHECK(zero.error().code == kp::error_code::out_of_range);
  CHECK(zero.error().field == "Limit");
  // The operand is checked at run time too, by the type every entity gives the attribute.
  const auto long_status = Shop::try_query<ByStatus>(
      kp::arg<"status">("PAID"), kp::filter(kp::attr<"note"> == std::string(201, 'x')));
  CHECK(long_status.error().code == kp::error_code::too_long);
}

TEST_CASE("table_definition lists every key attribute once and each index") {
  const ddb::table_definition t = Shop::table_definition("shop");
  CHECK(t.table_name == "shop");
  CHECK(t.attribute_names == std::vector<std::string>{"pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk"});
  REQUIRE(t.key_schema.size() == 2);
  CHECK(t.key_schema[0] == ddb::key_schema_element{"pk", "HASH"});
  REQUIRE(t.global_secondary_indexes.size() == 2);
  CHECK(t.global_secondary_indexes[1].index_name == "gsi2");
  CHECK(t.global_secondary_indexes[1].key_schema.size() == 1);
}
