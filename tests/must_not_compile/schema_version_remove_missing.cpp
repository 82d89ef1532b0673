// expect: keyplate: this entity has a version attribute: give kp::at_version\(k\)
// expect-also: schema_error<.*"Account".*"version"
// single-error
// Must not compile: a remove of an entity with a version attribute that does not say which
// version it read.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Account::remove(kp::arg<"accountId">(1));
#else
  return Account::remove(kp::arg<"accountId">(1), kp::any_version);
#endif
}
