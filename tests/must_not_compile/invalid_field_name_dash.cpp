// expect: keyplate: invalid field name in the key template
// expect-also: template_error_at_byte<8[,U]
// single-error
// Must not compile: A field name containing '-'.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{order-id}">;
#else
using layout = kp::key<"A#{order_id}">;
#endif

static_assert(layout::field_count < 100);
