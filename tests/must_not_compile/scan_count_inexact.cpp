// expect: keyplate: scan: kp::count_only would count this entity's items too
// expect-also: schema_error<.*("OrderLine"|79, 114, 100, 101, 114, 76, 105, 110, 101).*"count_only"
// single-error
// Must not compile: counting the orders by a scan whose filter also lets the order lines through
// (their sort keys begin with ORDER# too): DynamoDB's Count would include them.
#include "schema_shop.hpp"

using OrderLine =
    kp::entity<"OrderLine",
               kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"date", kp::date>,
                          kp::field<"orderId", kp::uint<10>>, kp::field<"line", kp::uint<3>>>,
               kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}#LINE#{line}">>;
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order, OrderLine, Account>;

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order>, kp::count_only);
#else
const auto scan = Shop::scan(kp::entities<Order, OrderLine>, kp::count_only);
#endif
