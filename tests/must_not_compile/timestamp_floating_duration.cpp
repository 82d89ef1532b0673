// expect: keyplate: timestamp<D> needs an integral duration
// single-error
// Must not compile: a timestamp over a floating-point duration (not an exact instant).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <chrono>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using at = kp::timestamp<std::chrono::duration<double>>;
#else
using at = kp::timestamp<std::chrono::seconds>;
#endif

static_assert(at::max_size == 20);
