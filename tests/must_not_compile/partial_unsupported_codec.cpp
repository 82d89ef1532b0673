// expect: keyplate: this field's codec does not support partial values
// single-error
// Must not compile: partial(...) on an int64 field, whose leading characters do not name a
// range of numbers (negative values are written as offsets).
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using balance_key = kp::key<"BALANCE#{cents}", kp::int64>;
#else
using balance_key = kp::key<"BALANCE#{cents}", kp::uint<19>>;
#endif

kp::result<kp::key_condition> balances_starting_with_12() {
  return balance_key::try_prefix(kp::partial("12"));
}
