// expect: keyplate: put takes the values, then the options ddb::replace, kp::when, kp::returning
// expect-also: schema_error<.*"Basket".*"put"
// single-error
// Must not compile: a put given kp::must_exist, an option of remove.
#include "schema_shop.hpp"

using kp::attr;

auto request() {
  const auto v =
      Basket::make(kp::arg<"basketId">(1), kp::arg<"status">("OPEN"), kp::arg<"total">(0));
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::put(v, kp::must_exist);
#else
  return Basket::put(v, kp::when(attr<"status">.exists()));
#endif
}
