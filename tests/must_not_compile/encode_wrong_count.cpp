// expect: keyplate: give one value per field of the layout, in template order
// single-error
// Must not compile: encode with one value for a layout of two fields.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}">;

std::string task_key() {
#ifndef KEYPLATE_MNC_CONTROL
  return TaskKey::encode("p1");
#else
  return TaskKey::encode("p1", "t1");
#endif
}
