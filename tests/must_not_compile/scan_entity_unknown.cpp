// expect: keyplate: scan: kp::entities names an entity the schema does not list
// expect-also: schema_error<.*"scan".*("entities"|101, 110, 116, 105, 116, 105, 101, 115)
// single-error
// Must not compile: a scan of an entity of another schema (its items are not in this table).
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order, Task>);
#else
const auto scan = Shop::scan(kp::entities<Order>);
#endif
