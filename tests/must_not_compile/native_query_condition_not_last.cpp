// expect: keyplate: query: only the last
// expect-also: schema_error<.*"Order".*"day"
// single-error
// Must not compile: a range on the first sort attribute followed by the second (DynamoDB: "Query
// key condition not supported").
#include "native_shop.hpp"

auto request() {
  using namespace std::chrono;
#ifndef KEYPLATE_MNC_CONTROL
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                          kp::arg<"day">(kp::greater(sys_days(2026y / 1 / 1d))),
                                          kp::arg<"orderId">(5));
#else
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                          kp::arg<"day">(sys_days(2026y / 1 / 1d)),
                                          kp::arg<"orderId">(kp::greater(5)));
#endif
}
