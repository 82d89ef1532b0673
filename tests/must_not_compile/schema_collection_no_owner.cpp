// expect: keyplate: query: no entity's partition template on this index uses exactly these fields
// expect-also: schema_error<.*"schema".*"pk"
// single-error
// Must not compile: an item collection by order id, which no entity's table partition is built
// from (Order's is `CUSTOMER#{customerId}`, Task's `PROJECT#{projectId}`).
#include "schema_shop.hpp"

using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByOwner>, Order, Task>;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection = Shop::query<Primary>(kp::arg<"orderId">(100));
#else
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(42));
#endif
