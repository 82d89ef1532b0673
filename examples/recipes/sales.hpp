// Cookbook recipe 5 (docs/cookbook.md): orders read by day, a hot partition spread over 8 shards.
// Used by examples/describe.cpp and tests/cookbook/hot_partition.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace sales {
using ByDay = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // every order of a day, by order id

using Order =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>,
                          kp::field<"date", kp::date>, kp::field<"totalCents", kp::uint<>>,
                          kp::shard_field<"shard", 8, "orderId">>,  // 0 to 7, from the order id
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">,
               kp::keys<ByDay, "DAY#{date}#{shard}", "{orderId}">>;
using Sales = kp::schema<kp::indexes<Primary, ByDay>, Order>;
}  // namespace sales
