// The seeded random source of the tests that generate data (integration plans, property tests):
// splitmix64, a small generator whose sequence depends only on its seed, so a printed seed
// reproduces a run exactly.
#pragma once

#include <cstddef>
#include <cstdint>

namespace keyplate_test {

class splitmix64 {
 public:
  explicit splitmix64(std::uint64_t seed) noexcept : state_(seed) {}

  std::uint64_t next() noexcept {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // A number below `n` (n > 0).
  std::uint64_t below(std::uint64_t n) noexcept { return next() % n; }
  // One of `items`.
  template <class T, std::size_t N>
  const T& pick(const T (&items)[N]) noexcept {
    return items[below(N)];
  }

 private:
  std::uint64_t state_;
};

}  // namespace keyplate_test
