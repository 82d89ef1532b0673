// expect: keyplate: an enumeration name is empty
// single-error
// Must not compile: an empty name, which would write nothing into the key.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

enum class status { open, shipped };

#ifndef KEYPLATE_MNC_CONTROL
using Status = kp::enumeration<status, "", "SHIPPED">;
#else
using Status = kp::enumeration<status, "OPEN", "SHIPPED">;
#endif

static_assert(Status::count <= 2);
