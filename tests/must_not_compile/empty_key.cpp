// expect: keyplate: this layout can encode to an empty key
// single-error
// Must not compile: A layout with no literal text whose only field can be empty.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"{s}", kp::string<>>;
#else
using layout = kp::key<"S#{s}", kp::string<>>;
#endif

static_assert(layout::field_count < 100);
