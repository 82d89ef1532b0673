// expect: keyplate: duplicate field name in the key template
// expect-also: template_error_at_byte<9[,U]
// single-error
// Must not compile: Two fields with the same name.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{x}#B#{x}">;
#else
using layout = kp::key<"A#{x}#B#{y}">;
#endif

static_assert(layout::field_count < 100);
