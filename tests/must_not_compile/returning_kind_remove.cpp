// expect: keyplate: put and remove return the old item only
// expect-also: schema_error<.*"Basket".*"remove"
// single-error
// Must not compile: a delete asking for the new item (there is none: DeleteItem returns
// ALL_OLD or nothing).
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::remove(kp::arg<"basketId">(1), kp::returning(ddb::all_new));
#else
  return Basket::remove(kp::arg<"basketId">(1), kp::returning(ddb::all_old));
#endif
}
