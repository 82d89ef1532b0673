// expect: keyplate: this entity has a field for every key attribute of a native index it is not on
// expect-also: schema_error<.*"Refund".*"gsi3"
// single-error
// Must not compile: Refund has tenantId, region, day and orderId but does not say it is on the
// native index; DynamoDB would index its items there all the same, unchecked.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using RefundDay = kp::field<"day", kp::date>;
#else
using RefundDay = kp::field<"refundDay", kp::date>;
#endif
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          RefundDay, kp::field<"orderId", kp::uint<>>>,
               kp::keys<nat::Primary, "TENANT#{tenantId}", "REFUND#{orderId}">>;
using Shop = kp::schema<kp::indexes<nat::Primary, nat::ByRegion>, nat::Order, Refund>;
inline constexpr bool checked = Shop::valid;
