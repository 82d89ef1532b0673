// expect: keyplate: a native index.s key attribute has one type in the table
// expect-also: schema_error<.*"Refund".*"region"
// single-error
// Must not compile: Order stores region as a string (S), Refund as a number (N); DynamoDB
// declares one type per key attribute and refuses an item whose index key has another.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using RegionCodec = kp::uint<>;
#else
using RegionCodec = kp::string<16>;
#endif
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", RegionCodec>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<>>>,
               kp::keys<nat::Primary, "TENANT#{tenantId}", "REFUND#{orderId}">,
               kp::keys<nat::ByRegion>>;
using Shop = kp::schema<kp::indexes<nat::Primary, nat::ByRegion>, nat::Order, Refund>;
inline constexpr bool checked = Shop::valid;
