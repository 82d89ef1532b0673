// expect: keyplate: this entity has a version attribute: give kp::at_version\(k\)
// expect-also: schema_error<.*"Account".*"version"
// single-error
// Must not compile: an update of an entity with a version attribute that does not say which
// version it read (it could overwrite another writer's change).
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Account::update(kp::arg<"accountId">(1), kp::set<"balance">(5));
#else
  return Account::update(kp::arg<"accountId">(1), kp::set<"balance">(5), kp::at_version(3));
#endif
}
