// expect: keyplate: the entity is on a native index whose key attribute is no field of it
// expect-also: schema_error<.*"Refund".*"orderId"
// single-error
// Must not compile: Refund joins the native index but has no orderId field.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>>,
               kp::keys<nat::Primary, "TENANT#{tenantId}", "REFUND">, kp::keys<nat::ByRegion>>;
#else
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<>>>,
               kp::keys<nat::Primary, "TENANT#{tenantId}", "REFUND">, kp::keys<nat::ByRegion>>;
#endif
inline constexpr bool checked = Refund::valid;
