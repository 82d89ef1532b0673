// expect: keyplate: query: the entity has no keys on this index
// expect-also: schema_error<.*"Task".*"gsi1pk"
// single-error
// Must not compile: a query of Task on the status index, where Task has no keys.
#include "schema_shop.hpp"

auto query() {
#ifndef KEYPLATE_MNC_CONTROL
  return Task::query<ByStatus>(kp::arg<"projectId">(1));
#else
  return Task::query<Primary>(kp::arg<"projectId">(1));
#endif
}
