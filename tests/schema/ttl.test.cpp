// kp::ttl_attribute: N epoch seconds (what DynamoDB's TTL reads), optional, and the schema's
// UpdateTimeToLive request; kp::not_expired, the condition on it.
#include <chrono>
#include <cstdint>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <map>
#include <string>

#include "../catch.hpp"

namespace {
namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;
using av = ddb::attribute_value;
using Primary = kp::index<"pk", "sk">;
using std::chrono::seconds;
using std::chrono::sys_seconds;

using Session =
    kp::entity<"Session", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "SESSION#{id}", "#">>;
using Cart = kp::entity<"Cart",
                        kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">,
                                   kp::attribute<"items", std::uint32_t>>,
                        kp::keys<Primary, "CART#{id}", "#">>;
using Plain = kp::entity<"Plain", kp::fields<kp::field<"id", kp::uint<>>>,
                         kp::keys<Primary, "PLAIN#{id}", "#">>;
// A cart's lines share its partition: an item collection whose entities expire alike.
using CartLine = kp::entity<"CartLine",
                            kp::fields<kp::field<"id", kp::uint<>>, kp::field<"line", kp::uint<3>>,
                                       kp::ttl_attribute<"expiresAt">>,
                            kp::keys<Primary, "CART#{id}", "LINE#{line}">>;
using names = std::map<std::string, std::string>;
using values = std::map<std::string, av>;
using std::chrono::milliseconds;

TEST_CASE("ttl_attribute: written as N epoch seconds, absent when not set") {
  const sys_seconds at{seconds{1'767'225'600}};  // 2026-01-01T00:00:00Z
  const auto v = Session::make(kp::arg<"id">(1), kp::arg<"expiresAt">(at));
  const ddb::item it = Session::item(v);
  REQUIRE(it.find("expiresAt") != nullptr);
  CHECK(*it.find("expiresAt") == av::number("1767225600"));
  CHECK(it.find("expiresAt")->type() == kp::attribute_kind::N);  // never an ISO S
  const auto back = Session::decode_item(it);
  REQUIRE(back);
  CHECK(back->get<"expiresAt">() == at);

  const auto never = Session::make(kp::arg<"id">(2));
  CHECK(Session::item(never).find("expiresAt") == nullptr);
  CHECK_FALSE(Session::decode_item(Session::item(never))->get<"expiresAt">().has_value());
}

TEST_CASE("ttl_attribute: reads any spelling of whole seconds, refuses an ISO string") {
  ddb::item it = Session::item(Session::make(kp::arg<"id">(1)));
  it.set("expiresAt", av::number("1.7672256E9"));
  CHECK(Session::decode_item(it)->get<"expiresAt">() == sys_seconds{seconds{1'767'225'600}});
  it.set("expiresAt", av::string("2026-01-01T00:00:00Z"));
  const auto r = Session::decode_item(it);
  REQUIRE_FALSE(r);
  CHECK(r.error().code == kp::error_code::wrong_attribute_type);
  CHECK(r.error().field == "expiresAt");
  it.set("expiresAt", av::number("1.5"));
  CHECK(Session::decode_item(it).error().code == kp::error_code::out_of_range);
}

TEST_CASE("time_to_live: the UpdateTimeToLive request on the entities' TTL attribute") {
  using Shop = kp::schema<kp::indexes<Primary>, Session, Cart, Plain>;
  const ddb::time_to_live_parts t = Shop::time_to_live("shop");
  CHECK(t == ddb::time_to_live_parts{"shop", "expiresAt", true});
  STATIC_REQUIRE(Session::ttl_index == 1);
  STATIC_REQUIRE(Plain::ttl_index == Plain::field_count);
  using checks = kp::detail::schema_checks<kp::indexes<Primary>, Session, Cart, Plain>;
  STATIC_REQUIRE(checks::ttl_first == 0);
  STATIC_REQUIRE(checks::ttl_differs == 3);  // none differs
  using Mixed = kp::detail::schema_checks<
      kp::indexes<Primary>, Plain, Session,
      kp::entity<"Other", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"ttl">>,
                 kp::keys<Primary, "OTHER#{id}", "#">>>;
  STATIC_REQUIRE(Mixed::ttl_first == 1);
  STATIC_REQUIRE(Mixed::ttl_differs == 2);
}

TEST_CASE("not_expired: the TTL attribute absent or not before now, in whole seconds") {
  const sys_seconds at{seconds{1'767'225'600}};  // 2026-01-01T00:00:00Z
  const auto q = Session::query<Primary>(kp::arg<"id">(1), kp::filter(kp::not_expired(at)));
  CHECK(q.filter_expression == "attribute_not_exists(#n0) OR #n0 >= :v0");
  CHECK(q.expression_attribute_names == names{{"#pk", "pk"}, {"#sk", "sk"}, {"#n0", "expiresAt"}});
  CHECK(q.filter_values == values{{":v0", av::number("1767225600")}});
  // A time within a second is rounded up: an item whose TTL is that second has expired.
  const auto later = kp::not_expired(sys_seconds(at) + milliseconds{1});
  CHECK(later.now == 1'767'225'601);
  CHECK(kp::not_expired(sys_seconds(at) - milliseconds{999}).now == 1'767'225'600);
  CHECK(kp::not_expired(std::chrono::sys_time<milliseconds>(milliseconds{-1500})).now == -1);
  constexpr sys_seconds fixed{seconds{1'767'225'600}};
  STATIC_REQUIRE(kp::not_expired(fixed).now == 1'767'225'600);  // a constant expression too
}

TEST_CASE("not_expired: joins other conditions, and conditions a write") {
  const sys_seconds at{seconds{1'767'225'600}};
  using kp::attr;
  const auto q =
      Cart::query<Primary>(kp::arg<"id">(1), kp::filter(attr<"items"> > 2 && kp::not_expired(at)));
  CHECK(q.filter_expression == "#n0 > :v0 AND (attribute_not_exists(#n1) OR #n1 >= :v1)");
  CHECK(q.expression_attribute_names ==
        names{{"#pk", "pk"}, {"#sk", "sk"}, {"#n0", "items"}, {"#n1", "expiresAt"}});
  CHECK(q.filter_values == values{{":v0", av::number("2")}, {":v1", av::number("1767225600")}});

  // Overwrite a session only once it has expired.
  const auto v = Session::make(kp::arg<"id">(1), kp::arg<"expiresAt">(at));
  const ddb::put_parts p = Session::put(v, ddb::replace, kp::when(!kp::not_expired(at)));
  CHECK(p.condition_expression == "NOT (attribute_not_exists(#n0) OR #n0 >= :v0)");
  CHECK(p.expression_attribute_names == names{{"#n0", "expiresAt"}});
  CHECK(p.expression_attribute_values == values{{":v0", av::number("1767225600")}});
  // After a write's own condition, in parentheses.
  const ddb::delete_parts d =
      Session::remove(kp::arg<"id">(1), kp::must_exist, kp::when(kp::not_expired(at)));
  CHECK(d.condition_expression ==
        "attribute_exists(#pk) AND (attribute_not_exists(#n0) OR #n0 >= :v0)");
}

TEST_CASE("not_expired: on an item collection, the TTL attribute its entities share") {
  using Shop = kp::schema<kp::indexes<Primary>, Cart, CartLine>;
  const sys_seconds at{seconds{1'767'225'600}};
  const auto q = Shop::query<Primary>(kp::arg<"id">(3), kp::filter(kp::not_expired(at)));
  CHECK(q.filter_expression == "attribute_not_exists(#n0) OR #n0 >= :v0");
  CHECK(q.expression_attribute_names.at("#n0") == "expiresAt");
  const auto s = Shop::scan(kp::filter(kp::not_expired(at)));
  CHECK(s.filter_expression.find("attribute_not_exists(#n0) OR #n0 >= :v0") != std::string::npos);
}

TEST_CASE("not_expired: on a native index's query, beside its key condition") {
  using ByDay = kp::native_index<"byDay", kp::partition<"id">, kp::sort<"day">>;
  using Visit = kp::entity<"Visit",
                           kp::fields<kp::field<"id", kp::uint<>>, kp::field<"day", kp::uint<8>>,
                                      kp::ttl_attribute<"expiresAt">>,
                           kp::keys<Primary, "VISIT#{id}", "{day}">, kp::keys<ByDay>>;
  const sys_seconds at{seconds{1'767'225'600}};
  const auto q = Visit::query<ByDay>(kp::arg<"id">(4), kp::filter(kp::not_expired(at)));
  CHECK(q.key_condition_expression == "#k0 = :k0");
  CHECK(q.filter_expression == "attribute_not_exists(#n0) OR #n0 >= :v0");
  CHECK(q.expression_attribute_names == names{{"#k0", "id"}, {"#n0", "expiresAt"}});
}

TEST_CASE("not_expired: its problems are found (the reports: must-not-compile cases)") {
  using P = kp::detail::schema_problem;
  using node = kp::detail::unexpired_node;
  STATIC_REQUIRE(kp::detail::leaf_problem<Session, node>() == P::none);
  STATIC_REQUIRE(kp::detail::leaf_problem<Plain, node>() == P::not_expired_without_ttl);
  using Other =
      kp::entity<"Other", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"ttl">>,
                 kp::keys<Primary, "CART#{id}", "OTHER">>;
  using apart = kp::detail::typed_apart<Cart, CartLine, Other>;
  STATIC_REQUIRE(apart::differing<node> == 2);  // Other names it "ttl"
  STATIC_REQUIRE_FALSE(kp::detail::typed_apart<Cart, CartLine>::faulty<node>);
  // An entity without one is not "lacking" an attribute: condition_ok names it instead.
  STATIC_REQUIRE_FALSE(kp::detail::lacked_by_one<Cart, Plain>::faulty<node>);
}
}  // namespace
