// expect: keyplate: not_expired: the entities this query reads give their kp::ttl_attribute
// expect-also: schema_error<.*"Cart".*"not_expired"
// single-error
// Must not compile: kp::not_expired on an item collection whose entities keep their expiry in
// attributes of different names (DynamoDB's TTL reads one; the other never expires).
#include <chrono>

#include "schema_shop.hpp"

using Session =
    kp::entity<"Session",
               kp::fields<kp::field<"userId", kp::uint<>>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "USER#{userId}", "SESSION">>;
using Cart =
    kp::entity<"Cart", kp::fields<kp::field<"userId", kp::uint<>>, kp::ttl_attribute<"ttl">>,
               kp::keys<Primary, "USER#{userId}", "CART">>;
using Users = kp::schema<kp::indexes<Primary>, Session, Cart>;

constexpr std::chrono::sys_seconds now{std::chrono::seconds{1'767'225'600}};

#ifndef KEYPLATE_MNC_CONTROL
const auto user = Users::query<Primary>(kp::arg<"userId">(7), kp::filter(kp::not_expired(now)));
#else
const auto user = Users::query<Primary>(kp::arg<"userId">(7), kp::filter(kp::attr<"userId"> > 0));
#endif
