// README.md, "Entities and the whole table": the tour's schema example, compiled, and every key
// and attribute its comments show checked against hand-written text. snippets.test.cpp checks
// that the README block's code lines are lines of this file.
#include <chrono>
#include <keyplate/schema.hpp>  // the schema layer and every codec (kp::date too)
#include <map>
#include <set>
#include <string>
#include <variant>

#include "catch.hpp"
#include "request.hpp"

namespace kp = keyplate;
using namespace std::chrono_literals;

// --- README code (its #include is above) ---
namespace ddb = kp::dynamodb;

using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"name", kp::string<100>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
               kp::field<"orderId", kp::uint<10>>, kp::optional_field<"status", kp::string<16>>,
               kp::attribute<"tags", std::set<std::string>>>,  // data, in no key: an SS
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">>;  // sparse: needs a status
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;
static_assert(Shop::valid);  // among others: Customer and Order never write the same pk + sk
// --- end of README code ---

TEST_CASE("README tour: one order's item, a query and identify") {
  const Order::values o = Order::make(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                                      kp::arg<"orderId">(100), kp::arg<"status">("SHIPPED"),
                                      kp::arg<"tags">(std::set<std::string>{"gift"}));
  const ddb::item it = Order::item(o);  // pk, sk, gsi1pk, gsi1sk and the five fields:
  // pk "CUSTOMER#42", sk "ORDER#2026-10-01#0000000100", gsi1pk "STATUS#SHIPPED",
  // gsi1sk "2026-10-01#0000000100", customerId 42 (N), date "2026-10-01", orderId 100 (N), ...
  const ddb::query_parts q =
      Order::query<ByStatus>(kp::arg<"status">("SHIPPED"), kp::arg<"date">(kp::partial("2026-10")));
  // IndexName gsi1, #pk = :pk AND begins_with(#sk, :sk), :pk STATUS#SHIPPED, :sk 2026-10
  const auto which = Shop::identify(it);  // result<kp::entity_variant<Customer, Order>>
  const ddb::update_parts u =
      Order::update(kp::arg<"customerId">(42), kp::arg<"date">(2026y / 10 / 1d),
                    kp::arg<"orderId">(100), kp::set<"status">("DELIVERED"));
  // SET status, gsi1pk "STATUS#DELIVERED", gsi1sk; only if the item exists: no stale GSI key

  ddb::item expected;
  expected.set("customerId", {kp::attribute_kind::N, "42"});
  expected.set("date", {kp::attribute_kind::S, "2026-10-01"});
  expected.set("gsi1pk", {kp::attribute_kind::S, "STATUS#SHIPPED"});
  expected.set("gsi1sk", {kp::attribute_kind::S, "2026-10-01#0000000100"});
  expected.set("orderId", {kp::attribute_kind::N, "100"});
  expected.set("pk", {kp::attribute_kind::S, "CUSTOMER#42"});
  expected.set("sk", {kp::attribute_kind::S, "ORDER#2026-10-01#0000000100"});
  expected.set("status", {kp::attribute_kind::S, "SHIPPED"});
  expected.set("tags", ddb::attribute_value::string_set({"gift"}));
  CHECK(it == expected);
  cookbook::check_request(q, "#pk = :pk AND begins_with(#sk, :sk)",
                          {{":pk", "STATUS#SHIPPED"}, {":sk", "2026-10"}},
                          {{"#pk", "gsi1pk"}, {"#sk", "gsi1sk"}}, "gsi1");
  REQUIRE(which.has_value());
  CHECK(which->get<Order>() == o);
  std::map<std::string, std::string> written;
  for (const auto& [placeholder, name] : u.expression_attribute_names) {
    const auto value = u.expression_attribute_values.find(":" + placeholder.substr(1));
    if (value != u.expression_attribute_values.end()) written[name] = value->second.text;
  }
  CHECK(written == std::map<std::string, std::string>{{"gsi1pk", "STATUS#DELIVERED"},
                                                      {"gsi1sk", "2026-10-01#0000000100"},
                                                      {"status", "DELIVERED"}});
  CHECK(u.condition_expression == "attribute_exists(#pk)");
}
