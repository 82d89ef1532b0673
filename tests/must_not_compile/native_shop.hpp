// The native index and entities the native-index must-not-compile cases share, in a namespace of
// their own (a batch also includes schema_shop.hpp, whose names are global).
#pragma once

#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>
#include <string>

namespace kp = keyplate;

namespace nat {
using Primary = kp::index<"pk", "sk">;
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;

// An order, with `Region` as the codec of its region field (a test changes it).
template <class RegionField = kp::field<"region", kp::string<16>>>
using OrderWith =
    kp::entity<"Order",
               kp::fields<kp::field<"tenantId", kp::uint<>>, RegionField,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "ORDER#{orderId}">, kp::keys<ByRegion>>;
using Order = OrderWith<>;
}  // namespace nat
