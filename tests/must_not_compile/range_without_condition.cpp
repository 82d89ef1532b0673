// expect: keyplate: range needs a condition as its last argument
// single-error
// Must not compile: range() given only leading values, with no condition on the next field.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string_view>

namespace kp = keyplate;

using item_key = kp::key<"ORDER#{orderId}#ITEM#{line}", kp::ulid, kp::uint<4>>;

kp::result<kp::key_condition> items(std::string_view order) {
#ifndef KEYPLATE_MNC_CONTROL
  return item_key::try_range(order);
#else
  return item_key::try_range(order, kp::at_least(10));
#endif
}
