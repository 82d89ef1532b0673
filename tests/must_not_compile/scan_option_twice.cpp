// expect: keyplate: scan: kp::entities or an option is given twice
// expect-also: schema_error<.*"scan".*"options"
// single-error
// Must not compile: two limits on one scan (which one holds?).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::limit(10), kp::entities<Order>, kp::limit(20));
#else
const auto scan = Shop::scan(kp::entities<Order>, kp::limit(20));
#endif
