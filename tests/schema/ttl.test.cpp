// kp::ttl_attribute: N epoch seconds (what DynamoDB's TTL reads), optional, and the schema's
// UpdateTimeToLive request.
#include <chrono>
#include <cstdint>
#include <keyplate/schema.hpp>
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
}  // namespace
