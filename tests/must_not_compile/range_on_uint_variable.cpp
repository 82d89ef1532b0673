// expect: keyplate: a range needs an order-preserving codec on the compared field
// single-error
// Must not compile: a range on a uint<> field: plain decimal sorts 10 before 9, so no byte range
// can select "numbers above 9".
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using invoice_key = kp::key<"INVOICE#{number}", kp::uint<>>;
#else
using invoice_key = kp::key<"INVOICE#{number}", kp::uint<12>>;
#endif

kp::result<kp::key_condition> later_invoices() {
  return invoice_key::try_range(kp::greater(9));
}
