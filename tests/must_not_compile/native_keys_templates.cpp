// expect: keyplate: kp::keys on a native index takes no templates
// expect-also: schema_error<.*"Order".*"gsi3"
// single-error
// Must not compile: a native index is keyed by the fields themselves; a template would be a
// composite key, which needs a kp::index.
#include "native_shop.hpp"

using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>>,
               kp::keys<nat::Primary, "TENANT#{tenantId}", "ORDER#{orderId}">,
#ifndef KEYPLATE_MNC_CONTROL
               kp::keys<nat::ByRegion, "REGION#{region}">>;
#else
               kp::keys<nat::ByRegion>>;
#endif
inline constexpr bool checked = Order::valid;
