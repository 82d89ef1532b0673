// expect: keyplate: update: kp::remove_from needs a set field
// expect-also: schema_error<.*"Basket".*"notes"
// single-error
// Must not compile: kp::remove_from on a list (DynamoDB's DELETE takes sets only).
#include <set>
#include <string>
#include <vector>

#include "schema_shop.hpp"

auto request() {
  const std::vector<std::string> lines{"call first"};
#ifndef KEYPLATE_MNC_CONTROL
  return Basket::update(kp::arg<"basketId">(1), kp::remove_from<"notes">(lines));
#else
  return Basket::update(kp::arg<"basketId">(1),
                        kp::remove_from<"tags">(std::set<std::string>{"gift"}));
#endif
}
