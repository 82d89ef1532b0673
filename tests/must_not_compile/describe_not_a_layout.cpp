// expect: keyplate: describe<T> takes a layout .*keyplate::table<...> or a keyplate::schema
// single-error
// Must not compile: describe of a codec instead of a layout.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

std::string text() {
#ifndef KEYPLATE_MNC_CONTROL
  return kp::describe<kp::ulid>();
#else
  return kp::describe<kp::key<"TENANT#{id}", kp::ulid>>();
#endif
}
