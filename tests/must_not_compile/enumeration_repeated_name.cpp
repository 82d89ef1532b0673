// expect: keyplate: an enumeration name appears twice
// single-error
// Must not compile: two enumerators with one name: decode could not tell them apart.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

enum class status { open, shipped };

#ifndef KEYPLATE_MNC_CONTROL
using Status = kp::enumeration<status, "OPEN", "OPEN">;
#else
using Status = kp::enumeration<status, "OPEN", "SHIPPED">;
#endif

static_assert(Status::count <= 2);
