// expect: keyplate: update: the version attribute is written by the update itself
// expect-also: schema_error<.*"Account".*"version"
// single-error
// Must not compile: an update that sets the version attribute by hand.
#include <cstdint>

#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Account::update(kp::arg<"accountId">(1), kp::set<"version">(std::uint64_t{9}),
                         kp::at_version(3));
#else
  return Account::update(kp::arg<"accountId">(1), kp::set<"balance">(5), kp::at_version(3));
#endif
}
