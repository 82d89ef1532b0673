// expect: keyplate: the layout has no field of this name
// Must not compile: values::get<"name">() with a name the template does not have.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstdint>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

using task_key = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::uint<4>>;

std::uint64_t task_number() {
  const auto values = task_key::decode("PROJECT#01ARZ3NDEKTSV4RRFFQ69G5FAV#TASK#0042");
#ifndef KEYPLATE_MNC_CONTROL
  return values->get<"nope">();
#else
  return values->get<"taskId">();
#endif
}
