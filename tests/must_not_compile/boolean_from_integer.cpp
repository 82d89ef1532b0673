// expect: keyplate: a value does not convert to its field's codec input
// single-error
// Must not compile: an integer where a boolean field goes (1 is not a truth value here).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using ActiveKey = kp::key<"ACTIVE#{active}", kp::boolean>;

std::string active_key() {
#ifndef KEYPLATE_MNC_CONTROL
  return ActiveKey::encode(1);
#else
  return ActiveKey::encode(true);
#endif
}
