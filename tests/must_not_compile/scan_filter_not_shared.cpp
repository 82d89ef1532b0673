// expect: keyplate: filter: an entity this query reads declares no attribute of this name
// expect-also: schema_error<.*("Customer"|67, 117, 115, 116, 111, 109, 101, 114).*"status"
// single-error
// Must not compile: a filter on an order attribute in a scan of customers and orders
// (DynamoDB would drop every customer, silently): scan the orders alone to filter them.
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan =
    Shop::scan(kp::entities<Order, Customer>, kp::filter(kp::attr<"status"> == "PLACED"));
#else
const auto scan = Shop::scan(kp::entities<Order>, kp::filter(kp::attr<"status"> == "PLACED"));
#endif
