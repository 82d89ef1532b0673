// expect: keyplate: a field is given twice
// expect-also: schema_error<.*"Order".*"customerId"
// single-error
// Must not compile: a query naming `customerId` twice (which value would it use?).
#include "schema_shop.hpp"

auto orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(1), kp::arg<"customerId">(2));
#else
  return Order::query<Primary>(kp::arg<"customerId">(1));
#endif
}
