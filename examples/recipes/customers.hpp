// Cookbook recipe 2 (docs/cookbook.md): one partition per customer; profile, addresses and orders
// by date. Used by examples/describe.cpp and tests/cookbook/{customer_orders,pitfalls}.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace customers {
using CustomerId = kp::field<"customerId", kp::uint<>>;

using Profile = kp::entity<
    "Profile",
    kp::fields<CustomerId, kp::field<"name", kp::string<100>>, kp::field<"email", kp::string<254>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "PROFILE">>;
using Address = kp::entity<
    "Address",
    kp::fields<CustomerId, kp::field<"name", kp::string<32>>, kp::field<"street", kp::string<200>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "ADDRESS#{name}">>;
using Order =
    kp::entity<"Order",
               kp::fields<CustomerId, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"totalCents", kp::uint<>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">>;
using Customers = kp::schema<kp::indexes<Primary>, Profile, Address, Order>;
}  // namespace customers
