// expect: keyplate: check: a condition check returns no item
// expect-also: schema_error<.*"Basket".*"check"
// single-error
// Must not compile: ReturnValues on a ConditionCheck, which returns nothing (only the old item
// when it fails, with kp::returning_on_failure).
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto c = Basket::check(kp::arg<"basketId">(7), kp::must_exist, kp::returning(ddb::all_old));
#else
const auto c = Basket::check(kp::arg<"basketId">(7), kp::must_exist, kp::returning_on_failure);
#endif
