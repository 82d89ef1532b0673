// expect: keyplate: query: a partition key field takes a value, not a condition
// expect-also: schema_error<.*"schema".*"customerId"
// single-error
// Must not compile: an item collection asked for by a range of partition keys (a Query reads
// one partition).
#include "schema_shop.hpp"

using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByOwner>, Order, Task>;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(kp::at_least(42)));
#else
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(42));
#endif
