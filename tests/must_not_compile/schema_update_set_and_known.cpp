// expect: keyplate: a field is given twice
// expect-also: schema_error<.*"Task".*"rank"
// single-error
// Must not compile: `rank` both set and known: which value builds the key would be ambiguous.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::set<"owner">("ann"),
                      kp::set<"rank">(4), kp::known<"rank">(3));
#else
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::set<"owner">("ann"),
                      kp::set<"rank">(4));
#endif
}
