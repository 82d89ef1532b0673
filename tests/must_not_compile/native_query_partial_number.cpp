// expect: keyplate: kp::partial .begins_with. needs an attribute stored as a string
// expect-also: schema_error<.*"Order".*"orderId"
// single-error
// Must not compile: begins_with on a number attribute, which DynamoDB does not allow.
#include "native_shop.hpp"

auto request() {
  using namespace std::chrono;
  return nat::Order::query<nat::ByRegion>(kp::arg<"tenantId">(7), kp::arg<"region">("eu"),
                                          kp::arg<"day">(sys_days(2026y / 1 / 1d)),
#ifndef KEYPLATE_MNC_CONTROL
                                          kp::arg<"orderId">(kp::partial("1")));
#else
                                          kp::arg<"orderId">(kp::at_least(1)));
#endif
}
