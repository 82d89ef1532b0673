// expect: keyplate: query: a partition key field takes a value, not a condition
// expect-also: schema_error<.*"Order".*"customerId"
// single-error
// Must not compile: a partition key is matched by equality only.
#include "schema_shop.hpp"

auto orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(kp::greater(1)));
#else
  return Order::query<Primary>(kp::arg<"customerId">(1));
#endif
}
