// expect: keyplate: kp::at_version / kp::any_version is given more than once
// expect-also: schema_error<.*"Account".*"update"
// single-error
// Must not compile: an update that expects two versions.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Account::update(kp::arg<"accountId">(1), kp::set<"balance">(5), kp::at_version(3),
                         kp::any_version);
#else
  return Account::update(kp::arg<"accountId">(1), kp::set<"balance">(5), kp::at_version(3));
#endif
}
