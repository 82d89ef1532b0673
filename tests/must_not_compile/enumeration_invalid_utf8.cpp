// expect: keyplate: an enumeration name is not valid UTF-8
// single-error
// Must not compile: a name with a cut UTF-8 sequence.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

enum class status { open, shipped };

#ifndef KEYPLATE_MNC_CONTROL
using Status = kp::enumeration<status, "OPEN\xC3", "SHIPPED">;
#else
using Status = kp::enumeration<status, "OPEN\xC3\x89", "SHIPPED">;
#endif

static_assert(Status::count <= 2);
