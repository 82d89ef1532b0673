// expect: keyplate: range needs a field for its condition: give fewer leading values
// single-error
// Must not compile: range() given a value for every field, then a condition: no field is left
// for the condition to apply to.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string_view>

namespace kp = keyplate;

using item_key = kp::key<"ORDER#{orderId}#ITEM#{line}", kp::ulid, kp::uint<4>>;

kp::result<kp::key_condition> items(std::string_view order) {
#ifndef KEYPLATE_MNC_CONTROL
  return item_key::try_range(order, 7, kp::greater(3));
#else
  return item_key::try_range(order, kp::greater(3));
#endif
}
