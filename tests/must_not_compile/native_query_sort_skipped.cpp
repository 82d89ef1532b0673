// expect: keyplate: query: a sort key field is given but an earlier one is not
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: a condition on the second sort attribute without the first (DynamoDB: "RANGE
// key attributes day must have equality conditions").
#include "native_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                          kp::arg<"orderId">(kp::greater(5)));
#else
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                          kp::arg<"day">(kp::partial("2026")));
#endif
}
