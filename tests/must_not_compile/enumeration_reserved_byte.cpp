// expect: keyplate: an enumeration name holds a byte at or below '.'
// single-error
// Must not compile: a name with '#', which would split the key.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

enum class status { open, shipped };

#ifndef KEYPLATE_MNC_CONTROL
using Status = kp::enumeration<status, "OPEN#NOW", "SHIPPED">;
#else
using Status = kp::enumeration<status, "OPEN_NOW", "SHIPPED">;
#endif

static_assert(Status::count <= 2);
