// Decoding "PROJECT#{projectId}#TASK#{taskId}": keyplate's strict decode against a hand-written
// split on '#' with length checks.
//
// Fairness: the hand-written split checks the literal text and that each id has 26 bytes, as
// such code usually does. keyplate additionally checks every character against the Crockford
// alphabet (uppercase only, first one 0-7), so it accepts only keys it could have written, and
// reports the byte offset and field of the first problem. Both return owning strings; the
// `_views` variant shows what the split costs without them.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "bench_common.hpp"

namespace {

using namespace keyplate_bench;

using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
using id_views = std::pair<std::string_view, std::string_view>;

struct decode_inputs {
  inputs<std::string> project = make_ulids(5);
  inputs<std::string> task = make_ulids(6);
  inputs<std::string> key = [this] {
    inputs<std::string> keys;
    for (std::size_t i = 0; i != input_count; ++i) {
      keys[i] = "PROJECT#" + project[i] + "#TASK#" + task[i];
    }
    return keys;
  }();
};

const decode_inputs& decode_data() {
  static const decode_inputs data;
  return data;
}

// The hand-written split, returning views into `key`.
std::optional<id_views> split_task_key(std::string_view key) {
  constexpr std::string_view head = "PROJECT#";
  constexpr std::string_view middle = "#TASK#";
  if (key.substr(0, head.size()) != head) return std::nullopt;
  key.remove_prefix(head.size());
  const std::size_t hash = key.find('#');
  if (hash != 26) return std::nullopt;
  const std::string_view project = key.substr(0, hash);
  key.remove_prefix(hash);
  if (key.substr(0, middle.size()) != middle) return std::nullopt;
  key.remove_prefix(middle.size());
  if (key.size() != 26) return std::nullopt;
  return id_views{project, key};
}

struct task_ids {
  std::string project;
  std::string task;
};

// The same split, copying the ids out (what keyplate's decode returns).
std::optional<task_ids> split_task_key_owning(std::string_view key) {
  const std::optional<id_views> views = split_task_key(key);
  if (!views) return std::nullopt;
  return task_ids{std::string(views->first), std::string(views->second)};
}

// The decoded ids of whatever a contender returns, to check them against the inputs.
id_views ids_of(const std::optional<id_views>& ids) {
  return ids ? *ids : id_views{};
}
id_views ids_of(const std::optional<task_ids>& ids) {
  return ids ? id_views{ids->project, ids->task} : id_views{};
}
id_views ids_of(const kp::result<TaskKey::values>& ids) {
  return ids ? id_views{ids->get<"projectId">(), ids->get<"taskId">()} : id_views{};
}

template <class Decode>
void run_decode(benchmark::State& state, Decode decode) {
  const decode_inputs& in = decode_data();
  for (std::size_t i = 0; i != input_count; ++i) {
    if (ids_of(decode(in.key[i])) != id_views{in.project[i], in.task[i]}) {
      state.SkipWithError("decoded ids differ from the inputs");
      return;
    }
  }
  std::size_t i = 0;
  for (auto _ : state) {
    auto out = decode(in.key[i]);
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
    i = next(i);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

void decode_split(benchmark::State& state) {
  run_decode(state, [](std::string_view key) { return split_task_key_owning(key); });
}
BENCHMARK(decode_split);

void decode_split_views(benchmark::State& state) {
  run_decode(state, [](std::string_view key) { return split_task_key(key); });
}
BENCHMARK(decode_split_views);

void decode_keyplate(benchmark::State& state) {
  run_decode(state, [](std::string_view key) { return TaskKey::decode(key); });
}
BENCHMARK(decode_keyplate);

}  // namespace
