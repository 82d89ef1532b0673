// expect: keyplate: filter: the entities this query reads give this attribute different types
// expect-also: schema_error<.*"Order".*"status"
// single-error
// Must not compile: a filter on `status` in a collection whose customer stores it as a string
// of up to 32 bytes and whose order as one of up to 16: one operand, two renderings.
#include "schema_shop.hpp"

using Customer = kp::entity<
    "Customer",
    kp::fields<kp::field<"customerId", kp::uint<>>, kp::optional_field<"status", kp::string<32>>>,
    kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;
using kp::attr;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection =
    Shop::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"status"> == "PLACED"));
#else
const auto collection =
    Shop::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"customerId"> > 1));
#endif
