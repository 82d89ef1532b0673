// expect: keyplate: update: kp::append and kp::prepend need a list field
// expect-also: schema_error<.*"Basket".*"tags"
// single-error
// Must not compile: kp::append on a set (a set has no order: kp::add adds to it).
#include <set>
#include <string>

#include "schema_shop.hpp"

auto request() {
  const std::set<std::string> more{"gift"};
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::append<"tags">(more));
#else
  return Basket::update(kp::arg<"basketId">(1), kp::add<"tags">(more));
#endif
}
