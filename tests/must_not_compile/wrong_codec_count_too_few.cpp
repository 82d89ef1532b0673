// expect: keyplate: wrong number of codecs
// single-error
// Must not compile: Fewer codecs than fields (but not none).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{x}#B#{y}", kp::string<>>;
#else
using layout = kp::key<"A#{x}#B#{y}", kp::string<>, kp::string<>>;
#endif

static_assert(layout::field_count < 100);
