// expect: keyplate: query takes kp::arg<"field">.value. arguments
// expect-also: schema_error<.*"Order".*"query"
// single-error
// Must not compile: a query given the customer id as a bare value.
#include "schema_shop.hpp"

auto query() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(42);
#else
  return Order::query<Primary>(kp::arg<"customerId">(42));
#endif
}
