// K1, `TENANT#{tenantId}` with one ULID: keyplate against hand-tuned code and the usual peers.
#include <cstdio>
#include <cstring>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "bench_common.hpp"
#include "hand_tuned.hpp"
#include "inputs.hpp"
#include "peers.hpp"

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
using K1 = kp::key<"TENANT#{tenantId}", kp::ulid>;
constexpr std::size_t size = K1::max_size;

struct tenant_inputs {
  std::vector<std::string> id = make_ulids(11);
  std::vector<std::string> keys, values;  // expected key, expected decoded text
  tenant_inputs() {
    for (std::size_t i = 0; i != input_count; ++i) {
      keys.push_back("TENANT#" + id[i]);
      values.push_back(id[i]);
    }
  }
};

const tenant_inputs& data() {
  static const tenant_inputs inputs;
  return inputs;
}

const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto values = []() -> const std::vector<std::string>& { return data().values; };

char* hand_encode(char* out, std::string_view id) {
  std::memcpy(out, "TENANT#", 7);
  return hand::encode_ulid(out + 7, id);
}

std::optional<std::tuple<hand::ulid_chars>> hand_decode(std::string_view key) {
  std::optional<std::tuple<hand::ulid_chars>> out;
  if (key.size() == 33 && std::memcmp(key.data(), "TENANT#", 7) == 0 &&
      !hand::copy_ulid<false>(std::get<0>(out.emplace()).text, key.data() + 7)) {
    out.reset();
  }
  return out;
}

std::optional<std::tuple<std::string_view>> split_views(std::string_view key) {
  if (!peer::take(key, "TENANT#")) return std::nullopt;
  const std::string_view id = peer::take_component(key);
  if (!key.empty() || id.size() != 26) return std::nullopt;
  return std::tuple{id};
}

std::optional<std::tuple<std::string>> split_strings(std::string_view key) {
  const auto views = split_views(key);
  if (!views) return std::nullopt;
  return std::tuple{std::string(std::get<0>(*views))};
}

// Mutated keys and ids, and every id in lowercase (which encoding accepts).
std::string parity() {
  const tenant_inputs& d = data();
  std::string problem = same_verdicts(
      mutations(d.keys, 101), [](const std::string& key) { return K1::decode(key); },
      [](const std::string& key) { return hand_decode(key); }, "decode");
  if (!problem.empty()) return problem;
  std::vector<std::string> ids = mutations(d.id, 102);
  for (std::string id : d.id) {
    for (char& c : id) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    ids.push_back(id);
  }
  return same_verdicts(
      ids,
      [](const std::string& id) {
        char out[size];
        return written(out, end_of(K1::encode_to(out, id)));
      },
      [](const std::string& id) {
        char out[size];
        return written(out, hand_encode(out, id));
      },
      "encode");
}

}  // namespace

void register_k1() {
  shapes().push_back({"K1", "TENANT#{tenantId}: ulid"});
  parity_checks().push_back({"K1", &parity});
  add(
      "K1/encode_to/keyplate",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return end_of(K1::encode_to(out, d.id[i]));
        });
      },
      keys);
  add(
      "K1/encode_to/hand_tuned",
      [] {
        return into_buffer<size>(
            [&d = data()](char* out, std::size_t i) { return hand_encode(out, d.id[i]); });
      },
      keys);
  add(
      "K1/encode_to/snprintf",
      [] {
        return into_buffer<size + 1>([&d = data()](char* out, std::size_t i) {
          return out + std::snprintf(out, size + 1, "TENANT#%s", d.id[i].c_str());
        });
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K1/encode_to/fmt_format_to_compile",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return fmt::format_to(out, FMT_COMPILE("TENANT#{}"), d.id[i]);
        });
      },
      keys);
#endif
  add(
      "K1/encode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K1::encode(d.id[i]); }; }, keys);
  add(
      "K1/encode/plus", [] { return [&d = data()](std::size_t i) { return "TENANT#" + d.id[i]; }; },
      keys);
  add(
      "K1/encode/reserve_append",
      [] {
        return [&d = data()](std::size_t i) {
          std::string key;
          key.reserve(7 + d.id[i].size());
          key.append("TENANT#");
          key.append(d.id[i]);
          return key;
        };
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K1/encode/fmt_format",
      [] { return [&d = data()](std::size_t i) { return fmt::format("TENANT#{}", d.id[i]); }; },
      keys);
  add(
      "K1/encode/fmt_format_compile",
      [] {
        return
            [&d = data()](std::size_t i) { return fmt::format(FMT_COMPILE("TENANT#{}"), d.id[i]); };
      },
      keys);
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
  add(
      "K1/encode/absl_strcat",
      [] { return [&d = data()](std::size_t i) { return absl::StrCat("TENANT#", d.id[i]); }; },
      keys);
#endif
  add(
      "K1/floor/memcpy",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          std::memcpy(out, d.keys[i].data(), d.keys[i].size());
          return out + d.keys[i].size();
        });
      },
      keys);
  add(
      "K1/decode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K1::decode(d.keys[i]); }; }, values);
  add(
      "K1/decode_view/keyplate",
      [] { return [&d = data()](std::size_t i) { return K1::decode_view(d.keys[i]); }; }, values);
  add(
      "K1/decode/hand_tuned",
      [] { return [&d = data()](std::size_t i) { return hand_decode(d.keys[i]); }; }, values);
  add(
      "K1/decode/split_views",
      [] { return [&d = data()](std::size_t i) { return split_views(d.keys[i]); }; }, values);
  add(
      "K1/decode/split_strings",
      [] { return [&d = data()](std::size_t i) { return split_strings(d.keys[i]); }; }, values);
}

}  // namespace keyplate_bench
