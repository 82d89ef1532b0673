// Encoding benchmarks: keyplate against the code people write today for the same keys.
//
// Fairness: the peers do what such code usually does, which is no validation at all. keyplate
// also checks every value (ULID length and alphabet, that the date exists, that the order id
// fits 10 digits) and reports the first bad one; that work is inside its figures.
#include <charconv>
#include <cstdio>
#include <string>

#include "bench_common.hpp"

#if defined(KEYPLATE_BENCH_HAVE_FMT)
#include <fmt/compile.h>
#include <fmt/format.h>
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
#include <absl/strings/str_cat.h>
#endif

namespace {

using namespace keyplate_bench;

// ---- Scenario A: "PROJECT#{projectId}#TASK#{taskId}", two ULIDs -------------------------

using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;

struct task_text {
  static constexpr std::string_view head = "PROJECT#", middle = "#TASK#";
};

// Canonical ULIDs: keyplate writes them as they are, like the peers.
const text_pair_inputs<task_text>& task_data() {
  static const auto data = make_text_pair<task_text>(make_ulids(1), make_ulids(2),
                                                     [](const std::string& id) { return id; });
  return data;
}

void task_concat(benchmark::State& state) {
  run_concat(state, task_data());
}
BENCHMARK(task_concat);

void task_snprintf(benchmark::State& state) {
  run_snprintf(state, task_data(), "PROJECT#%s#TASK#%s");
}
BENCHMARK(task_snprintf);

#if defined(KEYPLATE_BENCH_HAVE_FMT)
void task_fmt_format(benchmark::State& state) {
  run_fmt_format(state, task_data(), "PROJECT#{}#TASK#{}");
}
BENCHMARK(task_fmt_format);

void task_fmt_compile(benchmark::State& state) {
  run_fmt_compile(state, task_data(), FMT_COMPILE("PROJECT#{}#TASK#{}"));
}
BENCHMARK(task_fmt_compile);
#endif

#if defined(KEYPLATE_BENCH_HAVE_ABSL)
void task_absl_strcat(benchmark::State& state) {
  run_absl_strcat(state, task_data());
}
BENCHMARK(task_absl_strcat);
#endif

void task_keyplate_encode(benchmark::State& state) {
  const auto& in = task_data();
  run_keyplate_encode<TaskKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(task_keyplate_encode);

void task_keyplate_encode_to(benchmark::State& state) {
  const auto& in = task_data();
  run_keyplate_encode_to<TaskKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(task_keyplate_encode_to);

void task_keyplate_encode_buffer(benchmark::State& state) {
  const auto& in = task_data();
  run_keyplate_encode_buffer<TaskKey>(state, in.expected_keyplate, in.first, in.second);
}
BENCHMARK(task_keyplate_encode_buffer);

// ---- Scenario B: "ORDER#{date}#{orderId}", a date and a 10-digit number ---------------------
// The peers write whatever they are given: a year above 9999 or an id of 11 digits silently
// makes a longer key that sorts wrongly. keyplate rejects both.

using OrderKey = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;

struct order_inputs {
  inputs<std::chrono::year_month_day> date;
  inputs<std::uint64_t> id;
  inputs<std::string> expected;

  order_inputs() {
    random_source random(3);
    for (std::size_t i = 0; i != input_count; ++i) {
      date[i] = std::chrono::year{2020 + static_cast<int>(random.below(10))} /
                std::chrono::month{1 + static_cast<unsigned>(random.below(12))} /
                std::chrono::day{1 + static_cast<unsigned>(random.below(28))};
      id[i] = random.below(10'000'000'000u);
      char text[64];
      const int n = std::snprintf(
          text, sizeof text, "ORDER#%04d-%02u-%02u#%010llu", static_cast<int>(date[i].year()),
          static_cast<unsigned>(date[i].month()), static_cast<unsigned>(date[i].day()),
          static_cast<unsigned long long>(id[i]));
      expected[i].assign(text, static_cast<std::size_t>(n));
    }
  }
};

const order_inputs& order_data() {
  static const order_inputs data;
  return data;
}

// Calendar fields as plain numbers, as the peers need them.
int year_of(const std::chrono::year_month_day& d) {
  return static_cast<int>(d.year());
}
int month_of(const std::chrono::year_month_day& d) {
  return static_cast<int>(static_cast<unsigned>(d.month()));
}
int day_of(const std::chrono::year_month_day& d) {
  return static_cast<int>(static_cast<unsigned>(d.day()));
}

// What hand-written code does for a zero-padded number: std::to_chars, then pad.
void append_padded(std::string& out, std::uint64_t value, std::size_t width) {
  char digits[20];
  const std::size_t n =
      static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, value).ptr - digits);
  if (n < width) out.append(width - n, '0');
  out.append(digits, n);
}

void order_concat(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_encode(state, in.expected, [&](std::size_t i) {
    const std::chrono::year_month_day& d = in.date[i];
    std::string key;
    key.reserve(6 + 10 + 1 + 10);
    key.append("ORDER#");
    append_padded(key, static_cast<std::uint64_t>(year_of(d)), 4);
    key.push_back('-');
    append_padded(key, static_cast<std::uint64_t>(month_of(d)), 2);
    key.push_back('-');
    append_padded(key, static_cast<std::uint64_t>(day_of(d)), 2);
    key.push_back('#');
    append_padded(key, in.id[i], 10);
    return key;
  });
}
BENCHMARK(order_concat);

void order_snprintf(benchmark::State& state) {
  const order_inputs& in = order_data();
  char buffer[128];
  run_encode(state, in.expected, [&](std::size_t i) {
    const std::chrono::year_month_day& d = in.date[i];
    const int n = std::snprintf(buffer, sizeof buffer, "ORDER#%04d-%02d-%02d#%010llu", year_of(d),
                                month_of(d), day_of(d), static_cast<unsigned long long>(in.id[i]));
    return std::string_view(buffer, static_cast<std::size_t>(n));
  });
}
BENCHMARK(order_snprintf);

#if defined(KEYPLATE_BENCH_HAVE_FMT)
void order_fmt_format(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_encode(state, in.expected, [&](std::size_t i) {
    const std::chrono::year_month_day& d = in.date[i];
    return fmt::format("ORDER#{:04}-{:02}-{:02}#{:010}", year_of(d), month_of(d), day_of(d),
                       in.id[i]);
  });
}
BENCHMARK(order_fmt_format);

void order_fmt_compile(benchmark::State& state) {
  const order_inputs& in = order_data();
  char buffer[128];
  run_encode(state, in.expected, [&](std::size_t i) {
    const std::chrono::year_month_day& d = in.date[i];
    char* end = fmt::format_to(buffer, FMT_COMPILE("ORDER#{:04}-{:02}-{:02}#{:010}"), year_of(d),
                               month_of(d), day_of(d), in.id[i]);
    return std::string_view(buffer, static_cast<std::size_t>(end - buffer));
  });
}
BENCHMARK(order_fmt_compile);
#endif

#if defined(KEYPLATE_BENCH_HAVE_ABSL)
void order_absl_strcat(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_encode(state, in.expected, [&](std::size_t i) {
    const std::chrono::year_month_day& d = in.date[i];
    return absl::StrCat("ORDER#", absl::Dec(year_of(d), absl::kZeroPad4), "-",
                        absl::Dec(month_of(d), absl::kZeroPad2), "-",
                        absl::Dec(day_of(d), absl::kZeroPad2), "#",
                        absl::Dec(in.id[i], absl::kZeroPad10));
  });
}
BENCHMARK(order_absl_strcat);
#endif

void order_keyplate_encode(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_keyplate_encode<OrderKey>(state, in.expected, in.date, in.id);
}
BENCHMARK(order_keyplate_encode);

void order_keyplate_encode_to(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_keyplate_encode_to<OrderKey>(state, in.expected, in.date, in.id);
}
BENCHMARK(order_keyplate_encode_to);

void order_keyplate_encode_buffer(benchmark::State& state) {
  const order_inputs& in = order_data();
  run_keyplate_encode_buffer<OrderKey>(state, in.expected, in.date, in.id);
}
BENCHMARK(order_keyplate_encode_buffer);

}  // namespace
