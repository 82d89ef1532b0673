// expect: keyplate: scan: kp::entities names an entity the schema does not list
// expect-also: schema_error<.*"scan".*("entities"|101, 110, 116, 105, 116, 105, 101, 115)
// single-error
// Must not compile: a scan of an entity of another schema (its items are not in this table).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order, Task>);
#else
const auto scan = Shop::scan(kp::entities<Order>);
#endif
