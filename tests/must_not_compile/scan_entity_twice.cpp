// expect: keyplate: scan: kp::entities names an entity twice
// expect-also: schema_error<.*"scan".*("Order"|79, 114, 100, 101, 114)
// single-error
// Must not compile: one entity named twice in kp::entities (a slip, most likely for another).
#include "schema_shop.hpp"

using Customer =
    kp::entity<"Customer",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::attribute<"email", std::string>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "#METADATA">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Customer, Order>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order, Customer, Order>);
#else
const auto scan = Shop::scan(kp::entities<Order, Customer>);
#endif
