// The shop that tests/schema/{describe,entity,schema}.test.cpp share: a table and two secondary
// indexes, a customer with an email index, and an order with a sparse status index. Order's
// fields end with the template's arguments, so a test can add fields (`OrderWith<Note>`).
#pragma once

#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

namespace kp = keyplate;

namespace schema_shop {
using Primary = kp::index<"pk", "sk">;
using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"email", kp::string<254>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">,
               kp::keys<ByEmail, "EMAIL#{email}">>;

template <class... MoreFields>
using OrderWith =
    kp::entity<"Order",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>,
                          kp::optional_field<"status", kp::string<16>>, MoreFields...>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">,
               kp::keys<ByStatus, "STATUS#{status}", "{date}#{orderId}">>;

// A required field after the optional one.
using Note = kp::field<"note", kp::string<200>>;
}  // namespace schema_shop
