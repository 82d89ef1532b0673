// expect: keyplate: not_expired: the entity has no kp::ttl_attribute
// expect-also: schema_error<.*"Account".*"not_expired"
// single-error
// Must not compile: kp::not_expired on an entity whose items never expire (no TTL attribute
// to compare).
#include <chrono>

#include "schema_shop.hpp"

constexpr std::chrono::sys_seconds now{std::chrono::seconds{1'767'225'600}};

#ifndef KEYPLATE_MNC_CONTROL
const auto accounts =
    Account::query<Primary>(kp::arg<"accountId">(7), kp::filter(kp::not_expired(now)));
#else
const auto accounts =
    Account::query<Primary>(kp::arg<"accountId">(7), kp::filter(kp::attr<"balance"> > 0));
#endif
