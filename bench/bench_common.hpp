// keyplate benchmarks: the precomputed inputs every scenario cycles through, and one loop that
// runs every contender the same way.
#pragma once

#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

namespace keyplate_bench {

namespace kp = keyplate;

// Every benchmark cycles through this many inputs, so no argument is a compile-time constant
// and branch predictors see more than one value. A power of two: the index wraps with a mask.
inline constexpr std::size_t input_count = 16;
template <class T>
using inputs = std::array<T, input_count>;

constexpr std::size_t next(std::size_t i) noexcept {
  return (i + 1) & (input_count - 1);
}

// splitmix64: a tiny deterministic generator, so every run benchmarks the same inputs.
class random_source {
 public:
  explicit random_source(std::uint64_t seed) : state_(seed) {}
  std::uint64_t operator()() noexcept {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
  }
  std::uint64_t below(std::uint64_t bound) noexcept { return (*this)() % bound; }

 private:
  std::uint64_t state_;
};

// Canonical ULIDs (26 uppercase Crockford base32 characters, the first one 0-7).
inline inputs<std::string> make_ulids(std::uint64_t seed) {
  constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  random_source random(seed);
  inputs<std::string> out;
  for (std::string& id : out) {
    id.push_back(alphabet[random.below(8)]);
    while (id.size() != 26) id.push_back(alphabet[random.below(32)]);
  }
  return out;
}

// The text of whatever a contender returns, to check it against the expected key.
inline std::string_view text_of(const std::string& text) {
  return text;
}
inline std::string_view text_of(std::string_view text) {
  return text;
}
template <std::size_t N>
std::string_view text_of(const kp::result<kp::key_buffer<N>>& buffer) {
  return buffer ? buffer->view() : std::string_view();
}

// Checks once that `encode(i)` yields `expected[i]` for every input (so all contenders of a
// scenario do the same work), then times `encode` over the inputs in turn.
template <class Encode>
void run_encode(benchmark::State& state, const inputs<std::string>& expected, Encode encode) {
  for (std::size_t i = 0; i != input_count; ++i) {
    if (text_of(encode(i)) != expected[i]) {
      state.SkipWithError("output differs from the expected key");
      return;
    }
  }
  std::size_t i = 0;
  for (auto _ : state) {
    auto out = encode(i);
    // The result escapes (and its bytes are written, since the barrier clobbers memory).
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
    i = next(i);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

}  // namespace keyplate_bench
