// expect: keyplate: put and remove return the old item only
// expect-also: schema_error<.*"Basket".*"put"
// single-error
// Must not compile: a put asking for the new item, which DynamoDB's PutItem rejects (it
// returns ALL_OLD or nothing).
#include "schema_shop.hpp"

auto request() {
  const auto b = Basket::make(kp::arg<"basketId">(1), kp::arg<"status">("OPEN"),
                              kp::arg<"total">(std::int64_t{0}));
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::put(b, ddb::replace, kp::returning(ddb::all_new));
#else
  return Basket::put(b, ddb::replace, kp::returning(ddb::all_old));
#endif
}
