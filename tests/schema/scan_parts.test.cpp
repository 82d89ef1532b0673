// kp::scan_parts and Schema::scan: the filter that chooses entities by their primary-key
// layouts' literal prefixes, the options, the segment's checks, `read` and scan cursors.
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <string>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using kp::attr;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using CustomerId = kp::field<"customerId", kp::uint<>>;
using Customer = kp::entity<"Customer",
                            kp::fields<CustomerId, kp::field<"name", kp::string<100>>,
                                       kp::attribute<"totalCents", std::int64_t>>,
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Order = kp::entity<
    "Order",
    kp::fields<CustomerId, kp::field<"date", kp::date>, kp::field<"orderId", kp::uint<10>>,
               kp::field<"status", kp::string<16>>, kp::attribute<"totalCents", std::int64_t>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">>;
using OrderLine =
    kp::entity<"OrderLine",
               kp::fields<CustomerId, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"line", kp::uint<3>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}#LINE#{line}">>;
using Product = kp::entity<"Product", kp::fields<kp::field<"sku", kp::string<32>>>,
                           kp::keys<Primary, "PRODUCT#{sku}", "#PRODUCT">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order, OrderLine, Product>;

// A table whose keys are bare numbers: no literal prefix to filter on.
using Counter =
    kp::entity<"Counter", kp::fields<kp::field<"n", kp::uint<>>>, kp::keys<Primary, "{n}", "{n}">>;
using Counters = kp::schema<kp::indexes<Primary>, Counter, Product>;

// A table without a sort key.
using ById = kp::index<"key", "">;
using Thing =
    kp::entity<"Thing", kp::fields<kp::field<"id", kp::uint<>>>, kp::keys<ById, "THING#{id}">>;
using Things = kp::schema<kp::indexes<ById>, Thing>;

using names = std::map<std::string, std::string>;
using values = std::map<std::string, ddb::attribute_value>;
ddb::attribute_value s(const char* text) {
  return ddb::attribute_value::string(text);
}
ddb::attribute_value n(const char* text) {
  return {kp::attribute_kind::N, text};
}

ddb::item item(const char* pk, const char* sk) {
  ddb::item it;
  it.set("pk", s(pk));
  it.set("sk", s(sk));
  return it;
}
}  // namespace

TEST_CASE("a scan chooses its entities by their primary keys' literal prefixes") {
  const auto both = Shop::scan(kp::entities<Customer, Order>);
  STATIC_REQUIRE(std::is_same_v<decltype(both), const kp::scan_parts<Primary, Customer, Order>>);
  CHECK(both.filter_expression ==
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) OR "
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk1)");
  CHECK(both.expression_attribute_names == names{{"#pk", "pk"}, {"#sk", "sk"}});
  CHECK(both.expression_attribute_values ==
        values{{":pk0", s("CUSTOMER#")}, {":sk0", s("#METADATA")}, {":sk1", s("ORDER#")}});
  CHECK_FALSE(both.limit);
  CHECK(both.total_segments == 0);
  CHECK_FALSE(both.consistent_read);
  CHECK_FALSE(both.count_only);

  // Order and OrderLine share both prefixes: one term, and `read` tells them apart.
  const auto orders = Shop::scan(kp::entities<Order, OrderLine>);
  CHECK(orders.filter_expression == "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)");
  CHECK(orders.expression_attribute_values ==
        values{{":pk0", s("CUSTOMER#")}, {":sk0", s("ORDER#")}});

  // Without kp::entities, every entity of the schema, in schema order.
  const auto all = Shop::scan();
  STATIC_REQUIRE(
      std::is_same_v<decltype(all),
                     const kp::scan_parts<Primary, Customer, Order, OrderLine, Product>>);
  CHECK(all.filter_expression ==
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) OR "
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk1) OR "
        "begins_with(#pk, :pk1) AND begins_with(#sk, :sk2)");
  CHECK(all.expression_attribute_values.at(":pk1") == s("PRODUCT#"));
  CHECK(all.expression_attribute_values.at(":sk2") == s("#PRODUCT"));
}

TEST_CASE("an entity whose keys start with fields leaves the scan unfiltered") {
  const auto counters = Counters::scan(kp::entities<Counter, Product>);
  CHECK(counters.filter_expression.empty());
  CHECK(counters.expression_attribute_names.empty());
  CHECK(counters.expression_attribute_values.empty());
  // ...and `read` still returns only the chosen entities' items.
  ddb::item seven = item("7", "7");
  seven.set("n", n("7"));
  CHECK(Counters::scan(kp::entities<Counter>).read(seven).value()->holds<Counter>());
  CHECK_FALSE(Counters::scan(kp::entities<Counter>).read(item("PRODUCT#a", "#PRODUCT")).value());

  const auto things = Things::scan(kp::limit(10));
  CHECK(things.filter_expression == "begins_with(#pk, :pk0)");
  CHECK(things.expression_attribute_names == names{{"#pk", "key"}});
  ddb::item thing;
  thing.set("key", s("THING#4"));
  thing.set("id", n("4"));
  CHECK(things.read(thing).value()->get<Thing>().get<"id">() == 4);
}

TEST_CASE("a scan's filter is ANDed after the entities' prefixes") {
  const auto big =
      Shop::scan(kp::entities<Customer, Order>, kp::filter(attr<"totalCents"> >= 5000));
  CHECK(big.filter_expression ==
        "(begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) OR "
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk1)) AND #n0 >= :v0");
  CHECK(big.expression_attribute_names ==
        names{{"#n0", "totalCents"}, {"#pk", "pk"}, {"#sk", "sk"}});
  CHECK(big.expression_attribute_values.at(":v0") == n("5000"));

  // A user's OR keeps its grouping.
  const auto either = Shop::scan(kp::entities<Order>,
                                 kp::filter(attr<"status"> == "NEW" || attr<"totalCents"> < 100));
  CHECK(either.filter_expression ==
        "begins_with(#pk, :pk0) AND begins_with(#sk, :sk0) AND (#n0 = :v0 OR #n1 < :v1)");

  // No prefix to filter on: the user's filter alone.
  const auto unfiltered = Counters::scan(kp::entities<Counter>, kp::filter(attr<"n"> > 3));
  CHECK(unfiltered.filter_expression == "#n0 > :v0");
}

TEST_CASE("a scan's options and segment") {
  const auto part = Shop::scan(kp::segment(2, 4), kp::entities<Product>, kp::limit(50),
                               kp::consistent, kp::count_only);
  CHECK(part.segment == 2);
  CHECK(part.total_segments == 4);
  CHECK(part.limit == 50U);
  CHECK(part.consistent_read);
  CHECK(part.count_only);
  CHECK(Shop::try_scan(kp::segment(999'999, 1'000'000)));
  CHECK(Shop::try_scan(kp::segment(0, 1)));

  const auto fails = [](const auto& r, kp::error_code code, std::string_view field) {
    REQUIRE_FALSE(r);
    CHECK(r.error().code == code);
    CHECK(r.error().field == field);
  };
  fails(Shop::try_scan(kp::segment(4, 4)), kp::error_code::bad_segment, "Segment");
  fails(Shop::try_scan(kp::segment(0, 0)), kp::error_code::bad_segment, "TotalSegments");
  fails(Shop::try_scan(kp::segment(0, 1'000'001)), kp::error_code::bad_segment, "TotalSegments");
  fails(Shop::try_scan(kp::limit(0)), kp::error_code::out_of_range, "Limit");
  CHECK_THROWS_WITH(Shop::scan(kp::segment(4, 4)),
                    "keyplate: scan segment not below its total, or total not of 1 to 1000000 "
                    "(attribute 'Segment')");
}

TEST_CASE("read decodes the chosen entities' items and leaves out the others") {
  const auto orders = Shop::scan(kp::entities<Order>);
  ddb::item order = item("CUSTOMER#42", "ORDER#2026-12-06#0000000007");
  order.set("customerId", n("42"));
  order.set("date", s("2026-12-06"));
  order.set("orderId", n("7"));
  order.set("status", s("NEW"));
  order.set("totalCents", n("1250"));
  order.set("gsi1pk", s("STATUS#NEW"));
  order.set("gsi1sk", s("2026-12-06#0000000007"));
  const auto read = orders.read(order);
  REQUIRE(read);
  REQUIRE(read->has_value());
  CHECK((*read)->get<Order>().get<"orderId">() == 7);

  // An order line passes the filter (same prefixes) but is not an order.
  CHECK_FALSE(orders.read(item("CUSTOMER#42", "ORDER#2026-12-06#0000000007#LINE#001")).value());
  CHECK_FALSE(orders.read(item("CUSTOMER#42", "#METADATA")).value());
  CHECK_FALSE(orders.read(item("SOMEONE#ELSE", "x")).value());
  // An order that does not decode is an error, not left out.
  ddb::item broken = order;
  broken.erase("status");
  CHECK(orders.read(broken).error().code == kp::error_code::missing_attribute);
  ddb::item keyless;
  keyless.set("pk", s("CUSTOMER#42"));
  CHECK(orders.read(keyless).error().code == kp::error_code::missing_attribute);
  CHECK(orders.read(keyless).error().field == "sk");
}

TEST_CASE("a scan cursor is a key of the table that an entity of the schema writes") {
  const auto orders = Shop::scan(kp::entities<Order>, kp::limit(10));
  const auto resumes = [&](const ddb::item& key) {
    return Shop::resume(orders, Shop::cursor(key));
  };
  const ddb::item order = item("CUSTOMER#42", "ORDER#2026-12-06#0000000007");
  CHECK(resumes(order).value() == order);
  // A page can end on an item the filter dropped: any entity's key continues the scan.
  CHECK(resumes(item("CUSTOMER#42", "#METADATA")));
  CHECK(resumes(item("PRODUCT#a", "#PRODUCT")));

  CHECK(resumes(item("FOREIGN#1", "x")).error().code == kp::error_code::bad_cursor);
  CHECK(resumes(item("CUSTOMER#042", "#METADATA")).error().code == kp::error_code::bad_cursor);
  ddb::item from_index = order;  // a cursor of a query of ByStatus
  from_index.set("gsi1pk", s("STATUS#NEW"));
  from_index.set("gsi1sk", s("2026-12-06#0000000007"));
  CHECK(resumes(from_index).error().code == kp::error_code::foreign_cursor);
  ddb::item partial;
  partial.set("pk", s("CUSTOMER#42"));
  CHECK(resumes(partial).error().code == kp::error_code::foreign_cursor);
  CHECK(resumes(partial).error().field == "sk");
  CHECK(Shop::resume(orders, "not a cursor").error().code == kp::error_code::bad_cursor);

  ddb::item thing;
  thing.set("key", s("THING#4"));
  CHECK(Things::resume(Things::scan(), Things::cursor(thing)).value() == thing);
}
