// keyplate benchmarks: the precomputed inputs every scenario cycles through, one loop that runs
// every contender the same way, and the contenders shared by the scenarios.
#pragma once

#include <benchmark/benchmark.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <utility>

#if defined(KEYPLATE_BENCH_HAVE_FMT)
#include <fmt/compile.h>
#include <fmt/format.h>
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
#include <absl/strings/str_cat.h>
#endif

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

// ---- keyplate's three ways to encode a key of two values ------------------------------------

template <class Key, class First, class Second>
void run_keyplate_encode(benchmark::State& state, const inputs<std::string>& expected,
                         const inputs<First>& first, const inputs<Second>& second) {
  run_encode(state, expected, [&](std::size_t i) { return Key::encode(first[i], second[i]); });
}

template <class Key, class First, class Second>
void run_keyplate_encode_to(benchmark::State& state, const inputs<std::string>& expected,
                            const inputs<First>& first, const inputs<Second>& second) {
  char buffer[Key::max_size];
  run_encode(state, expected, [&](std::size_t i) {
    const kp::result<char*> end = Key::encode_to(buffer, first[i], second[i]);
    return end ? std::string_view(buffer, static_cast<std::size_t>(*end - buffer))
               : std::string_view();
  });
}

template <class Key, class First, class Second>
void run_keyplate_encode_buffer(benchmark::State& state, const inputs<std::string>& expected,
                                const inputs<First>& first, const inputs<Second>& second) {
  run_encode(state, expected,
             [&](std::size_t i) { return Key::encode_buffer(first[i], second[i]); });
}

// ---- Keys of two text values: `head` + first + `middle` + second ----------------------------
// `Text` holds the literal text as compile-time constants, as hand-written code has it (the
// concatenation is measurably slower when the lengths are not constants):
//   struct task_text { static constexpr std::string_view head = "PROJECT#", middle = "#TASK#"; };
// The peers copy both values as they are; keyplate writes each value as its codec does, so the
// two sides have their own expected keys (the same ones where the codec copies the value).

template <class Text>
struct text_pair_inputs {
  inputs<std::string> first, second;
  inputs<std::string> expected_peer;      // what the peers write
  inputs<std::string> expected_keyplate;  // what keyplate writes
};

// `keyplate_text(value)` is the text keyplate writes for one value.
template <class Text, class KeyplateText>
text_pair_inputs<Text> make_text_pair(inputs<std::string> first, inputs<std::string> second,
                                      KeyplateText keyplate_text) {
  const std::string head(Text::head), middle(Text::middle);
  text_pair_inputs<Text> in{std::move(first), std::move(second), {}, {}};
  for (std::size_t i = 0; i != input_count; ++i) {
    in.expected_peer[i] = head + in.first[i] + middle + in.second[i];
    in.expected_keyplate[i] =
        head + keyplate_text(in.first[i]) + middle + keyplate_text(in.second[i]);
  }
  return in;
}

// Hand-written concatenation: `reserve`, then `append` each piece.
template <class Text>
void run_concat(benchmark::State& state, const text_pair_inputs<Text>& in) {
  run_encode(state, in.expected_peer, [&](std::size_t i) {
    const std::string& first = in.first[i];
    const std::string& second = in.second[i];
    std::string key;
    key.reserve(Text::head.size() + first.size() + Text::middle.size() + second.size());
    key.append(Text::head);
    key.append(first);
    key.append(Text::middle);
    key.append(second);
    return key;
  });
}

// `format` is the key's printf format, with "%s" for each value.
template <class Text>
void run_snprintf(benchmark::State& state, const text_pair_inputs<Text>& in, const char* format) {
  char buffer[256];
  run_encode(state, in.expected_peer, [&](std::size_t i) {
    const int n =
        std::snprintf(buffer, sizeof buffer, format, in.first[i].c_str(), in.second[i].c_str());
    return std::string_view(buffer, static_cast<std::size_t>(n));
  });
}

#if defined(KEYPLATE_BENCH_HAVE_FMT)
template <class Text>
void run_fmt_format(benchmark::State& state, const text_pair_inputs<Text>& in,
                    fmt::format_string<const std::string&, const std::string&> format) {
  run_encode(state, in.expected_peer,
             [&](std::size_t i) { return fmt::format(format, in.first[i], in.second[i]); });
}

// `format` is FMT_COMPILE("...") at the caller: the format is compiled there, once.
template <class Text, class CompiledFormat>
void run_fmt_compile(benchmark::State& state, const text_pair_inputs<Text>& in,
                     CompiledFormat format) {
  char buffer[256];
  run_encode(state, in.expected_peer, [&](std::size_t i) {
    char* end = fmt::format_to(buffer, format, in.first[i], in.second[i]);
    return std::string_view(buffer, static_cast<std::size_t>(end - buffer));
  });
}
#endif

#if defined(KEYPLATE_BENCH_HAVE_ABSL)
template <class Text>
void run_absl_strcat(benchmark::State& state, const text_pair_inputs<Text>& in) {
  // Abseil here has its own string_view type, not constructible from std::string_view.
  constexpr absl::string_view head(Text::head.data(), Text::head.size());
  constexpr absl::string_view middle(Text::middle.data(), Text::middle.size());
  run_encode(state, in.expected_peer,
             [&](std::size_t i) { return absl::StrCat(head, in.first[i], middle, in.second[i]); });
}
#endif

}  // namespace keyplate_bench
