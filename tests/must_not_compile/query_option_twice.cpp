// expect: keyplate: query: an option is given twice
// expect-also: schema_error<.*"Order".*"query"
// single-error
// Must not compile: two filters on one query (which one holds? DynamoDB takes one
// FilterExpression): join them with &&.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<Primary>(kp::arg<"customerId">(42), kp::filter(attr<"status"> == "PAID"),
                               kp::filter(attr<"status"> != "SHIPPED"));
#else
  return Order::query<Primary>(kp::arg<"customerId">(42),
                               kp::filter(attr<"status"> == "PAID" && attr<"status"> != "SHIPPED"));
#endif
}
