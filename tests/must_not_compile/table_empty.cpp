// expect: keyplate: a table needs at least one layout
// single-error
// Must not compile: a table of no layouts.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using sort_keys = kp::table<>;
#else
using sort_keys = kp::table<kp::key<"#METADATA">>;
#endif

static_assert(sort_keys::size <= 1);
