// expect: keyplate: literal text of the key template is not valid UTF-8
// expect-also: template_error_at_byte<3[,U]
// single-error
// Must not compile: A byte that is not UTF-8 (0xFF) in literal text.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"CAF\xff#{x}">;
#else
using layout = kp::key<"CAF\xc3\x89#{x}">;
#endif

static_assert(layout::field_count < 100);
