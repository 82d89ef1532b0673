// expect: keyplate: query: a field of the partition key is missing
// expect-also: schema_error<.*"Order".*"region"
// single-error
// Must not compile: a native index query without one of its partition attributes (DynamoDB:
// "Query condition missed key schema element: region").
#include "native_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7));
#else
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"));
#endif
}
