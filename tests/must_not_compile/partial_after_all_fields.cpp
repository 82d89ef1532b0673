// expect: keyplate: partial\(...\) needs a field after the given values
// single-error
// Must not compile: partial(...) after a value for every field: there is no next field for the
// partial value.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

namespace kp = keyplate;

using order_key = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;

kp::result<kp::key_condition> orders_of_october(std::chrono::year_month_day day) {
#ifndef KEYPLATE_MNC_CONTROL
  return order_key::try_prefix(day, 42, kp::partial("2026-10"));
#else
  (void)day;
  return order_key::try_prefix(kp::partial("2026-10"));
#endif
}
