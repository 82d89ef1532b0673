// expect: keyplate: unbalanced brace in the key template
// expect-also: template_error_at_byte<3[,U]
// single-error
// Must not compile: A '}' with no '{' before it.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#x}">;
#else
using layout = kp::key<"A#{x}">;
#endif

static_assert(layout::field_count < 100);
