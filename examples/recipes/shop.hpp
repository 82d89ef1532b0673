// The schema walkthrough (docs/schema.md), steps 2 to 4: a shop with customers, orders and order
// lines, a sparse status index and an email index. Used by examples/describe.cpp and
// tests/cookbook/schema_walkthrough.test.cpp.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

#include "primary.hpp"

namespace shop {
// Step 2: the indexes (and Primary, the base table, from primary.hpp).
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;  // orders by status, then date
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;         // a partition key only

// Step 3: the fields. Names in byte order, so the enumeration's key order is declaration order.
enum class order_status { placed, shipped };
using Status = kp::enumeration<order_status, "PLACED", "SHIPPED">;

using CustomerId = kp::field<"customerId", kp::uint<>>;
using OrderDate = kp::field<"date", kp::date>;
using OrderId = kp::field<"orderId", kp::uint<10>>;

// Steps 3 and 4: the entities, their fields and their key templates on each index.
using Customer = kp::entity<
    "Customer",
    kp::fields<CustomerId, kp::field<"email", kp::string<254>>, kp::field<"name", kp::string<100>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">, kp::keys<ByEmail, "EMAIL#{email}">>;
using Order =
    kp::entity<"Order",
               kp::fields<CustomerId, OrderDate, OrderId, kp::optional_field<"status", Status>,
                          kp::field<"totalCents", kp::uint<>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">>;
using OrderLine =
    kp::entity<"OrderLine",
               kp::fields<CustomerId, OrderDate, OrderId, kp::field<"line", kp::uint<3>>,
                          kp::field<"sku", kp::string<32>>, kp::field<"quantity", kp::uint<>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}#LINE#{line}">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, Order, OrderLine>;
}  // namespace shop
