// expect: keyplate: enumeration<E, names...> needs at least one name
// single-error
// Must not compile: an enumeration without names.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

enum class status { open, shipped };

#ifndef KEYPLATE_MNC_CONTROL
using Status = kp::enumeration<status>;
#else
using Status = kp::enumeration<status, "OPEN", "SHIPPED">;
#endif

static_assert(Status::count <= 2);
