// expect: keyplate: update: only an optional field can be unset
// expect-also: schema_error<.*"Task".*"rank"
// single-error
// Must not compile: unsetting `rank`, a required field.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::unset<"rank">);
#else
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::unset<"owner">);
#endif
}
