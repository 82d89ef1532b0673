// expect: keyplate: unbalanced brace in the key template
// expect-also: template_error_at_byte<4[,U]
// single-error
// Must not compile: A placeholder inside a placeholder.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{x{y}}">;
#else
using layout = kp::key<"A#{x}#{y}">;
#endif

static_assert(layout::field_count < 100);
