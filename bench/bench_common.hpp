// keyplate benchmarks: the contender registry, the two loops that run a contender (timed by
// Google Benchmark, or a fixed number of times for callgrind), and the text every output is
// checked by.
//
// A contender is named `SHAPE/OPERATION/WHO`, e.g. `K2/encode_to/keyplate`; compare.py parses
// these names. Every contender cycles through `input_count` precomputed inputs, and its output
// for every input is checked against the expected text before it runs at all.
#pragma once

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace keyplate_bench {

// A power of two, so the input index wraps with a mask; large enough that no value is a
// constant and branch predictors cannot learn the sequence.
inline constexpr std::size_t input_count = 1024;

constexpr std::size_t next_input(std::size_t i) noexcept {
  return (i + 1) & (input_count - 1);
}

// Allocations made by this thread so far (alloc_counter.cpp replaces the global operator new).
std::uint64_t allocation_count() noexcept;

// ---- The text of an output ----------------------------------------------------------------
// Keys are compared as text; decoded values as their fields' texts joined by '|'; items as
// `name=TYPE:text` joined by '|'. A field is text (std::string, views, keyplate::fixed_text),
// something with `.str()` (escaped views, which give their decoded text), a date or an integer.

template <class T>
concept text_like = std::convertible_to<const T&, std::string_view>;
template <class T>
concept has_str = requires(const T& v) {
  { v.str() } -> std::convertible_to<std::string>;
};
template <class T>
concept optional_like = !text_like<T> && requires(const T& v) {
  static_cast<bool>(v);
  *v;
};
template <class T>
concept tuple_like = requires {
  std::tuple_size<T>::value;
};
// An item: (name, attribute) pairs in order, each attribute with a `type` that `to_string`
// names (found by argument-dependent lookup) and a `text`.
template <class T>
concept attribute_list = requires(const T& v) {
  std::string_view(v.begin()->first);
  std::string_view(to_string(v.begin()->second.type()));
  std::string_view(v.begin()->second.text);
};

inline std::string date_text(const std::chrono::year_month_day& date) {
  char text[32];
  const int n =
      std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                    static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return std::string(text, static_cast<std::size_t>(n));
}

// An attribute value as `TYPE:text`; a list `L[v,...]`, a map `M{name=v,...}`, a set
// `SS{text,...}` in its stored order.
template <class V>
std::string value_text(const V& value) {
  std::string text(to_string(value.type()));
  if (const auto* list = value.as_list()) {
    text += '[';
    for (const auto& e : *list) {
      if (text.back() != '[') text += ',';
      text += value_text(e);
    }
    return text + ']';
  }
  if (const auto* map = value.as_map()) {
    text += '{';
    for (const auto& [name, e] : *map) {
      text += (text.back() == '{' ? "" : ",") + name + "=" + value_text(e);
    }
    return text + '}';
  }
  const auto* set = value.as_string_set() != nullptr   ? value.as_string_set()
                    : value.as_number_set() != nullptr ? value.as_number_set()
                                                       : value.as_binary_set();
  if (set != nullptr) {
    text += '{';
    for (const auto& e : *set) text += (text.back() == '{' ? "" : ",") + e;
    return text + '}';
  }
  return text + ":" + value.text;
}

template <class F>
std::string field_text(const F& field) {
  if constexpr (has_str<F>) {
    return field.str();
  } else if constexpr (text_like<F>) {
    return std::string(std::string_view(field));
  } else if constexpr (std::same_as<F, std::chrono::year_month_day>) {
    return date_text(field);
  } else {
    static_assert(std::integral<F>, "keyplate_bench: no text for this field type");
    return std::to_string(field);
  }
}

template <std::size_t I, class T>
decltype(auto) field_at(const T& fields) {
  if constexpr (requires { fields.template get<I>(); }) {
    return fields.template get<I>();
  } else {
    return std::get<I>(fields);
  }
}

template <class T>
std::string text_of(const T& out) {
  if constexpr (has_str<T> && !text_like<T>) {
    return out.str();  // a result that describes itself (its text is made only to check it)
  } else if constexpr (text_like<T>) {
    return std::string(std::string_view(out));
  } else if constexpr (optional_like<T>) {
    return out ? text_of(*out) : std::string("<failed>");
  } else if constexpr (attribute_list<T>) {
    std::string text;  // name=TYPE:text|... (a collection: its elements, see value_text)
    for (const auto& [name, value] : out) {
      if (!text.empty()) text += '|';
      ((text += name) += '=') += value_text(value);
    }
    return text;
  } else {
    static_assert(tuple_like<T>, "keyplate_bench: no text for this output type");
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      std::string text;
      ((text += (I == 0 ? "" : "|"), text += field_text(field_at<I>(out))), ...);
      return text;
    }
    (std::make_index_sequence<std::tuple_size_v<T>>{});
  }
}

// ---- Running a contender --------------------------------------------------------------------

// Empty when `op(i)` has the text `expected[i]` for every input, else what differs. A
// contender whose inputs repeat (a 1,000-item page: input i reads page i % 4) gives the text of
// each distinct input only, and only those are checked.
template <class Op>
std::string first_mismatch(Op& op, const std::vector<std::string>& expected) {
  for (std::size_t i = 0; i != std::min(input_count, expected.size()); ++i) {
    const std::string got = text_of(op(i));
    if (got != expected[i]) {
      return "input " + std::to_string(i) + ": got " + got + " expected " + expected[i];
    }
  }
  return {};
}

// `Make` and `Expected` are captureless lambdas: `Make{}()` returns the operation (a callable
// taking an input index), `Expected{}()` the expected text of every input.
template <class Make, class Expected>
void time_contender(benchmark::State& state) {
  auto op = Make{}();
  if (const std::string problem = first_mismatch(op, Expected{}()); !problem.empty()) {
    state.SkipWithError(problem.c_str());
    return;
  }
  std::size_t i = 0;
  const std::uint64_t allocations_before = allocation_count();
  for (auto _ : state) {
    auto out = op(i);
    benchmark::DoNotOptimize(out);
    i = next_input(i);
  }
  const std::uint64_t allocations = allocation_count() - allocations_before;
  state.counters["allocs_per_op"] =
      benchmark::Counter(static_cast<double>(allocations), benchmark::Counter::kAvgIterations);
}

// Checks, then runs the operation `iterations` times; returns the mismatch, if any.
template <class Make, class Expected>
std::string count_contender(std::size_t iterations) {
  auto op = Make{}();
  std::string problem = first_mismatch(op, Expected{}());
  if (!problem.empty()) return problem;
  std::size_t i = 0;
  for (std::size_t n = 0; n != iterations; ++n) {
    auto out = op(i);
    benchmark::DoNotOptimize(out);
    i = next_input(i);
  }
  return problem;
}

struct contender {
  std::string name;  // SHAPE/OPERATION/WHO
  void (*time)(benchmark::State&);
  std::string (*count)(std::size_t iterations);
};

struct shape {
  std::string name;         // K2
  std::string description;  // the layout and its codecs
};

// A check, not timed, that a shape's hand-tuned code accepts exactly the inputs keyplate
// accepts (mostly invalid ones) and writes the same output; empty when it does.
struct parity_check {
  std::string shape;
  std::string (*run)();
};

std::vector<contender>& contenders();
std::vector<shape>& shapes();
std::vector<parity_check>& parity_checks();

// Registers every shape's contenders (registry.cpp), in report order.
void register_all();

template <class Make, class Expected>
void add(std::string name, Make, Expected) {
  contenders().push_back(
      {std::move(name), &time_contender<Make, Expected>, &count_contender<Make, Expected>});
}

// `text` with every byte outside printable ASCII as \xHH, for messages.
inline std::string printable(std::string_view text) {
  constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F && byte != '\\') {
      out += c;
    } else {
      out += "\\x";
      out += hex[byte >> 4];
      out += hex[byte & 0xF];
    }
  }
  return out;
}

// Empty when `mine(in)` and `theirs(in)` have the same text for every input (a failure has
// the text "<failed>"), else the first input where they differ.
template <class Input, class Mine, class Theirs>
std::string same_verdicts(const std::vector<Input>& inputs, Mine mine, Theirs theirs,
                          std::string_view what) {
  for (const Input& in : inputs) {
    const std::string a = text_of(mine(in)), b = text_of(theirs(in));
    if (a != b) {
      return std::string(what) + ": keyplate gives " + printable(a) + ", hand-tuned " +
             printable(b);
    }
  }
  return {};
}

// The text from `begin` to `end`, or nothing when `end` is null (a failed encode).
inline std::optional<std::string> written(const char* begin, const char* end) {
  if (end == nullptr) return std::nullopt;
  return std::string(begin, static_cast<std::size_t>(end - begin));
}

// An operation writing into a caller buffer of `Size` bytes: `write(buffer, i)` returns the end,
// or null on failure; the operation returns the written text.
template <std::size_t Size, class Write>
auto into_buffer(Write write) {
  return [write, buffer = std::array<char, Size>{}](std::size_t i) mutable {
    const char* end = write(buffer.data(), i);
    return end == nullptr
               ? std::string_view()
               : std::string_view(buffer.data(), static_cast<std::size_t>(end - buffer.data()));
  };
}

// The end a keyplate `result<char*>` holds, or null.
template <class Result>
char* end_of(const Result& written) {
  return written ? *written : nullptr;
}

// splitmix64: a tiny deterministic generator, so every run uses the same inputs.
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

}  // namespace keyplate_bench
