// expect: keyplate: prefix values must match the layout.s leading fields, in template order
// single-error
// Must not compile: prefix() given the second field's value (a number) where the first field (a
// ULID) comes first.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using task_key = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::uint<4>>;

kp::result<kp::key_condition> skipped_first() {
#ifndef KEYPLATE_MNC_CONTROL
  return task_key::try_prefix(42);
#else
  return task_key::try_prefix(std::string_view("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
#endif
}
