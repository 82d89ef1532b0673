// expect: keyplate: query: a sort key field is given but an earlier one is not
// expect-also: schema_error<.*"Order".*"orderId"
// Must not compile: a query giving `orderId` without the `date` before it in the sort key.
#include "schema_shop.hpp"

auto orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(1), kp::arg<"orderId">(2));
#else
  return Order::query<Primary>(kp::arg<"customerId">(1));
#endif
}
