// expect: keyplate: query: kp::consistent reads the table only
// expect-also: schema_error<.*"schema".*"gsi1pk"
// single-error
// Must not compile: a strongly consistent read of an item collection on a global secondary
// index (DynamoDB rejects it at run time).
#include "schema_shop.hpp"

using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByOwner>, Order, Task>;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection = Shop::query<ByStatus>(kp::arg<"status">("PLACED"), kp::consistent);
#else
const auto collection = Shop::query<ByStatus>(kp::arg<"status">("PLACED"), kp::limit(10));
#endif
