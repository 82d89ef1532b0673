// Cookbook, "Pitfalls keyplate catches" (docs/cookbook.md): the run-time errors, each checked
// for its error code, field and offset as the cookbook states them: the per-key layer's, and the
// schema layer's on recipe 2's entities.
#include <chrono>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <string>
#include <type_traits>

#include "catch.hpp"
#include "recipes/customers.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using namespace std::chrono_literals;

// --- recipe code (as in the cookbook) ---
using CustomerPk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
using AddressSk = kp::key<"ADDRESS#{name}", kp::string<32>>;
using OrderSk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using TaskSk = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using CommentSk = kp::key<"{parentId}#{commentId}", kp::uint<10>, kp::uint<10>>;

// Recipe 2's entities: examples/recipes/customers.hpp.
using namespace customers;

// The per-key names above are recipe 2's entity layouts.
static_assert(std::is_same_v<CustomerPk, Order::layout<Primary>::partition>);
static_assert(std::is_same_v<AddressSk, Address::layout<Primary>::sort>);
static_assert(std::is_same_v<OrderSk, Order::layout<Primary>::sort>);
// --- end of recipe code ---

namespace {
void check_error(const kp::error& e, kp::error_code code, std::string_view field,
                 std::size_t offset) {
  CHECK(e.code == code);
  CHECK(e.field == field);
  CHECK(e.offset == offset);
}
}  // namespace

TEST_CASE("pitfalls: invalid values are errors, never truncated or clamped") {
  const std::string task = "01HVNR4Q3RA1B2C3D4E5F6G7H8";
  check_error(AddressSk::try_encode(std::string(33, 'x')).error(), kp::error_code::too_long, "name",
              32);
  check_error(AddressSk::try_encode("\xC3").error(), kp::error_code::invalid_utf8, "name", 0);
  check_error(OrderSk::try_encode(2026y / 2 / 30d, 1).error(), kp::error_code::invalid_date, "date",
              0);
  check_error(OrderSk::try_encode(2026y / 10 / 1d, 10'000'000'000).error(),
              kp::error_code::out_of_range, "orderId", 0);
  check_error(CustomerPk::try_encode(-1).error(), kp::error_code::out_of_range, "customerId", 0);
  // A shortened ULID, and one with a letter Crockford base32 leaves out.
  check_error(TaskSk::try_encode("01HVMK3P2Q", task).error(), kp::error_code::invalid_length,
              "projectId", 10);
  check_error(TaskSk::try_encode("01HVMK3P2QZ8Y7X6W5V4T3S2RU", task).error(),
              kp::error_code::invalid_character, "projectId", 25);
}

TEST_CASE("pitfalls: queries that select nothing, or cannot be sent") {
  check_error(OrderSk::try_range(kp::between(2026y / 10 / 3d, 2026y / 10 / 1d)).error(),
              kp::error_code::invalid_range, "date", 0);
  // Nothing is below comment 0: a range that selects nothing, not an error.
  const kp::key_condition none = CommentSk::range(0, kp::less(0));
  CHECK(none.lower() == "0000000000#$");
  CHECK(none.upper() == "0000000000#$");
  // This layout starts with a field: its empty prefix is no sort-key condition at all (DynamoDB
  // rejects an empty begins_with), so the query reads the whole partition.
  const ddb::query_parts q = ddb::query("POST#123", CommentSk::prefix());
  CHECK(q.key_condition_expression == "#pk = :pk");
  // An empty value is still an error, never sent.
  check_error(ddb::try_query("POST#123", kp::key_condition::equals("")).error(),
              kp::error_code::empty_value, ":sk", 0);
}

TEST_CASE("pitfalls: decode accepts only canonical keys") {
  check_error(CustomerPk::decode("CUSTOMER#042").error(), kp::error_code::not_canonical,
              "customerId", 9);
  // An unpadded order number: the fixed-width field runs past the end of the key.
  check_error(OrderSk::decode("ORDER#2026-10-01#100").error(), kp::error_code::invalid_length,
              "orderId", 20);
  check_error(
      TaskSk::decode("PROJECT#01hvmk3p2qz8y7x6w5v4t3s2r1#TASK#01HVNR4Q3RA1B2C3D4E5F6G7H8").error(),
      kp::error_code::invalid_character, "projectId", 10);
  check_error(AddressSk::decode("ADDRESS#Home #2").error(), kp::error_code::unescaped_byte, "name",
              12);
}

TEST_CASE("pitfalls: make checks every value and names the field") {
  check_error(Order::try_make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 2 / 30d),
                              kp::arg<"orderId">(1), kp::arg<"totalCents">(0))
                  .error(),
              kp::error_code::invalid_date, "date", 0);
  check_error(Order::try_make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                              kp::arg<"orderId">(10'000'000'000), kp::arg<"totalCents">(0))
                  .error(),
              kp::error_code::out_of_range, "orderId", 0);
  check_error(Address::try_make(kp::arg<"customerId">(42), kp::arg<"name">(std::string(33, 'x')),
                                kp::arg<"street">(""))
                  .error(),
              kp::error_code::too_long, "name", 32);
  CHECK_THROWS_AS(
      Address::make(kp::arg<"customerId">(42), kp::arg<"name">("\xC3"), kp::arg<"street">("")),
      kp::key_error);
}

TEST_CASE("pitfalls: decode_item and identify accept only items whose keys agree with them") {
  const ddb::item good =
      Order::item(Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                              kp::arg<"orderId">(100), kp::arg<"totalCents">(4599)));
  REQUIRE(Order::decode_item(good).has_value());

  // The sort key says order 101, the orderId attribute says 100.
  ddb::item drifted = good;
  drifted.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-01#0000000101"});
  check_error(Order::decode_item(drifted).error(), kp::error_code::key_mismatch, "sk", 0);
  // identify finds the Order by its keys, then reports what decode_item reports.
  check_error(Customers::identify(drifted).error(), kp::error_code::key_mismatch, "sk", 0);

  ddb::item as_text = good;
  as_text.set("orderId", {kp::attribute_kind::S, "100"});
  check_error(Order::decode_item(as_text).error(), kp::error_code::wrong_attribute_type, "orderId",
              0);

  ddb::item no_total = good;
  no_total.erase("totalCents");
  check_error(Order::decode_item(no_total).error(), kp::error_code::missing_attribute, "totalCents",
              0);

  ddb::item padded = good;
  padded.set("orderId", {kp::attribute_kind::N, "0100"});
  check_error(Order::decode_item(padded).error(), kp::error_code::not_canonical, "orderId", 0);

  ddb::item foreign;
  foreign.set("pk", {kp::attribute_kind::S, "USER#1"});
  foreign.set("sk", {kp::attribute_kind::S, "PROFILE"});
  check_error(Customers::identify(foreign).error(), kp::error_code::no_matching_layout, "pk", 0);
  check_error(Customers::identify(ddb::item{}).error(), kp::error_code::missing_attribute, "pk", 0);
}
