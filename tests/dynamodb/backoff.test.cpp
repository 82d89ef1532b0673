// Tests of dynamodb/backoff.hpp: full jitter between 0 and min(20 s, 50 ms * 2^attempt).
#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <keyplate/dynamodb/backoff.hpp>
#include <random>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

TEST_CASE("a wait is drawn from 0 to the attempt's ceiling, which doubles up to 20 s") {
  // 50 ms doubled per attempt: 50, 100, ..., 12,800 ms at attempt 8; 25,600 would pass 20 s.
  const std::int64_t ceilings[] = {50, 100, 200, 400, 800, 1600, 3200, 6400, 12800, 20000, 20000};
  const std::uint32_t seed = 20261205;
  std::printf("backoff: seed %u\n", static_cast<unsigned>(seed));
  std::mt19937 rng(seed);
  for (unsigned attempt = 0; attempt != std::size(ceilings); ++attempt) {
    INFO("attempt " << attempt);
    std::int64_t low = ceilings[attempt], high = 0;
    for (int draw = 0; draw != 2000; ++draw) {
      const std::chrono::milliseconds wait = ddb::backoff(attempt, rng);
      REQUIRE(wait.count() >= 0);
      REQUIRE(wait.count() <= ceilings[attempt]);
      low = std::min<std::int64_t>(low, wait.count());
      high = std::max<std::int64_t>(high, wait.count());
    }
    // Full jitter: the draws cover the whole span, not only its top.
    CHECK(low * 10 <= ceilings[attempt]);
    CHECK(high * 10 >= ceilings[attempt] * 9);
  }
}

TEST_CASE("any attempt, however late, waits at most 20 s") {
  std::minstd_rand rng(7);
  for (const unsigned attempt : {31U, 32U, 64U, 1000U, UINT_MAX}) {
    CHECK(ddb::backoff(attempt, rng) <= std::chrono::seconds(20));
  }
  CHECK(ddb::backoff_cap == std::chrono::seconds(20));
  CHECK(ddb::backoff_base == std::chrono::milliseconds(50));
}
