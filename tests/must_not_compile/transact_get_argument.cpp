// expect: keyplate: transact_get takes the parts of Entity::get
// expect-also: schema_error<.*"transact_get".*"arguments"
// single-error
// Must not compile: a key built by hand in a TransactGetItems (no entity to decode its item).
#include "schema_shop.hpp"

const ddb::key_parts by_hand = Basket::get(kp::arg<"basketId">(7));

#ifndef KEYPLATE_MNC_CONTROL
const auto t = kp::transact_get(by_hand);
#else
const auto t = kp::transact_get(Basket::get(kp::arg<"basketId">(7)));
#endif
