// expect: keyplate: the key template is empty
// expect-also: template_error_at_byte<0[,U]
// single-error
// Must not compile: An empty template.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"">;
#else
using layout = kp::key<"A">;
#endif

static_assert(layout::field_count < 100);
