// expect: keyplate: time_to_live: two entities give their kp::ttl_attribute different names
// expect-also: schema_error<.*"Session".*"Cart"
// single-error
// Must not compile: DynamoDB's Time to Live reads one attribute per table, and the session's
// is `expiresAt` while the cart's is `ttl`.
#include <string>

#include "schema_shop.hpp"

using Session =
    kp::entity<"Session", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "SESSION#{id}", "#">>;
#ifndef KEYPLATE_MNC_CONTROL
using Cart = kp::entity<"Cart", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"ttl">>,
                        kp::keys<Primary, "CART#{id}", "#">>;
#else
using Cart =
    kp::entity<"Cart", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "CART#{id}", "#">>;
#endif
using Shop = kp::schema<kp::indexes<Primary>, Session, Cart>;
inline const auto request = Shop::time_to_live("shop");
