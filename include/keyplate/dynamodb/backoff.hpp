// keyplate: how long to wait before sending again what DynamoDB returned unprocessed or
// throttled: exponential backoff with full jitter. Standard library only.
#pragma once

#include <algorithm>
#include <chrono>
#include <random>

namespace keyplate::dynamodb {

/// The first wait's ceiling (attempt 0) and the ceiling it doubles up to.
inline constexpr std::chrono::milliseconds backoff_base{50};
inline constexpr std::chrono::milliseconds backoff_cap{20'000};

/// A wait drawn uniformly from 0 to `min(20 s, 50 ms * 2^attempt)` ("full jitter"), for the
/// `attempt`-th retry in a row (from 0): retries of many clients spread out instead of
/// arriving together. `rng` is any uniform random bit generator (`std::mt19937`).
///
/// **Example**: `std::this_thread::sleep_for(ddb::backoff(w.attempt(), rng));`
template <class Rng>
std::chrono::milliseconds backoff(unsigned attempt, Rng& rng) {
  using rep = std::chrono::milliseconds::rep;
  const rep cap = backoff_cap.count();  // 50 ms * 2^9 is over it: no shift overflows
  const rep ceiling = attempt < 9 ? std::min<rep>(backoff_base.count() << attempt, cap) : cap;
  return std::chrono::milliseconds(std::uniform_int_distribution<rep>(0, ceiling)(rng));
}

}  // namespace keyplate::dynamodb
