// expect: keyplate: filter: an entity this query reads declares no attribute of this name
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"status"
// single-error
// Must not compile: a filter on an order attribute in the query of a customer's item
// collection, which holds the customer's own item too (DynamoDB would drop it, silently).
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;
using kp::attr;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection =
    Shop::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"status"> == "PLACED"));
#else
const auto collection =
    Shop::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"customerId"> == 42));
#endif
