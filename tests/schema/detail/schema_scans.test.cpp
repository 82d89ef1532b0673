// Tests of schema/detail/schema_scans.hpp: the entities a scan chooses, its filter of literal
// prefixes, and its checks.
#include <keyplate/schema.hpp>
#include <map>
#include <string>
#include <type_traits>

#include "catch.hpp"
#include "schema/shop.hpp"

namespace {
using namespace schema_shop;
using Order = OrderWith<Note>;
using scans = kp::detail::schema_scans<Primary, Customer, Order>;
namespace ddb = kp::dynamodb;
using filter = kp::detail::entity_filter<Primary, 4>;
}  // namespace

TEST_CASE("the chosen entities: kp::entities among the arguments, else every one") {
  using kp::detail::chosen_entities;
  using all = kp::entities_t<Customer, Order>;
  STATIC_REQUIRE(std::is_same_v<chosen_entities<all>::type, all>);
  STATIC_REQUIRE(std::is_same_v<chosen_entities<all, kp::limit_option>::type, all>);
  STATIC_REQUIRE(std::is_same_v<chosen_entities<all, kp::limit_option, kp::entities_t<Order>>::type,
                                kp::entities_t<Order>>);
  STATIC_REQUIRE(std::is_same_v<scans::parts<kp::entities_t<Order>, kp::segment_option>,
                                kp::scan_parts<Primary, Order>>);
  STATIC_REQUIRE(std::is_same_v<scans::parts<>, kp::scan_parts<Primary, Customer, Order>>);
}

TEST_CASE("the checks pass what a scan takes") {
  STATIC_REQUIRE(scans::args_ok<>());
  STATIC_REQUIRE(scans::args_ok<kp::entities_t<Order>, kp::limit_option, kp::segment_option,
                                kp::consistent_option, kp::count_only_option>());
  using Shared = decltype(kp::filter(kp::attr<"customerId"> == 1));
  STATIC_REQUIRE(scans::args_ok<Shared>());
  using OrdersOnly = decltype(kp::filter(kp::attr<"note">.exists()));
  STATIC_REQUIRE(scans::args_ok<kp::entities_t<Order>, OrdersOnly>());
  STATIC_REQUIRE(scans::in_schema<Order>);
  STATIC_REQUIRE_FALSE(scans::in_schema<int>);
}

TEST_CASE("entity_filter: one term per pair of prefixes, placeholders shared") {
  ddb::scan_request s;
  filter f;
  f.add("CUSTOMER#", "#METADATA");
  f.add("CUSTOMER#", "ORDER#");
  f.add("CUSTOMER#", "ORDER#");  // a second entity with the same prefixes
  f.add("PRODUCT#", "");
  f.write(s, false);
  CHECK(s.filter_expression ==
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) OR "
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk1) OR begins_with(#pk, :pk1)");
  CHECK(s.expression_attribute_names ==
        std::map<std::string, std::string>{{"#pk", "pk"}, {"#sk", "sk"}});
  CHECK(s.expression_attribute_values.size() == 4);
  CHECK(s.expression_attribute_values.at(":pk1") == ddb::attribute_value::string("PRODUCT#"));

  ddb::scan_request grouped;
  filter g;
  g.add("A#", "");
  g.add("", "B#");
  g.write(grouped, true);
  CHECK(grouped.filter_expression == "(begins_with(#pk, :pk0) OR begins_with(#sk, :sk0))");

  ddb::scan_request single;
  filter one;
  one.add("A#", "B#");
  one.write(single, true);  // AND binds tighter than the AND that follows: no parentheses
  CHECK(single.filter_expression == "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)");
}

TEST_CASE("entity_filter: an entity with no prefix at all drops the filter") {
  ddb::scan_request s;
  filter f;
  f.add("A#", "B#");
  f.add("", "");
  f.write(s, true);
  CHECK(s.filter_expression.empty());
  CHECK(s.expression_attribute_names.empty());
  CHECK(s.expression_attribute_values.empty());
}

TEST_CASE("scan builds the request and checks its segment") {
  const auto r = scans::scan(kp::entities<Customer>, kp::segment(1, 2));
  REQUIRE(r);
  CHECK(r->filter_expression == "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)");
  CHECK(r->expression_attribute_values.at(":sk0") == ddb::attribute_value::string("#METADATA"));
  CHECK(r->segment == 1);
  CHECK(r->total_segments == 2);
  CHECK(scans::scan(kp::segment(2, 1)).error().code == kp::error_code::bad_segment);
}

namespace {
using Line =
    kp::entity<"Line",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"line", kp::uint<3>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}#{line}">>;
using Anything = kp::entity<"Anything", kp::fields<kp::field<"a", kp::uint<>>>,
                            kp::keys<Primary, "{a}", "#ANY">>;
using with_lines = kp::detail::schema_scans<Primary, Customer, Order, Line>;
}  // namespace

TEST_CASE("count_only: which other entities' items may pass a scan's filter") {
  using kp::detail::may_begin_with;
  using kp::detail::may_pass_filter;
  using OrderSort = Order::layout<Primary>::sort;  // ORDER#{date}#{orderId}
  STATIC_REQUIRE(may_begin_with<OrderSort>("ORDER#"));
  STATIC_REQUIRE(may_begin_with<OrderSort>("ORD"));
  STATIC_REQUIRE(may_begin_with<OrderSort>("ORDER#2026"));  // a field may write the rest
  STATIC_REQUIRE_FALSE(may_begin_with<OrderSort>("#METADATA"));
  using CustomerSort = Customer::layout<Primary>::sort;  // #METADATA, no field
  STATIC_REQUIRE_FALSE(may_begin_with<CustomerSort>("#METADATAX"));
  STATIC_REQUIRE(may_begin_with<CustomerSort>(""));

  STATIC_REQUIRE(may_pass_filter<Primary, Order, Line>());
  STATIC_REQUIRE(may_pass_filter<Primary, Line, Order>());
  STATIC_REQUIRE_FALSE(may_pass_filter<Primary, Order, Customer>());
  STATIC_REQUIRE(may_pass_filter<Primary, Anything, Customer>() == false);  // "#ANY" is no start
  STATIC_REQUIRE(may_pass_filter<Primary, Customer, Anything>() == false);

  constexpr const kp::entities_t<Order>* orders = nullptr;
  constexpr const kp::entities_t<Order, Line>* both = nullptr;
  constexpr const kp::entities_t<Customer>* customers = nullptr;
  STATIC_REQUIRE(with_lines::first_counted_too(orders) == 2);  // Line
  STATIC_REQUIRE(with_lines::first_counted_too(both) == 3);    // none
  STATIC_REQUIRE(with_lines::first_counted_too(customers) == 3);
  STATIC_REQUIRE(with_lines::args_ok<kp::entities_t<Order, Line>, kp::count_only_option>());
}
