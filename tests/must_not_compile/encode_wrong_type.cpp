// expect: keyplate: a value does not convert to its field.s codec input .values go in
// single-error
// Must not compile: values given in the wrong order, a number where the ULID goes.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using OrderKey = kp::key<"ORDER#{orderId}#ITEM#{itemId}", kp::ulid, kp::uint<4>>;

std::string order_item() {
#ifndef KEYPLATE_MNC_CONTROL
  return OrderKey::encode(7, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
#else
  return OrderKey::encode("01ARZ3NDEKTSV4RRFFQ69G5FAV", 7);
#endif
}
