// expect: keyplate: the condition's value type does not match the field
// single-error
// Must not compile: a condition holding text on a numeric field.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

using invoice_key = kp::key<"INVOICE#{number}", kp::uint<12>>;

kp::result<kp::key_condition> later_invoices() {
#ifndef KEYPLATE_MNC_CONTROL
  return invoice_key::try_range(kp::greater("000000000042"));
#else
  return invoice_key::try_range(kp::greater(42));
#endif
}
