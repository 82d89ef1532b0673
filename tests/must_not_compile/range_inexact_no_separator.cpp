// expect: keyplate: a range on this field cannot be exact: no '#' follows it
// single-error
// Must not compile: a range on a field followed by literal text without '#' and then another
// field: no sentinel can mark where the compared value's keys end.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using slot_key = kp::key<"A#{d}X{n}", kp::uint<2>, kp::uint<2>>;
#else
using slot_key = kp::key<"A#{d}X#{n}", kp::uint<2>, kp::uint<2>>;
#endif

kp::result<kp::key_condition> late_slots() {
  return slot_key::try_range(kp::greater(20));
}
