// kp::attr conditions on writes: the text, names and values each comparison and function
// writes, paths into maps, structs and lists, and how they join the write's own conditions. (The
// compile-time checks: detail/condition_checks.test.cpp and the must-not-compile cases
// condition_*.)
#include <cstdint>
#include <keyplate/schema.hpp>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using kp::attr;
using names = std::map<std::string, std::string>;
using values = std::map<std::string, av>;
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;

// `size` and `name` are DynamoDB reserved words: only placeholders can name them.
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
               kp::field<"status", kp::string<16>>, kp::attribute<"total", kp::number>,
               kp::optional_attribute<"tags", std::set<std::string>>,
               kp::optional_attribute<"lines", std::vector<std::int64_t>>,
               kp::optional_attribute<"size", std::int64_t>,
               kp::optional_attribute<"name", std::string>, kp::optional_attribute<"flag", bool>,
               kp::optional_attribute<"raw", ddb::attribute_value>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "ORDER#{orderId}">>;
using Account =
    kp::entity<"Account",
               kp::fields<kp::field<"accountId", kp::uint<>>,
                          kp::attribute<"balance", std::int64_t>, kp::version_attribute<"version">>,
               kp::keys<Primary, "ACCOUNT#{accountId}", "#">>;

// A delivery whose data attributes have members and elements: a kp::members struct, a list of
// them, a map.
struct Address {
  std::string city;
  std::optional<std::string> zip;
};
struct Parcel {
  std::string sku;
  std::int64_t qty = 0;
};
}  // namespace
template <>
struct kp::attribute_mapping<Address> : kp::members<"city", &Address::city, "zip", &Address::zip> {
};
template <>
struct kp::attribute_mapping<Parcel> : kp::members<"sku", &Parcel::sku, "qty", &Parcel::qty> {};
namespace {
using Delivery =
    kp::entity<"Delivery",
               kp::fields<kp::field<"deliveryId", kp::uint<>>, kp::attribute<"address", Address>,
                          kp::attribute<"parcels", std::vector<Parcel>>,
                          kp::attribute<"prices", std::map<std::string, std::int64_t>>>,
               kp::keys<Primary, "DELIVERY#{deliveryId}", "#">>;

ddb::delete_parts remove_when(const auto& condition) {
  return Order::remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::when(condition));
}
Order::values order() {
  return Order::make(kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::arg<"status">("PLACED"),
                     kp::arg<"total">(kp::number("120")));
}
}  // namespace

TEST_CASE("conditions: each comparison and function, its text, names and values", "[conditions]") {
  auto d = remove_when(attr<"status"> == "PLACED");
  CHECK(d.condition_expression == "#n0 = :v0");
  CHECK(d.expression_attribute_names == names{{"#n0", "status"}});
  CHECK(d.expression_attribute_values == values{{":v0", av::string("PLACED")}});

  CHECK(remove_when(attr<"status"> != "X").condition_expression == "#n0 <> :v0");
  CHECK(remove_when(attr<"total"> < kp::number("5")).condition_expression == "#n0 < :v0");
  CHECK(remove_when(attr<"total"> <= kp::number("5")).condition_expression == "#n0 <= :v0");
  CHECK(remove_when(attr<"total"> > kp::number("5")).condition_expression == "#n0 > :v0");
  CHECK(remove_when(attr<"total"> >= kp::number("5")).condition_expression == "#n0 >= :v0");

  d = remove_when(attr<"total">.between(kp::number("1.50"), kp::number("100")));
  CHECK(d.condition_expression == "#n0 BETWEEN :v0 AND :v1");
  // Numbers in their canonical form, typed N.
  CHECK(d.expression_attribute_values ==
        values{{":v0", av::number("1.5")}, {":v1", av::number("100")}});

  d = remove_when(attr<"status">.in("PLACED", std::string("PAID"), "SHIPPED"));
  CHECK(d.condition_expression == "#n0 IN (:v0, :v1, :v2)");
  CHECK(d.expression_attribute_values.at(":v2") == av::string("SHIPPED"));

  d = remove_when(attr<"name">.begins_with("Ad"));
  CHECK(d.condition_expression == "begins_with(#n0, :v0)");
  CHECK(d.expression_attribute_names == names{{"#n0", "name"}});

  d = remove_when(attr<"tags">.contains("gift"));  // an element of a string set: S
  CHECK(d.condition_expression == "contains(#n0, :v0)");
  CHECK(d.expression_attribute_values == values{{":v0", av::string("gift")}});
  d = remove_when(attr<"lines">.contains(7));  // an element of a list of integers: N
  CHECK(d.expression_attribute_values == values{{":v0", av::number("7")}});
  d = remove_when(attr<"status">.contains("LAC"));  // a substring
  CHECK(d.expression_attribute_values == values{{":v0", av::string("LAC")}});
  d = remove_when(attr<"raw">.contains(av::number("3")));  // any type: the value as given
  CHECK(d.expression_attribute_values == values{{":v0", av::number("3")}});

  CHECK(remove_when(attr<"tags">.exists()).condition_expression == "attribute_exists(#n0)");
  d = remove_when(attr<"tags">.absent());
  CHECK(d.condition_expression == "attribute_not_exists(#n0)");
  CHECK(d.expression_attribute_values.empty());

  d = remove_when(attr<"tags">.size() >= 2);
  CHECK(d.condition_expression == "size(#n0) >= :v0");
  CHECK(d.expression_attribute_values == values{{":v0", av::number("2")}});

  d = remove_when(attr<"lines">.type_is(kp::attribute_kind::L));
  CHECK(d.condition_expression == "attribute_type(#n0, :v0)");
  CHECK(d.expression_attribute_values == values{{":v0", av::string("L")}});

  // `size` the attribute, not the function: a placeholder, like every name.
  d = remove_when(attr<"size"> == 3);
  CHECK(d.condition_expression == "#n0 = :v0");
  CHECK(d.expression_attribute_names == names{{"#n0", "size"}});
}

TEST_CASE(
    "conditions: && || ! keep the grouping written, with no parentheses DynamoDB would "
    "reject",
    "[conditions]") {
  const auto a = attr<"status"> == "A";
  const auto b = attr<"total"> > kp::number("1");
  const auto c = attr<"tags">.exists();
  CHECK(remove_when(a && b && c).condition_expression ==
        "#n0 = :v0 AND #n1 > :v1 AND attribute_exists(#n2)");
  CHECK(remove_when(a || (b && c)).condition_expression ==
        "#n0 = :v0 OR #n1 > :v1 AND attribute_exists(#n2)");
  CHECK(remove_when((a || b) && c).condition_expression ==
        "(#n0 = :v0 OR #n1 > :v1) AND attribute_exists(#n2)");
  CHECK(remove_when(!(a && b)).condition_expression == "NOT (#n0 = :v0 AND #n1 > :v1)");
  CHECK(remove_when(!a || !c).condition_expression == "NOT #n0 = :v0 OR NOT attribute_exists(#n1)");
  CHECK(remove_when(!!a).condition_expression == "NOT NOT #n0 = :v0");
  // One name, one placeholder: `status` twice is #n0 twice; each value its own.
  const auto d = remove_when(attr<"status"> == "A" || attr<"status"> == "B");
  CHECK(d.condition_expression == "#n0 = :v0 OR #n0 = :v1");
  CHECK(d.expression_attribute_names.size() == 1);
}

TEST_CASE("conditions: ANDed with the write's own conditions, sharing their placeholders",
          "[conditions]") {
  const auto either = attr<"status"> == "A" || attr<"status"> == "B";
  // remove: kp::must_exist, then the condition, an OR in parentheses.
  auto d = Order::remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::when(either),
                         kp::must_exist);
  CHECK(d.condition_expression == "attribute_exists(#pk) AND (#n0 = :v0 OR #n0 = :v1)");
  CHECK(d.expression_attribute_names == names{{"#pk", "pk"}, {"#n0", "status"}});
  d = Order::remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::must_exist);
  CHECK(d.condition_expression == "attribute_exists(#pk)");
  CHECK(d.expression_attribute_values.empty());
  // A remove without options has no condition at all.
  CHECK(
      Order::remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2)).condition_expression.empty());

  // put: after attribute_not_exists(#pk); with ddb::replace, alone.
  auto p = Order::put(order(), kp::when(attr<"tags">.absent()));
  CHECK(p.condition_expression == "attribute_not_exists(#pk) AND attribute_not_exists(#n0)");
  p = Order::put(order(), kp::when(either), ddb::replace);
  CHECK(p.condition_expression == "#n0 = :v0 OR #n0 = :v1");
  CHECK(p.expression_attribute_names == names{{"#n0", "status"}});
  CHECK(p.item == Order::item(order()));  // the condition's values are not written

  // update: the attribute it SETs keeps its placeholder (#aN) in the condition too.
  const auto u = Order::update(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                               kp::set<"status">("SHIPPED"), kp::when(attr<"status"> == "PLACED"));
  const std::string status = [&] {
    for (const auto& [placeholder, name] : u.expression_attribute_names) {
      if (name == "status") return placeholder;
    }
    return std::string();
  }();
  REQUIRE(status.starts_with("#a"));
  CHECK(u.condition_expression == "attribute_exists(#pk) AND " + status + " = :v0");
  CHECK(u.expression_attribute_values.at(":v0") == av::string("PLACED"));
  CHECK(u.expression_attribute_values.at(":a" + status.substr(2)) == av::string("SHIPPED"));

  // With a version attribute: the version check, then the condition; `:version` is not taken.
  const auto r = Account::remove(kp::arg<"accountId">(1), kp::at_version(4),
                                 kp::when(attr<"balance"> == 0 || attr<"version"> > 9));
  CHECK(r.condition_expression == "#version = :version AND (#n0 = :v0 OR #version > :v1)");
  CHECK(r.expression_attribute_values.size() == 3);
}

TEST_CASE("conditions: an operand its attribute refuses is an error naming the attribute",
          "[conditions]") {
  // string<16> takes at most 16 bytes.
  const auto d = Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                                   kp::when(attr<"status"> == "SEVENTEEN-BYTES-X"));
  REQUIRE_FALSE(d);
  CHECK(d.error().code == kp::error_code::too_long);
  CHECK(d.error().field == "status");
  const auto u =
      Order::try_update(kp::arg<"customerId">(1), kp::arg<"orderId">(2), kp::set<"status">("A"),
                        kp::when(attr<"name"> == std::string("\xff")));
  REQUIRE_FALSE(u);
  CHECK(u.error().code == kp::error_code::invalid_utf8);
  CHECK(u.error().field == "name");
  CHECK_THROWS_AS(Order::put(order(), kp::when(attr<"status">.in("A", "SEVENTEEN-BYTES-X"))),
                  kp::key_error);
}

TEST_CASE("conditions: paths into structs, lists and maps, each name a placeholder",
          "[conditions]") {
  const auto d = Delivery::remove(
      kp::arg<"deliveryId">(3),
      kp::when(attr<"address", "city"> == "Lyon" && attr<"parcels", 1, "qty"> >= 2 &&
               attr<"prices", "size">.between(1, 9) && attr<"address", "zip">.absent() &&
               attr<"parcels", 0, "sku">.begins_with("B-") && attr<"parcels">.size() < 10));
  CHECK(d.condition_expression ==
        "#n0.#n1 = :v0 AND #n2[1].#n3 >= :v1 AND #n4.#n5 BETWEEN :v2 AND :v3 AND "
        "attribute_not_exists(#n0.#n6) AND begins_with(#n2[0].#n7, :v4) AND size(#n2) < :v5");
  CHECK(d.expression_attribute_names == names{{"#n0", "address"},
                                              {"#n1", "city"},
                                              {"#n2", "parcels"},
                                              {"#n3", "qty"},
                                              {"#n4", "prices"},
                                              {"#n5", "size"},
                                              {"#n6", "zip"},
                                              {"#n7", "sku"}});
  CHECK(d.expression_attribute_values == values{{":v0", av::string("Lyon")},
                                                {":v1", av::number("2")},
                                                {":v2", av::number("1")},
                                                {":v3", av::number("9")},
                                                {":v4", av::string("B-")},
                                                {":v5", av::number("10")}});
}

TEST_CASE("conditions: an operand a path's type refuses is an error naming the path",
          "[conditions]") {
  const auto d = Delivery::try_remove(kp::arg<"deliveryId">(3),
                                      kp::when(attr<"parcels", 12, "sku"> == "\xff"));
  REQUIRE_FALSE(d);
  CHECK(d.error().code == kp::error_code::invalid_utf8);
  CHECK(d.error().field == "parcels[12].sku");
  const auto b =
      Delivery::try_remove(kp::arg<"deliveryId">(3), kp::when(attr<"prices", "eur">.between(9, 1)));
  REQUIRE_FALSE(b);
  CHECK(b.error().code == kp::error_code::invalid_range);
  CHECK(b.error().field == "prices.eur");
}

TEST_CASE("conditions: BETWEEN with reversed bounds is refused before DynamoDB would",
          "[conditions]") {
  const auto numbers =
      Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                        kp::when(attr<"total">.between(kp::number("10"), kp::number("9.5"))));
  REQUIRE_FALSE(numbers);
  CHECK(numbers.error().code == kp::error_code::invalid_range);
  CHECK(numbers.error().field == "total");
  // By value, not by text: "9.5" < "10" as numbers although not as text.
  CHECK(Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                          kp::when(attr<"total">.between(kp::number("9.5"), kp::number("10")))));
  // Strings byte-wise (unsigned): "\xc3\xa9" sorts after "z".
  CHECK(Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                          kp::when(attr<"status">.between("z", "\xc3\xa9"))));
  CHECK_FALSE(Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                                kp::when(attr<"status">.between("b", "a"))));
  // Equal bounds are one value.
  CHECK(Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                          kp::when(attr<"status">.between("a", "a"))));
}

TEST_CASE("conditions: a contains or begins_with operand DynamoDB would refuse is an error",
          "[conditions]") {
  const auto bad_utf8 = Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                                          kp::when(attr<"tags">.contains("\xff")));
  REQUIRE_FALSE(bad_utf8);
  CHECK(bad_utf8.error().code == kp::error_code::invalid_utf8);
  CHECK(bad_utf8.error().field == "tags");
  const auto prefix = Order::try_remove(kp::arg<"customerId">(1), kp::arg<"orderId">(2),
                                        kp::when(attr<"name">.begins_with("\xc3")));
  REQUIRE_FALSE(prefix);
  CHECK(prefix.error().code == kp::error_code::invalid_utf8);
  CHECK(prefix.error().field == "name");
}
