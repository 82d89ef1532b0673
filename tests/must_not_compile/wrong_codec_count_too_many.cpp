// expect: keyplate: wrong number of codecs
// single-error
// Must not compile: More codecs than fields.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{x}", kp::string<>, kp::uint<4>>;
#else
using layout = kp::key<"A#{x}", kp::string<>>;
#endif

static_assert(layout::field_count < 100);
