// expect: keyplate: update: a key this update rewrites is built from this field too
// expect-also: schema_error<.*"Task".*"rank"
// single-error
// Must not compile: setting `owner` rewrites the gsi2 keys, whose sort key also needs `rank`,
// which the update neither sets nor gives as kp::known.
#include <chrono>

#include "schema_shop.hpp"

using namespace std::chrono_literals;

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::set<"owner">("ann"));
#else
  return Task::update(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::set<"owner">("ann"),
                      kp::known<"rank">(3));
#endif
}
