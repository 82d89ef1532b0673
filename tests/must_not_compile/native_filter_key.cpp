// expect: keyplate: filter: this is a key attribute of the queried native index
// expect-also: schema_error<.*"Order".*"day"
// single-error
// Must not compile: a filter on a key attribute of the native index the query reads (DynamoDB:
// a filter expression cannot contain partition key or sort key attributes).
#include "native_shop.hpp"

auto request() {
  using namespace std::chrono;
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
#ifndef KEYPLATE_MNC_CONTROL
                                          kp::filter(kp::attr<"day"> > sys_days(2026y / 1 / 1d)));
#else
                                          kp::arg<"day">(kp::greater(sys_days(2026y / 1 / 1d))));
#endif
}
