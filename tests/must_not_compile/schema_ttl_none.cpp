// expect: keyplate: time_to_live: no entity of the schema has a kp::ttl_attribute
// expect-also: schema_error<.*"schema".*"time_to_live"
// single-error
// Must not compile: no entity declares a kp::ttl_attribute, so there is nothing to enable.
#include <string>

#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Session = kp::entity<"Session", kp::fields<kp::field<"id", kp::uint<>>>,
                           kp::keys<Primary, "SESSION#{id}", "#">>;
#else
using Session =
    kp::entity<"Session", kp::fields<kp::field<"id", kp::uint<>>, kp::ttl_attribute<"expiresAt">>,
               kp::keys<Primary, "SESSION#{id}", "#">>;
#endif
using Shop = kp::schema<kp::indexes<Primary>, Session>;
inline const auto request = Shop::time_to_live("shop");
