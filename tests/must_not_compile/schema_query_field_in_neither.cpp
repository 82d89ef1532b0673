// expect: keyplate: query: this field is in neither key template of the index
// expect-also: schema_error<.*"Order".*"status"
// single-error
// Must not compile: `status` is in gsi1's templates, not in the table's.
#include "schema_shop.hpp"

auto orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(1), kp::arg<"status">("SHIPPED"));
#else
  return Order::query<ByStatus>(kp::arg<"status">("SHIPPED"));
#endif
}
