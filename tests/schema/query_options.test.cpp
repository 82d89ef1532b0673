// kp::filter, kp::limit, kp::descending, kp::consistent and kp::count_only on Entity::query and
// Entity::scatter: what each sets in the request, and the filter's text, names and values beside
// the key condition's. (Their checks: detail/query_option_checks.test.cpp and the
// must-not-compile cases query_*; the JSON body: dynamodb_json.test.cpp; on DynamoDB's API:
// integration/conditions_moto.)
#include <cstdint>
#include <keyplate/schema.hpp>
#include <map>
#include <set>
#include <string>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using kp::attr;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByDay = kp::index<"gsi2pk", "gsi2sk", "gsi2">;

// `name` is a DynamoDB reserved word: only a placeholder can name it.
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::field<"status", kp::string<16>>, kp::field<"day", kp::uint<8>>,
               kp::shard_field<"shard", 4, "orderId">, kp::attribute<"total", std::int64_t>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"name", std::string>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">,
    kp::keys<ByDay, "DAY#{day}#{shard}", "{orderId}">>;
}  // namespace

TEST_CASE("query options: none leaves the request as the key condition alone", "[query_options]") {
  const ddb::query_parts q = Order::query<Primary>(kp::arg<"customerId">(42));
  CHECK(q.filter_expression.empty());
  CHECK(q.filter_values.empty());
  CHECK(!q.limit);
  CHECK(q.order == ddb::scan_order::ascending);
  CHECK(!q.consistent_read);
  CHECK(!q.count_only);
  CHECK(q == ddb::query("CUSTOMER#42", Order::layout<Primary>::sort::prefix()));
}

TEST_CASE("query options: each one's part of the request", "[query_options]") {
  const ddb::query_parts q = Order::query<Primary>(kp::arg<"customerId">(42), kp::limit(25),
                                                   kp::descending, kp::consistent, kp::count_only);
  CHECK(q.limit == std::uint32_t{25});
  CHECK(q.order == ddb::scan_order::descending);
  CHECK(q.consistent_read);
  CHECK(q.count_only);
  CHECK(q.key_condition_expression == "#pk = :pk AND begins_with(#sk, :sk)");

  // Options follow the key fields in any order, with a sort key condition too.
  const ddb::query_parts r = Order::query<Primary>(kp::arg<"customerId">(42), kp::descending,
                                                   kp::arg<"orderId">(kp::greater(100)));
  CHECK(r.order == ddb::scan_order::descending);
  CHECK(r.key_condition_expression == "#pk = :pk AND #sk BETWEEN :lo AND :hi");

  // DynamoDB takes a Limit of 1 or more.
  const auto zero = Order::try_query<Primary>(kp::arg<"customerId">(42), kp::limit(0));
  REQUIRE_FALSE(zero);
  CHECK(zero.error().code == kp::error_code::out_of_range);
  CHECK(zero.error().field == "Limit");
}

TEST_CASE("query options: a filter's placeholders are apart from the key condition's",
          "[query_options]") {
  const ddb::query_parts q = Order::query<ByStatus>(
      kp::arg<"status">("PLACED"),
      kp::filter((attr<"total"> >= 50 || attr<"tags">.contains("gift")) && attr<"name">.exists()),
      kp::limit(10));
  CHECK(q.filter_expression == "(#n0 >= :v0 OR contains(#n1, :v1)) AND attribute_exists(#n2)");
  CHECK(q.expression_attribute_names == std::map<std::string, std::string>{{"#n0", "total"},
                                                                           {"#n1", "tags"},
                                                                           {"#n2", "name"},
                                                                           {"#pk", "gsi1pk"},
                                                                           {"#sk", "gsi1sk"}});
  CHECK(q.filter_values ==
        std::map<std::string, av>{{":v0", av::number("50")}, {":v1", av::string("gift")}});
  // The key condition's values are untouched.
  CHECK(q.expression_attribute_values ==
        std::map<std::string, std::string>{{":pk", "STATUS#PLACED"}, {":sk", "ORDER#"}});

  // A filter on the field a key is built from is allowed (the attribute is the field's own).
  const ddb::query_parts s =
      Order::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"status"> != "CANCELLED"));
  CHECK(s.filter_expression == "#n0 <> :v0");
  CHECK(s.expression_attribute_names.at("#n0") == "status");

  // An operand the attribute does not take fails as a write's condition does.
  const auto bad = Order::try_query<Primary>(kp::arg<"customerId">(42),
                                             kp::filter(attr<"status"> == std::string(17, 'x')));
  REQUIRE_FALSE(bad);
  CHECK(bad.error().code == kp::error_code::too_long);
}

TEST_CASE("query options: scatter gives every shard's query the same options", "[query_options]") {
  const auto shards = Order::scatter<ByDay>(kp::arg<"day">(20261205), kp::descending,
                                            kp::filter(attr<"total"> > 0), kp::limit(100));
  REQUIRE(shards.size() == 4);
  for (const ddb::query_parts& q : shards) {
    CHECK(q.order == ddb::scan_order::descending);
    CHECK(q.limit == std::uint32_t{100});
    CHECK(q.filter_expression == "#n0 > :v0");
  }
  CHECK(shards[0].expression_attribute_values.at(":pk") == "DAY#20261205#0");
  CHECK(shards[3].expression_attribute_values.at(":pk") == "DAY#20261205#3");
}
