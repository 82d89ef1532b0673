// K3 partition key, `CUSTOMER#{customerId}` with a plain decimal `uint<>`: keyplate against
// hand-tuned code and the usual peers. Customer ids have 7 to 12 digits, so every key is longer
// than std::string's inline buffer and an owning key costs exactly one allocation.
#include <charconv>
#include <cinttypes>
#include <cstdint>
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
using K3pk = kp::key<"CUSTOMER#{customerId}", kp::uint<>>;
constexpr std::size_t size = K3pk::max_size;

struct customer_inputs {
  std::vector<std::uint64_t> id = make_numbers(31, 7, 12);
  std::vector<std::string> keys, values;  // expected key, expected decoded text
  customer_inputs() {
    for (std::size_t i = 0; i != input_count; ++i) {
      keys.push_back("CUSTOMER#" + std::to_string(id[i]));
      values.push_back(std::to_string(id[i]));
    }
  }
};

const customer_inputs& data() {
  static const customer_inputs inputs;
  return inputs;
}

const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto values = []() -> const std::vector<std::string>& { return data().values; };

char* hand_encode(char* out, std::uint64_t id) {
  std::memcpy(out, "CUSTOMER#", 9);
  return hand::write_decimal(out + 9, id);
}

std::optional<std::tuple<std::uint64_t>> hand_decode(std::string_view key) {
  std::uint64_t id = 0;
  if (key.size() < 10 || std::memcmp(key.data(), "CUSTOMER#", 9) != 0 ||
      !hand::read_decimal(key.substr(9), id)) {
    return std::nullopt;
  }
  return std::tuple{id};
}

std::optional<std::tuple<std::uint64_t>> split_from_chars(std::string_view key) {
  if (!peer::take(key, "CUSTOMER#")) return std::nullopt;
  const auto id = peer::number(peer::take_component(key));
  if (!id || !key.empty()) return std::nullopt;
  return std::tuple{*id};
}

// Mutated keys and the edges of 64-bit decimal; every power of ten and its neighbours.
std::string parity() {
  std::vector<std::string> keys = mutations(data().keys, 301);
  for (const char* id : {"0", "00", "01", "9", "18446744073709551615", "18446744073709551616",
                         "99999999999999999999", "100000000000000000000", "", "1#", "-1", "+1"}) {
    keys.push_back(std::string("CUSTOMER#") + id);
  }
  std::string problem = same_verdicts(
      keys, [](const std::string& key) { return K3pk::decode(key); },
      [](const std::string& key) { return hand_decode(key); }, "decode");
  if (!problem.empty()) return problem;
  std::vector<std::uint64_t> ids = {UINT64_MAX, UINT64_MAX - 1};
  for (std::uint64_t p = 1; p <= UINT64_MAX / 10; p *= 10) {
    ids.insert(ids.end(), {p - 1, p, p + 1, p * 10 - 1});
  }
  return same_verdicts(
      ids,
      [](std::uint64_t id) {
        char out[size];
        return written(out, end_of(K3pk::encode_to(out, id)));
      },
      [](std::uint64_t id) {
        char out[size];
        return written(out, hand_encode(out, id));
      },
      "encode");
}

}  // namespace

void register_k3_partition() {
  shapes().push_back({"K3pk", "CUSTOMER#{customerId}: uint<> (K3 partition key)"});
  parity_checks().push_back({"K3pk", &parity});
  add(
      "K3pk/encode_to/keyplate",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return end_of(K3pk::encode_to(out, d.id[i]));
        });
      },
      keys);
  add(
      "K3pk/encode_to/hand_tuned",
      [] {
        return into_buffer<size>(
            [&d = data()](char* out, std::size_t i) { return hand_encode(out, d.id[i]); });
      },
      keys);
  add(
      "K3pk/encode_to/snprintf",
      [] {
        return into_buffer<size + 1>([&d = data()](char* out, std::size_t i) {
          return out + std::snprintf(out, size + 1, "CUSTOMER#%" PRIu64, d.id[i]);
        });
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K3pk/encode_to/fmt_format_to_compile",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return fmt::format_to(out, FMT_COMPILE("CUSTOMER#{}"), d.id[i]);
        });
      },
      keys);
#endif
  add(
      "K3pk/encode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3pk::encode(d.id[i]); }; }, keys);
  add(
      "K3pk/encode/plus",
      [] { return [&d = data()](std::size_t i) { return "CUSTOMER#" + std::to_string(d.id[i]); }; },
      keys);
  add(
      "K3pk/encode/reserve_append",
      [] {
        return [&d = data()](std::size_t i) {
          std::string key;
          key.reserve(9 + 20);
          key.append("CUSTOMER#");
          peer::append_padded(key, d.id[i], 1);
          return key;
        };
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K3pk/encode/fmt_format",
      [] { return [&d = data()](std::size_t i) { return fmt::format("CUSTOMER#{}", d.id[i]); }; },
      keys);
  add(
      "K3pk/encode/fmt_format_compile",
      [] {
        return [&d = data()](std::size_t i) {
          return fmt::format(FMT_COMPILE("CUSTOMER#{}"), d.id[i]);
        };
      },
      keys);
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
  add(
      "K3pk/encode/absl_strcat",
      [] { return [&d = data()](std::size_t i) { return absl::StrCat("CUSTOMER#", d.id[i]); }; },
      keys);
#endif
  add(
      "K3pk/floor/memcpy",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          std::memcpy(out, d.keys[i].data(), d.keys[i].size());
          return out + d.keys[i].size();
        });
      },
      keys);
  add(
      "K3pk/decode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3pk::decode(d.keys[i]); }; }, values);
  add(
      "K3pk/decode_view/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3pk::decode_view(d.keys[i]); }; }, values);
  add(
      "K3pk/decode/hand_tuned",
      [] { return [&d = data()](std::size_t i) { return hand_decode(d.keys[i]); }; }, values);
  add(
      "K3pk/decode/split_from_chars",
      [] { return [&d = data()](std::size_t i) { return split_from_chars(d.keys[i]); }; }, values);
}

}  // namespace keyplate_bench
