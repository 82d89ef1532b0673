// expect: keyplate: timestamp<D> supports std::chrono::seconds, milliseconds and microseconds
// single-error
// Must not compile: A timestamp precision with no fixed wire format (nanoseconds).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <chrono>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using layout = kp::key<"AT#{t}", kp::timestamp<std::chrono::nanoseconds>>;
#else
using layout = kp::key<"AT#{t}", kp::timestamp<std::chrono::microseconds>>;
#endif

static_assert(layout::field_count < 100);
