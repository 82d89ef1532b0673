// K2, `PROJECT#{projectId}#TASK#{taskId}` with two ULIDs: keyplate against hand-tuned code and
// the usual peers.
#include <cstdio>
#include <cstring>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "bench_common.hpp"
#include "hand_tuned.hpp"
#include "inputs.hpp"
#include "peers.hpp"

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
using K2 = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
constexpr std::size_t size = K2::max_size;

struct task_inputs {
  std::vector<std::string> project = make_ulids(21), task = make_ulids(22);
  std::vector<std::string> keys, values;  // expected key, expected decoded text
  task_inputs() {
    for (std::size_t i = 0; i != input_count; ++i) {
      keys.push_back("PROJECT#" + project[i] + "#TASK#" + task[i]);
      values.push_back(project[i] + "|" + task[i]);
    }
  }
};

const task_inputs& data() {
  static const task_inputs inputs;
  return inputs;
}

const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto values = []() -> const std::vector<std::string>& { return data().values; };

char* hand_encode(char* out, std::string_view project, std::string_view task) {
  std::memcpy(out, "PROJECT#", 8);
  if (hand::encode_ulid(out + 8, project) == nullptr) return nullptr;
  std::memcpy(out + 34, "#TASK#", 6);
  return hand::encode_ulid(out + 40, task);
}

std::optional<std::tuple<hand::ulid_chars, hand::ulid_chars>> hand_decode(std::string_view key) {
  std::optional<std::tuple<hand::ulid_chars, hand::ulid_chars>> out;
  if (key.size() != 66 || std::memcmp(key.data(), "PROJECT#", 8) != 0 ||
      std::memcmp(key.data() + 34, "#TASK#", 6) != 0) {
    return out;
  }
  auto& [project, task] = out.emplace();
  if (!hand::copy_ulid<false>(project.text, key.data() + 8) ||
      !hand::copy_ulid<false>(task.text, key.data() + 40)) {
    out.reset();
  }
  return out;
}

std::optional<std::tuple<std::string_view, std::string_view>> split_views(std::string_view key) {
  if (!peer::take(key, "PROJECT#")) return std::nullopt;
  const std::string_view project = peer::take_component(key);
  if (!peer::take(key, "#TASK#")) return std::nullopt;
  const std::string_view task = peer::take_component(key);
  if (!key.empty() || project.size() != 26 || task.size() != 26) return std::nullopt;
  return std::tuple{project, task};
}

std::optional<std::tuple<std::string, std::string>> split_strings(std::string_view key) {
  const auto views = split_views(key);
  if (!views) return std::nullopt;
  return std::tuple{std::string(std::get<0>(*views)), std::string(std::get<1>(*views))};
}

// Mutated keys; mutated ids beside valid ones, in either field.
std::string parity() {
  const task_inputs& d = data();
  std::string problem = same_verdicts(
      mutations(d.keys, 201), [](const std::string& key) { return K2::decode(key); },
      [](const std::string& key) { return hand_decode(key); }, "decode");
  if (!problem.empty()) return problem;
  const std::vector<std::string> bad = mutations(d.project, 202, 4096);
  std::vector<std::pair<std::string, std::string>> pairs;
  for (std::size_t i = 0; i != bad.size(); ++i) {
    const std::string& good = d.task[i % input_count];
    pairs.push_back(i % 2 == 0 ? std::pair{bad[i], good} : std::pair{good, bad[i]});
  }
  return same_verdicts(
      pairs,
      [](const auto& in) {
        char out[size];
        return written(out, end_of(K2::encode_to(out, in.first, in.second)));
      },
      [](const auto& in) {
        char out[size];
        return written(out, hand_encode(out, in.first, in.second));
      },
      "encode");
}

}  // namespace

void register_k2() {
  shapes().push_back({"K2", "PROJECT#{projectId}#TASK#{taskId}: ulid, ulid"});
  parity_checks().push_back({"K2", &parity});
  add(
      "K2/encode_to/keyplate",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return end_of(K2::encode_to(out, d.project[i], d.task[i]));
        });
      },
      keys);
  add(
      "K2/encode_to/hand_tuned",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return hand_encode(out, d.project[i], d.task[i]);
        });
      },
      keys);
  add(
      "K2/encode_to/snprintf",
      [] {
        return into_buffer<size + 1>([&d = data()](char* out, std::size_t i) {
          return out + std::snprintf(out, size + 1, "PROJECT#%s#TASK#%s", d.project[i].c_str(),
                                     d.task[i].c_str());
        });
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K2/encode_to/fmt_format_to_compile",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return fmt::format_to(out, FMT_COMPILE("PROJECT#{}#TASK#{}"), d.project[i], d.task[i]);
        });
      },
      keys);
#endif
  add(
      "K2/encode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K2::encode(d.project[i], d.task[i]); }; },
      keys);
  add(
      "K2/encode/plus",
      [] {
        return [&d = data()](std::size_t i) {
          return "PROJECT#" + d.project[i] + "#TASK#" + d.task[i];
        };
      },
      keys);
  add(
      "K2/encode/reserve_append",
      [] {
        return [&d = data()](std::size_t i) {
          std::string key;
          key.reserve(8 + d.project[i].size() + 6 + d.task[i].size());
          key.append("PROJECT#");
          key.append(d.project[i]);
          key.append("#TASK#");
          key.append(d.task[i]);
          return key;
        };
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K2/encode/fmt_format",
      [] {
        return [&d = data()](std::size_t i) {
          return fmt::format("PROJECT#{}#TASK#{}", d.project[i], d.task[i]);
        };
      },
      keys);
  add(
      "K2/encode/fmt_format_compile",
      [] {
        return [&d = data()](std::size_t i) {
          return fmt::format(FMT_COMPILE("PROJECT#{}#TASK#{}"), d.project[i], d.task[i]);
        };
      },
      keys);
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
  add(
      "K2/encode/absl_strcat",
      [] {
        return [&d = data()](std::size_t i) {
          return absl::StrCat("PROJECT#", d.project[i], "#TASK#", d.task[i]);
        };
      },
      keys);
#endif
  add(
      "K2/floor/memcpy",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          std::memcpy(out, d.keys[i].data(), d.keys[i].size());
          return out + d.keys[i].size();
        });
      },
      keys);
  add(
      "K2/decode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K2::decode(d.keys[i]); }; }, values);
  add(
      "K2/decode_view/keyplate",
      [] { return [&d = data()](std::size_t i) { return K2::decode_view(d.keys[i]); }; }, values);
  add(
      "K2/decode/hand_tuned",
      [] { return [&d = data()](std::size_t i) { return hand_decode(d.keys[i]); }; }, values);
  add(
      "K2/decode/split_views",
      [] { return [&d = data()](std::size_t i) { return split_views(d.keys[i]); }; }, values);
  add(
      "K2/decode/split_strings",
      [] { return [&d = data()](std::size_t i) { return split_strings(d.keys[i]); }; }, values);
}

}  // namespace keyplate_bench
