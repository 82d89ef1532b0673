// expect: keyplate: the entity has no keys on this index
// expect-also: schema_error<.*"Task".*"gsi1pk"
// single-error
// Must not compile: Task has no keys on the status index, so it has no key there.
#include "schema_shop.hpp"

auto key() {
  const Task::values t =
      Task::make(kp::arg<"projectId">(1), kp::arg<"taskId">(2), kp::arg<"rank">(3));
#ifndef KEYPLATE_MNC_CONTROL
  return Task::key<ByStatus>(t);
#else
  return Task::key<Primary>(t);
#endif
}
