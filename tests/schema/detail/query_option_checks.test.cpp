// Tests of schema/detail/query_option_checks.hpp: which arguments a query takes, the options'
// checks by constant evaluation (the messages: the must-not-compile cases query_*), and what
// add_query_options adds to a request.
#include <cstdint>
#include <keyplate/schema.hpp>
#include <string>

#include "../../catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"orderId", kp::uint<10>>, kp::field<"status", kp::string<16>>,
                          kp::attribute<"total", std::int64_t>>,
               kp::keys<Primary, "ORDER#{orderId}", "#">,
               kp::keys<ByStatus, "STATUS#{status}", "{orderId}">>;
using Id = kp::named_value<"orderId", int>;
using Filter = decltype(kp::filter(kp::attr<"total"> > 1));
}  // namespace

TEST_CASE("a query takes its key fields and the options, nothing else") {
  using kp::detail::is_query_argument;
  STATIC_REQUIRE(is_query_argument<Id>);
  STATIC_REQUIRE(is_query_argument<Filter>);
  STATIC_REQUIRE(is_query_argument<kp::limit_option>);
  STATIC_REQUIRE(is_query_argument<kp::descending_option>);
  STATIC_REQUIRE(is_query_argument<kp::consistent_option>);
  STATIC_REQUIRE(is_query_argument<kp::count_only_option>);
  STATIC_REQUIRE_FALSE(is_query_argument<int>);
  STATIC_REQUIRE_FALSE(is_query_argument<kp::set_value<"total", int>>);
  STATIC_REQUIRE_FALSE(is_query_argument<decltype(kp::when(kp::attr<"total"> > 1))>);
  STATIC_REQUIRE(kp::detail::count_of<kp::limit_option, Id, kp::limit_option, kp::limit_option> ==
                 2);
}

TEST_CASE("the options pass their checks: once each, consistent on the table") {
  using kp::detail::query_options_ok;
  STATIC_REQUIRE(
      query_options_ok<Order, Primary, Id, Filter, kp::limit_option, kp::descending_option,
                       kp::consistent_option, kp::count_only_option>());
  STATIC_REQUIRE(query_options_ok<Order, ByStatus, Filter, kp::limit_option>());
  // The counts alone, for any reader (an item collection's is "schema").
  STATIC_REQUIRE(kp::detail::option_counts_ok<"schema", Primary, Id, Filter, kp::limit_option,
                                              kp::consistent_option>());
  STATIC_REQUIRE(kp::detail::option_counts_ok<"schema", ByStatus, Id, kp::descending_option>());
  // (Two of one option, or kp::consistent on ByStatus, report: query_option_twice.cpp and
  // query_consistent_on_index.cpp.)
}

TEST_CASE("add_query_options: each option's part of the request, in one pass") {
  ddb::query_parts q = ddb::query("ORDER#0000000001");
  kp::error err{};
  REQUIRE(kp::detail::add_query_options<Order>(q, err, kp::limit(3), kp::descending,
                                               kp::filter(kp::attr<"status"> == "PAID")));
  CHECK(q.limit == std::uint32_t{3});
  CHECK(q.order == ddb::scan_order::descending);
  CHECK(!q.consistent_read);
  CHECK(!q.count_only);
  CHECK(q.filter_expression == "#n0 = :v0");
  CHECK(q.expression_attribute_names.at("#n0") == "status");
  CHECK(q.expression_attribute_names.at("#pk") == "pk");
  CHECK(q.filter_values.at(":v0") == ddb::attribute_value::string("PAID"));

  ddb::query_parts r = ddb::query("ORDER#0000000001");
  CHECK_FALSE(kp::detail::add_query_options<Order>(r, err, kp::consistent, kp::limit(0)));
  CHECK(err.code == kp::error_code::out_of_range);
  CHECK(r.consistent_read);  // the options before the failing one were applied
}

TEST_CASE("add_query_options on a scan: the filter is ANDed after what the request holds") {
  ddb::scan_request s;
  s.filter_expression = "begins_with(#pk, :pk0)";
  s.expression_attribute_names.emplace("#pk", "pk");
  s.expression_attribute_values.emplace(":pk0", ddb::attribute_value::string("ORDER#"));
  kp::error err{};
  REQUIRE(kp::detail::add_query_options<Order>(
      s, err, kp::count_only, kp::filter(kp::attr<"status"> == "PAID" || kp::attr<"total"> > 9)));
  CHECK(s.filter_expression == "begins_with(#pk, :pk0) AND (#n0 = :v0 OR #n1 > :v1)");
  CHECK(s.expression_attribute_values.size() == 3);
  CHECK(s.expression_attribute_values.at(":v1") ==
        ddb::attribute_value{kp::attribute_kind::N, "9"});
  CHECK(s.count_only);
}
