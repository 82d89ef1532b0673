// expect: keyplate: scan: kp::entities names an entity twice
// expect-also: schema_error<.*"scan".*("Order"|79, 114, 100, 101, 114)
// single-error
// Must not compile: one entity named twice in kp::entities (a slip, most likely for another).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order, Customer, Order>);
#else
const auto scan = Shop::scan(kp::entities<Order, Customer>);
#endif
