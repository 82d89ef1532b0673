// expect: keyplate: check: a condition check needs a condition
// expect-also: schema_error<.*"Basket".*"check"
// single-error
// Must not compile: a ConditionCheck with nothing to check (DynamoDB requires its
// ConditionExpression).
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto c = Basket::check(kp::arg<"basketId">(7));
#else
const auto c = Basket::check(kp::arg<"basketId">(7), kp::must_exist);
#endif
