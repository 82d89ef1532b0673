// Cookbook recipe 4 (docs/cookbook.md): overloaded keys for customers, orders, order items and
// team memberships, and an inverted index (gsi1) for a customer's orders and a user's teams.
// Used by examples/describe.cpp and tests/cookbook/overloaded.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace overloaded {
using Gsi1 = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // the inverted index

using CustomerId = kp::field<"customerId", kp::string<32>>;
using OrderId = kp::field<"orderId", kp::string<32>>;
using TeamId = kp::field<"teamId", kp::string<32>>;
using UserId = kp::field<"userId", kp::string<32>>;

using Customer = kp::entity<"Customer", kp::fields<CustomerId, kp::field<"name", kp::string<100>>>,
                            kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Order = kp::entity<"Order", kp::fields<OrderId, CustomerId>,
                         kp::keys<Primary, "ORDER#{orderId}", "#METADATA">,
                         kp::keys<Gsi1, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;
using OrderItem = kp::entity<
    "OrderItem",
    kp::fields<OrderId, kp::field<"productId", kp::string<32>>, kp::field<"quantity", kp::uint<>>>,
    kp::keys<Primary, "ORDER#{orderId}", "ITEM#{productId}">>;
using Membership =
    kp::entity<"Membership", kp::fields<TeamId, UserId, kp::field<"role", kp::string<16>>>,
               kp::keys<Primary, "TEAM#{teamId}", "MEMBER#{userId}">,
               kp::keys<Gsi1, "USER#{userId}", "TEAM#{teamId}">>;
using App = kp::schema<kp::indexes<Primary, Gsi1>, Customer, Order, OrderItem, Membership>;
}  // namespace overloaded
