// expect: keyplate: get, remove and check take the primary key fields as kp::arg<"field">.value.
// expect-also: schema_error<.*"Task".*"remove"
// single-error
// Must not compile: remove given the task's key fields as bare values.
#include "schema_shop.hpp"

auto request() {
#ifndef KEYPLATE_MNC_CONTROL
  return Task::remove(1, 2);
#else
  return Task::remove(kp::arg<"projectId">(1), kp::arg<"taskId">(2));
#endif
}
