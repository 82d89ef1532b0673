// expect: keyplate: prefix takes fewer values than the layout has fields
// single-error
// Must not compile: prefix() given a value for every field: that is a whole key (use encode).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using task_key = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::uint<4>>;

kp::result<kp::key_condition> all_values() {
#ifndef KEYPLATE_MNC_CONTROL
  return task_key::try_prefix(std::string_view("01ARZ3NDEKTSV4RRFFQ69G5FAV"), 42);
#else
  return task_key::try_prefix(std::string_view("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
#endif
}
