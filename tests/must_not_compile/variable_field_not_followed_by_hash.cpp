// expect: keyplate: a variable-width field must be followed by .#. or end the template
// expect-also: template_error_at_byte<5[,U]
// single-error
// Must not compile: A variable-width string followed by literal text other than '#': decode could
// not tell where it ends.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"A#{s}X{t}", kp::string<>, kp::string<>>;
#else
using layout = kp::key<"A#{s}#X{t}", kp::string<>, kp::string<>>;
#endif

static_assert(layout::field_count < 100);
