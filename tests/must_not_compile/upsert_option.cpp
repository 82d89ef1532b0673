// expect: keyplate: upsert takes the values, then the version expected, kp::when, kp::returning
// expect-also: schema_error<.*"Basket".*"upsert"
// single-error
// Must not compile: ddb::replace on an upsert, which always creates or overwrites (it is put's
// option).
#include "schema_shop.hpp"

auto request() {
  const auto b = Basket::make(kp::arg<"basketId">(1), kp::arg<"status">("OPEN"),
                              kp::arg<"total">(std::int64_t{0}));
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::upsert(b, ddb::replace);
#else
  return Basket::upsert(b);
#endif
}
