// Tests of schema/detail/native_cursor.hpp: a cursor of a native index (kp::native_index) resumes
// only the query whose page it ends. The queries and keys are written out here by hand in the
// format native_queries.hpp writes (`#kI`, `:kI`, `:kIend`), and the expected answers come from
// the typed values (numbers by value, strings by bytes), not from the code under test.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema/detail/cursor_text.hpp>
#include <keyplate/schema/detail/native_cursor.hpp>
#include <keyplate/schema/entity.hpp>
#include <keyplate/schema/index.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "properties/generators.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
namespace cursor = keyplate::detail::cursor;
using namespace std::chrono_literals;

namespace {
using Primary = kp::index<"pk", "sk">;
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;
using ByTenant = kp::native_index<"gsi4", kp::partition<"tenantId">, kp::sort<"day">>;
using Sale =
    kp::entity<"Sale",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "SALE#{orderId}">, kp::keys<ByRegion>,
               kp::keys<ByTenant>>;
// The same fields, on ByTenant but not on ByRegion: its keys are never a page end on ByRegion.
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "REFUND#{orderId}">, kp::keys<ByTenant>>;
// On the table only: its keys are never a page end on ByRegion.
using Tenant = kp::entity<"Tenant", kp::fields<kp::field<"tenantId", kp::uint<>>>,
                          kp::keys<Primary, "TENANT#{tenantId}", "#META">>;

const auto S = [](std::string s) { return ddb::attribute_value::string(std::move(s)); };
const auto N = [](std::string s) { return ddb::attribute_value::number(std::move(s)); };

// A sale's page end on ByRegion, written out: the table's keys and the index's attributes.
ddb::item sale_key(std::uint64_t tenant, const std::string& region, const std::string& day,
                   std::uint64_t order) {
  std::string padded = std::to_string(order);
  padded.insert(0, 10 - padded.size(), '0');
  ddb::item k;
  k.set("pk", S("TENANT#" + std::to_string(tenant)));
  k.set("sk", S("SALE#" + padded));
  k.set("tenantId", N(std::to_string(tenant)));
  k.set("region", S(region));
  k.set("day", S(day));
  k.set("orderId", N(std::to_string(order)));
  return k;
}

// A query of ByRegion (by default) with these terms, joined by " AND ", and values.
ddb::query_parts query(const std::vector<std::string>& terms,
                       std::map<std::string, ddb::attribute_value> values,
                       std::string index = "gsi3") {
  ddb::query_parts q;
  q.index_name = std::move(index);
  for (const std::string& t : terms) {
    if (!q.key_condition_expression.empty()) q.key_condition_expression += " AND ";
    q.key_condition_expression += t;
  }
  const char* const names[] = {"tenantId", "region", "day", "orderId"};
  for (std::size_t i = 0; i != terms.size() && i != 4; ++i) {
    q.expression_attribute_names["#k" + std::to_string(i)] = names[i];
  }
  q.key_values = std::move(values);
  return q;
}
// Tenant 7's sales in region eu, and a condition on their sort attributes.
ddb::query_parts eu(std::vector<std::string> more = {},
                    std::map<std::string, ddb::attribute_value> values = {}) {
  std::vector<std::string> terms{"#k0 = :k0", "#k1 = :k1"};
  terms.insert(terms.end(), more.begin(), more.end());
  values.emplace(":k0", N("7"));
  values.emplace(":k1", S("eu"));
  return query(terms, std::move(values));
}

// The error code of validating `key` against `q` (none when accepted), and the attribute named.
struct outcome {
  kp::error_code code = kp::error_code::none;
  std::string field;
  friend bool operator==(const outcome&, const outcome&) = default;
};
outcome validate(const ddb::query_parts& q, const ddb::item& key) {
  const kp::result<ddb::item> r =
      cursor::validate_native<Primary, ByRegion, Tenant, Refund, Sale>(q, key);
  if (r) {
    CHECK(*r == key);
    return {};
  }
  return {r.error().code, std::string(r.error().field)};
}
const outcome accepted{};
const outcome foreign{kp::error_code::foreign_cursor, ""};
outcome foreign_at(const char* attribute) {
  return {kp::error_code::foreign_cursor, attribute};
}
const outcome bad{kp::error_code::bad_cursor, ""};

const ddb::item page_end = sale_key(7, "eu", "2026-10-01", 42);
}  // namespace

TEST_CASE("native cursor: the hand-written keys are what the entity writes") {
  const ddb::item it =
      Sale::item(Sale::make(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                            kp::arg<"day">(2026y / 10 / 1d), kp::arg<"orderId">(42)));
  for (const auto& [name, value] : page_end) {
    CAPTURE(name);
    REQUIRE(it.find(name) != nullptr);
    CHECK(it.find(name)->type() == value.type());
    CHECK(it.find(name)->text == value.text);
  }
}

TEST_CASE("native cursor: a page end inside the query resumes it") {
  CHECK(validate(eu(), page_end) == accepted);
  // Through its text: a version 2 cursor.
  const std::optional<std::string> text = cursor::write(page_end);
  REQUIRE(text.has_value());
  const std::optional<ddb::item> back = cursor::read(*text);
  REQUIRE(back.has_value());
  CHECK(validate(eu(), *back) == accepted);

  const auto day = [](const char* term, std::map<std::string, ddb::attribute_value> v) {
    return eu({term}, std::move(v));
  };
  CHECK(validate(day("#k2 = :k2", {{":k2", S("2026-10-01")}}), page_end) == accepted);
  CHECK(validate(day("#k2 = :k2", {{":k2", S("2026-10-02")}}), page_end) == foreign_at("day"));
  CHECK(validate(day("#k2 < :k2", {{":k2", S("2026-10-02")}}), page_end) == accepted);
  CHECK(validate(day("#k2 < :k2", {{":k2", S("2026-10-01")}}), page_end) == foreign_at("day"));
  CHECK(validate(day("#k2 <= :k2", {{":k2", S("2026-10-01")}}), page_end) == accepted);
  CHECK(validate(day("#k2 <= :k2", {{":k2", S("2026-09-30")}}), page_end) == foreign_at("day"));
  CHECK(validate(day("#k2 > :k2", {{":k2", S("2026-09-30")}}), page_end) == accepted);
  CHECK(validate(day("#k2 > :k2", {{":k2", S("2026-10-01")}}), page_end) == foreign_at("day"));
  CHECK(validate(day("#k2 >= :k2", {{":k2", S("2026-10-01")}}), page_end) == accepted);
  CHECK(validate(day("#k2 >= :k2", {{":k2", S("2026-10-02")}}), page_end) == foreign_at("day"));
  CHECK(validate(day("begins_with(#k2, :k2)", {{":k2", S("2026-10")}}), page_end) == accepted);
  CHECK(validate(day("begins_with(#k2, :k2)", {{":k2", S("2026-10-01")}}), page_end) == accepted);
  CHECK(validate(day("begins_with(#k2, :k2)", {{":k2", S("2026-11")}}), page_end) ==
        foreign_at("day"));
  CHECK(validate(day("begins_with(#k2, :k2)", {{":k2", S("")}}), page_end) == foreign_at("day"));
  const auto between = [&](const char* lo, const char* hi) {
    return validate(day("#k2 BETWEEN :k2 AND :k2end", {{":k2", S(lo)}, {":k2end", S(hi)}}),
                    page_end);
  };
  CHECK(between("2026-10-01", "2026-10-01") == accepted);  // inclusive
  CHECK(between("2026-09-01", "2026-10-01") == accepted);
  CHECK(between("2026-10-01", "2026-10-31") == accepted);
  CHECK(between("2026-10-02", "2026-10-31") == foreign_at("day"));
  CHECK(between("2026-09-01", "2026-09-30") == foreign_at("day"));
  CHECK(between("2026-10-31", "2026-10-01") == foreign_at("day"));  // an empty range
  CHECK(validate(day("#k2 BETWEEN :k2 AND :k2end", {{":k2", S("2026-10-01")}}), page_end) ==
        foreign_at("day"));  // without its upper end
}

TEST_CASE("native cursor: numbers compare by value, every term but the last by equality") {
  const auto order = [](const char* term, std::map<std::string, ddb::attribute_value> v) {
    v.emplace(":k2", S("2026-10-01"));
    return eu({"#k2 = :k2", term}, std::move(v));
  };
  CHECK(validate(order("#k3 = :k3", {{":k3", N("42")}}), page_end) == accepted);
  CHECK(validate(order("#k3 = :k3", {{":k3", N("42.0")}}), page_end) == accepted);  // one value
  CHECK(validate(order("#k3 = :k3", {{":k3", N("4.2E1")}}), page_end) == accepted);
  CHECK(validate(order("#k3 = :k3", {{":k3", N("43")}}), page_end) == foreign_at("orderId"));
  // "42" < "100" is false as bytes and true as numbers.
  CHECK(validate(order("#k3 < :k3", {{":k3", N("100")}}), page_end) == accepted);
  CHECK(validate(order("#k3 > :k3", {{":k3", N("100")}}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("#k3 > :k3", {{":k3", N("5")}}), page_end) == accepted);
  CHECK(validate(order("#k3 < :k3", {{":k3", N("5")}}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("#k3 > :k3", {{":k3", N("41.999")}}), page_end) == accepted);
  CHECK(validate(order("#k3 > :k3", {{":k3", N("-1000")}}), page_end) == accepted);
  CHECK(validate(order("#k3 <= :k3", {{":k3", N("42")}}), page_end) == accepted);
  CHECK(validate(order("#k3 >= :k3", {{":k3", N("42")}}), page_end) == accepted);
  CHECK(validate(order("#k3 >= :k3", {{":k3", N("42.001")}}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("#k3 BETWEEN :k3 AND :k3end", {{":k3", N("9")}, {":k3end", N("100")}}),
                 page_end) == accepted);
  CHECK(validate(order("#k3 BETWEEN :k3 AND :k3end", {{":k3", N("43")}, {":k3end", N("100")}}),
                 page_end) == foreign_at("orderId"));
  // A value of another type, or no number, or begins_with on a number (DynamoDB refuses it).
  CHECK(validate(order("#k3 = :k3", {{":k3", S("42")}}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("#k3 = :k3", {{":k3", N("forty-two")}}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("#k3 = :k3", {}), page_end) == foreign_at("orderId"));
  CHECK(validate(order("begins_with(#k3, :k3)", {{":k3", N("4")}}), page_end) ==
        foreign_at("orderId"));
  // The sort attribute before the last must be equal, even when the last one's term holds.
  ddb::query_parts other_day = order("#k3 > :k3", {{":k3", N("1")}});
  other_day.key_values[":k2"] = S("2026-10-02");
  CHECK(validate(other_day, page_end) == foreign_at("day"));
}

TEST_CASE("native cursor: another partition is a foreign cursor naming its attribute") {
  const auto partition = [](ddb::attribute_value tenant, ddb::attribute_value region) {
    return query({"#k0 = :k0", "#k1 = :k1"},
                 {{":k0", std::move(tenant)}, {":k1", std::move(region)}});
  };
  CHECK(validate(partition(N("7"), S("eu")), page_end) == accepted);
  CHECK(validate(partition(N("07"), S("eu")), page_end) == accepted);  // by value
  CHECK(validate(partition(N("8"), S("eu")), page_end) == foreign_at("tenantId"));
  CHECK(validate(partition(S("7"), S("eu")), page_end) == foreign_at("tenantId"));
  CHECK(validate(partition(N("7"), S("EU")), page_end) == foreign_at("region"));
  CHECK(validate(partition(N("7"), S("eu ")), page_end) == foreign_at("region"));
  CHECK(validate(partition(N("7"), ddb::attribute_value::binary("eu")), page_end) ==
        foreign_at("region"));
  CHECK(validate(query({"#k0 = :k0", "#k1 = :k1"}, {{":k1", S("eu")}}), page_end) ==
        foreign_at("tenantId"));
  // The partition is checked before the sort condition.
  CHECK(validate(query({"#k0 = :k0", "#k1 = :k1", "#k2 = :k2"},
                       {{":k0", N("8")}, {":k1", S("eu")}, {":k2", S("2026-10-02")}}),
                 page_end) == foreign_at("tenantId"));
}

TEST_CASE("native cursor: a query that is not one of this index's is foreign") {
  CHECK(validate(query({"#k0 = :k0", "#k1 = :k1"}, {{":k0", N("7")}, {":k1", S("eu")}}, "gsi4"),
                 page_end) == foreign);
  ddb::query_parts q = eu();
  q.index_name.reset();
  CHECK(validate(q, page_end) == foreign);
  q = eu();
  q.expression_attribute_names["#k1"] = "regionId";
  CHECK(validate(q, page_end) == foreign);
  q = eu();
  q.expression_attribute_names.erase("#k1");
  CHECK(validate(q, page_end) == foreign);
  q = eu();
  q.expression_attribute_names["#k2"] = "orderId";  // a filter's name, but not the index's
  CHECK(validate(q, page_end) == foreign);
  q = eu();
  q.expression_attribute_names["#k4"] = "total";  // the index has four attributes
  CHECK(validate(q, page_end) == foreign);
  q = eu();
  q.expression_attribute_names["#k2"] = "day";  // a filter on a key attribute uses its #kI
  q.expression_attribute_names["#n0"] = "total";
  q.expression_attribute_names["#kind"] = "kind";
  CHECK(validate(q, page_end) == accepted);

  // A key condition native queries never write.
  const std::pair<std::vector<std::string>, const char*> unparsable[] = {
      {{"#k0 = :k0"}, "a partition attribute missing"},
      {{"#k1 = :k1", "#k0 = :k0"}, "out of order"},
      {{"#k0 = :k0", "#k1 > :k1"}, "a condition on a partition attribute"},
      {{"#k0 = :k0", "#k1 = :k1", "#k3 = :k3"}, "a sort attribute skipped"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 > :k2", "#k3 = :k3"}, "a condition before the last"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 = :k2", "#k3 = :k3", "#k4 = :k4"}, "five attributes"},
      {{"#k0 = :k0", "#k1 = :k1", ""}, "an empty term"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 = :k2end"}, "another value"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 between :k2 AND :k2end"}, "lowercase"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2  = :k2"}, "two spaces"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 <> :k2"}, "another operator"},
      {{"#k0 = :k0", "#k1 = :k1", "begins_with(#k2,:k2)"}, "no space"},
      {{"#k0 = :k0", "#k1 = :k1", "#k2 = :k2 OR #k2 = :k2"}, "OR"},
      {{"#k0 = :k0", "#k1 = :k1 "}, "a trailing space"},
      {{"(#k0 = :k0)", "#k1 = :k1"}, "parentheses"},
      {{"#k0 = :k1", "#k1 = :k0"}, "values swapped"}};
  for (const auto& [terms, why] : unparsable) {
    CAPTURE(why);
    ddb::query_parts p = query(terms, {{":k0", N("7")},
                                       {":k1", S("eu")},
                                       {":k2", S("2026-10-01")},
                                       {":k2end", S("2026-10-01")},
                                       {":k3", N("42")}});
    for (const char* n : {"#k0", "#k1", "#k2", "#k3"}) {
      if (!p.expression_attribute_names.contains(n)) {
        p.expression_attribute_names[n] =
            ByRegion::attributes[static_cast<std::size_t>(n[2] - '0')];
      }
    }
    CHECK(validate(p, page_end) == foreign);
    CHECK(!cursor::is_native_query_of<ByRegion>(p));
  }
  CHECK(cursor::is_native_query_of<ByRegion>(eu()));
  CHECK(cursor::is_native_query_of<ByRegion>(eu({"#k2 BETWEEN :k2 AND :k2end"})));
  CHECK(!cursor::is_native_query_of<ByTenant>(eu()));
  // ByTenant's #k1 is day: a query of ByRegion named gsi4 is no query of ByTenant.
  CHECK(!cursor::is_native_query_of<ByTenant>(
      query({"#k0 = :k0", "#k1 = :k1"}, {{":k0", N("7")}, {":k1", S("eu")}}, "gsi4")));
  CHECK(cursor::is_native_query_of<ByTenant>(query({"#k0 = :k0"}, {{":k0", N("7")}}, "gsi4")));
}

TEST_CASE("native cursor: exactly the index's attributes and the table's") {
  for (const char* missing : {"tenantId", "region", "day", "orderId", "pk", "sk"}) {
    ddb::item k = page_end;
    k.erase(missing);
    CHECK(validate(eu(), k) == foreign_at(missing));
  }
  ddb::item extra = page_end;
  extra.set("gsi1pk", S("STATUS#NEW"));
  CHECK(validate(eu(), extra) == foreign);
  ddb::item table_only;
  table_only.set("pk", S("TENANT#7"));
  table_only.set("sk", S("SALE#0000000042"));
  CHECK(validate(eu(), table_only).code == kp::error_code::foreign_cursor);
}

TEST_CASE("native cursor: keys no entity on the index writes are a bad cursor") {
  const auto with = [](const char* name, ddb::attribute_value v) {
    ddb::item k = page_end;
    k.set(name, std::move(v));
    return validate(eu(), k);
  };
  CHECK(with("region", N("1")) == bad);  // another type than the field's
  CHECK(with("tenantId", S("7")) == bad);
  CHECK(with("orderId", ddb::attribute_value::binary("42")) == bad);
  CHECK(with("region", S("a region longer than 16")) == bad);
  CHECK(with("day", S("2026-13-01")) == bad);
  CHECK(with("day", S("2026-10-1")) == bad);
  CHECK(with("orderId", N("12345678901")) == bad);  // more than uint<10> holds
  CHECK(with("orderId", N("42.5")) == bad);
  CHECK(with("orderId", N("-42")) == bad);
  CHECK(with("pk", S("TENANT#07")) == bad);  // not canonical
  CHECK(with("sk", S("SALE#42")) == bad);
  CHECK(with("pk", ddb::attribute_value::binary("TENANT#7")) == bad);
  // The table's keys of one entity (Tenant, not on the index), the index's of another.
  CHECK(with("sk", S("#META")) == bad);
  CHECK(with("sk", S("REFUND#0000000042")) == bad);  // Refund is not on ByRegion
  CHECK((cursor::validate_native<Primary, ByRegion, Tenant>(eu(), page_end).error().code ==
         kp::error_code::bad_cursor));
  // A bad key is bad before it is foreign (as for an index keyed by templates).
  ddb::item k = page_end;
  k.set("region", N("1"));
  CHECK(validate(query({"#k0 = :k0", "#k1 = :k1"}, {{":k0", N("8")}, {":k1", S("us")}}), k) == bad);
}

TEST_CASE("native cursor: DynamoDB's orders, by type") {
  using cursor::native_compare;
  const auto B = [](std::string s) { return ddb::attribute_value::binary(std::move(s)); };
  CHECK(native_compare(S("\xC3\xA9"), S("z")) == std::optional<int>(1));  // unsigned bytes
  CHECK(native_compare(B("\x80"), B("\x7F")) == std::optional<int>(1));
  CHECK(native_compare(B(std::string(1, '\0')), B("\x01")) == std::optional<int>(-1));
  CHECK(native_compare(S("ab"), S("abc")) == std::optional<int>(-1));
  CHECK(native_compare(N("9"), N("10")) == std::optional<int>(-1));
  CHECK(native_compare(N("-9"), N("-10")) == std::optional<int>(1));
  CHECK(native_compare(N("0.5"), N("5E-1")) == std::optional<int>(0));
  CHECK(native_compare(N("1"), S("1")) == std::nullopt);
  CHECK(native_compare(S("1"), S("")) == std::nullopt);
}

TEST_CASE("native cursor: random sales resume a query exactly when the query holds them") {
  keyplate_test::generator g(keyplate_test::run_seed());
  const char* const regions[] = {"eu", "us", "e", "eu-west"};
  struct sale {
    std::uint64_t tenant;
    std::string region;
    std::chrono::year_month_day day;
    std::uint64_t order;
  };
  const auto text = [](std::chrono::year_month_day d) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(d.year()),
                  static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
    return std::string(buffer);
  };
  const auto lo = 2026y / 9 / 25d, hi = 2026y / 10 / 3d, d = 2026y / 10 / 1d;
  struct query_case {
    ddb::query_parts q;
    bool (*holds)(const sale&);
  };
  // Each query, and what it holds by the typed values (tenant 7, region eu, and more).
  const query_case cases[] = {
      {eu(), [](const sale&) { return true; }},
      {eu({"#k2 BETWEEN :k2 AND :k2end"}, {{":k2", S(text(lo))}, {":k2end", S(text(hi))}}),
       [](const sale& s) { return s.day >= 2026y / 9 / 25d && s.day <= 2026y / 10 / 3d; }},
      {eu({"#k2 = :k2", "#k3 >= :k3"}, {{":k2", S(text(d))}, {":k3", N("500")}}),
       [](const sale& s) { return s.day == 2026y / 10 / 1d && s.order >= 500; }},
      {eu({"#k2 = :k2", "#k3 < :k3"}, {{":k2", S(text(d))}, {":k3", N("5E1")}}),
       [](const sale& s) { return s.day == 2026y / 10 / 1d && s.order < 50; }},
      {eu({"begins_with(#k2, :k2)"}, {{":k2", S("2026-10")}}),
       [](const sale& s) { return s.day.month() == std::chrono::October; }},
      {eu({"#k2 > :k2"}, {{":k2", S(text(d))}}),
       [](const sale& s) { return s.day > 2026y / 10 / 1d; }}};
  std::size_t in = 0, out = 0;
  for (int round = 0; round != 3000; ++round) {
    const sale s{7 + g.below(2), g.pick(regions),
                 std::chrono::year_month_day{std::chrono::sys_days{2026y / 9 / 28d} +
                                             std::chrono::days{g.below(8)}},
                 g.percent(20) ? g.below(10) : g.below(g.percent(50) ? 1000 : 10000000000ULL)};
    const ddb::item k = sale_key(s.tenant, s.region, text(s.day), s.order);
    const std::optional<ddb::item> back = cursor::read(*cursor::write(k));
    REQUIRE(back.has_value());
    for (const query_case& c : cases) {
      const bool expected = s.tenant == 7 && s.region == "eu" && c.holds(s);
      const outcome o = validate(c.q, *back);
      CAPTURE(c.q.key_condition_expression, s.tenant, s.region, text(s.day), s.order);
      CHECK((o == accepted) == expected);
      if (!expected) CHECK(o.code == kp::error_code::foreign_cursor);
      (expected ? in : out) += 1;
    }
  }
  CHECK(in > 300);
  CHECK(out > 300);
}

TEST_CASE("native cursor: an index of fewer attributes, and the entities on it") {
  ddb::item k;  // a Refund's page end on ByTenant: four attributes, one a number
  k.set("pk", S("TENANT#7"));
  k.set("sk", S("REFUND#0000000042"));
  k.set("tenantId", N("7"));
  k.set("day", S("2026-10-01"));
  const std::optional<ddb::item> back = cursor::read(*cursor::write(k));
  REQUIRE(back.has_value());
  ddb::query_parts q;
  q.index_name = "gsi4";
  q.key_condition_expression = "#k0 = :k0 AND #k1 <= :k1";
  q.expression_attribute_names = {{"#k0", "tenantId"}, {"#k1", "day"}};
  q.key_values = {{":k0", N("7")}, {":k1", S("2026-10-01")}};
  const auto code = [](const kp::result<ddb::item>& r) {
    return r ? kp::error_code::none : r.error().code;
  };
  CHECK(code(cursor::validate_native<Primary, ByTenant, Sale, Refund>(q, *back)) ==
        kp::error_code::none);
  CHECK(code(cursor::validate_native<Primary, ByTenant, Sale>(q, *back)) ==
        kp::error_code::bad_cursor);  // Sale's table keys are SALE#
  q.key_values[":k1"] = S("2026-09-30");
  CHECK(cursor::validate_native<Primary, ByTenant, Sale, Refund>(q, *back).error().field == "day");
  // A page end on ByRegion (more attributes) is not one on ByTenant.
  q.key_values[":k1"] = S("2026-10-01");
  CHECK(cursor::validate_native<Primary, ByTenant, Sale, Refund>(q, page_end).error().code ==
        kp::error_code::foreign_cursor);
}
