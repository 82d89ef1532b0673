// expect: keyplate: scan: a Scan has no order
// expect-also: schema_error<.*"scan".*"descending"
// single-error
// Must not compile: kp::descending on a scan (DynamoDB returns a Scan in no order of keys).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<Order>, kp::descending);
#else
const auto scan = Shop::scan(kp::entities<Order>);
#endif
