// expect: keyplate: a write takes kp::returning and kp::returning_on_failure at most once each
// expect-also: schema_error<.*"Basket".*"update"
// single-error
// Must not compile: two ReturnValues on one update (which one?).
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::add<"total">(5), kp::returning(ddb::all_new),
                        kp::returning(ddb::updated_new));
#else
  return Basket::update(kp::arg<"basketId">(1), kp::add<"total">(5),
                        kp::returning(ddb::updated_new));
#endif
}
