// expect: keyplate: uint<W> needs W <= 20
// single-error
// Must not compile: uint<W> wider than any 64-bit value.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"N#{n}", kp::uint<21>>;
#else
using layout = kp::key<"N#{n}", kp::uint<20>>;
#endif

static_assert(layout::field_count < 100);
