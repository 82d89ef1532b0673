// expect: keyplate: a transaction takes the parts of put, update, remove and check
// expect-also: schema_error<.*"transaction".*"arguments"
// single-error
// Must not compile: a GetItem's key in a transaction of writes (reads are kp::transact_get's).
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
const auto t = kp::try_transaction(Basket::get(kp::arg<"basketId">(7)));
#else
const auto t = kp::try_transaction(Basket::remove(kp::arg<"basketId">(7)));
#endif
