// expect: keyplate: empty field name .... in the key template
// expect-also: template_error_at_byte<2[,U]
// single-error
// Must not compile: A placeholder with no name.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{}">;
#else
using layout = kp::key<"A#{x}">;
#endif

static_assert(layout::field_count < 100);
