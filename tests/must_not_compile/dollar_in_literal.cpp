// expect: keyplate: literal text of the key template must not contain ... .range sentinel. or ...
// expect-also: template_error_at_byte<5[,U]
// single-error
// .escape. Must not compile: '$' (the range sentinel) in literal text.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"PRICE$#{x}">;
#else
using layout = kp::key<"PRICE#{x}">;
#endif

static_assert(layout::field_count < 100);
