// expect: keyplate: string<Max> needs Max >= 1
// single-error
// Must not compile: A string field that can hold nothing.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"N#{s}", kp::string<0>>;
#else
using layout = kp::key<"N#{s}", kp::string<1>>;
#endif

static_assert(layout::field_count < 100);
