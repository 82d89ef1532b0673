// The shop of the native index tests (tests/schema/native_index.test.cpp and the docs' snippets):
// a table, a composite GSI and a native one (`gsi3`: tenant and region, then day and order
// number) side by side. Order and Refund are on the native index (Order's region is optional:
// the index is sparse for it); Customer is not.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>
#include <keyplate/schema/native_index.hpp>

namespace kp = keyplate;

namespace native_shop {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByRegion =
    kp::native_index<"gsi3", kp::partition<"tenantId", "region">, kp::sort<"day", "orderId">>;

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"name", kp::string<40>>>,
               kp::keys<Primary, "TENANT#{tenantId}", "CUSTOMER#{name}">>;
using Order = kp::entity<
    "Order",
    kp::fields<kp::field<"tenantId", kp::uint<>>, kp::optional_field<"region", kp::string<16>>,
               kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>,
               kp::optional_field<"status", kp::string<16>>, kp::attribute<"note", std::string>>,
    kp::keys<Primary, "TENANT#{tenantId}", "ORDER#{orderId}">,
    kp::keys<ByStatus, "STATUS#{status}", "{day}#{orderId}">, kp::keys<ByRegion>>;
using Refund =
    kp::entity<"Refund",
               kp::fields<kp::field<"tenantId", kp::uint<>>, kp::field<"region", kp::string<16>>,
                          kp::field<"day", kp::date>, kp::field<"orderId", kp::uint<10>>,
                          kp::field<"refundId", kp::uint<6>>, kp::attribute<"note", std::string>>,
               kp::keys<Primary, "TENANT#{tenantId}", "REFUND#{refundId}">, kp::keys<ByRegion>>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByRegion>, Customer, Order, Refund>;
}  // namespace native_shop
