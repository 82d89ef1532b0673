// Fuzz target: decoding keys whose fields are dates and timestamps (calendar validity, leap
// years, time of day, fraction digits, year range).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>

#include "queries.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {
using Day = kp::key<"D#{d}", kp::date>;
using Seconds = kp::key<"T#{t}", kp::timestamp<std::chrono::seconds>>;
using Millis = kp::key<"T#{t}", kp::timestamp<std::chrono::milliseconds>>;
using Micros = kp::key<"{t}", kp::timestamp<std::chrono::microseconds>>;
using Order = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
using DayAndTime = kp::key<"{d}{t}", kp::date, kp::timestamp<std::chrono::milliseconds>>;
using Window = kp::key<"W#{from}..{to}#", kp::date, kp::date>;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const kf::two_keys input = kf::split_input(data, size);
  kf::with_layout<Day, Seconds, Millis, Micros, Order, DayAndTime, Window>(
      input.selector, [&]<class K>() { kf::check_keys<K>(input.first, input.second); });
  return 0;
}
