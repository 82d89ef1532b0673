// expect: keyplate: scan takes kp::entities<...> and the options
// expect-also: schema_error<.*"scan".*"arguments"
// single-error
// Must not compile: a key field given to a scan (a scan reads the whole table: to read one
// partition, query it).
#include "scan_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto scan = Shop::scan(kp::arg<"customerId">(42));
#else
const auto scan = Shop::query<Primary>(kp::arg<"customerId">(42));
#endif
