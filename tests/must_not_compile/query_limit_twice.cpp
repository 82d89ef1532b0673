// expect: keyplate: query: an option is given twice
// expect-also: schema_error<.*"Order".*"query"
// single-error
// Must not compile: two page sizes on one query (which one would DynamoDB use?).
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(42), kp::limit(10), kp::limit(20));
#else
  return Order::query<Primary>(kp::arg<"customerId">(42), kp::limit(10), kp::descending);
#endif
}
