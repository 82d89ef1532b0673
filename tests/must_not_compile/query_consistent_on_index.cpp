// expect: keyplate: query: kp::consistent reads the table only
// expect-also: schema_error<.*"Order".*"gsi1pk"
// single-error
// Must not compile: a strongly consistent read of a global secondary index, which DynamoDB
// rejects at run time.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Order::query<ByStatus>(kp::arg<"status">("PLACED"), kp::consistent);
#else
  return Order::query<Primary>(kp::arg<"customerId">(42), kp::consistent);
#endif
}
