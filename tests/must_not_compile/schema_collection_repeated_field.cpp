// expect: keyplate: a field is given twice
// expect-also: schema_error<.*"schema".*"customerId"
// single-error
// Must not compile: an item collection's partition field given twice (the first would be
// used, the second silently ignored).
#include "schema_shop.hpp"

using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByOwner>, Order, Task>;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(42), kp::arg<"customerId">(43));
#else
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(42), kp::descending);
#endif
