// expect: keyplate: filter: an entity this query reads declares no attribute of this name
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"status"
// single-error
// Must not compile: a filter on an order attribute in a scan of customers and orders
// (DynamoDB would drop every customer, silently): scan the orders alone to filter them.
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan =
    Shop::scan(kp::entities<Order, Customer>, kp::filter(kp::attr<"status"> == "PLACED"));
#else
const auto scan = Shop::scan(kp::entities<Order>, kp::filter(kp::attr<"status"> == "PLACED"));
#endif
