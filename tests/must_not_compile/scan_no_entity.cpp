// expect: keyplate: scan: kp::entities<> chooses no entity
// expect-also: schema_error<.*"scan".*("entities"|101, 110, 116, 105, 116, 105, 101, 115)
// single-error
// Must not compile: a scan of no entity (it would read the whole table to return nothing).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::entities<>);
#else
const auto scan = Shop::scan();
#endif
