// expect: keyplate: range values must match the layout's leading fields, in template order
// single-error
// Must not compile: a range whose leading value has the wrong type for the first field.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>

namespace kp = keyplate;
using namespace std::chrono_literals;

using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;

kp::key_condition later_orders() {
#ifndef KEYPLATE_MNC_CONTROL
  return OrderKey::range(42, kp::greater(2026y / 10 / 1d));
#else
  return OrderKey::range(2026y / 10 / 1d, kp::greater(42));
#endif
}
