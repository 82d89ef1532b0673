// K4, `PROJECT#{project}#TASK#{task}` with two `string<>` fields holding ~20-byte user-typed
// names, half of them with a `#` or `%`. Every peer escapes them as keyplate does (with the
// obvious loop; for {fmt}, a hand-written formatter), so all contenders write the same key.
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
#include "hand_tuned_strings.hpp"
#include "inputs.hpp"
#include "peers.hpp"

namespace keyplate_bench {
namespace {

namespace kp = keyplate;
using K4 = kp::key<"PROJECT#{project}#TASK#{task}", kp::string<>, kp::string<>>;
constexpr std::size_t size = K4::max_size;
constexpr std::size_t max_raw = 255;  // string<>'s limit

struct string_inputs {
  std::vector<std::string> project = make_user_strings(51), task = make_user_strings(52);
  std::vector<std::string> keys, values;  // expected key, expected decoded text
  string_inputs() {
    for (std::size_t i = 0; i != input_count; ++i) {
      keys.push_back("PROJECT#" + reference_escape(project[i]) + "#TASK#" +
                     reference_escape(task[i]));
      values.push_back(project[i] + "|" + task[i]);
    }
  }
};

const string_inputs& data() {
  static const string_inputs inputs;
  return inputs;
}

const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto values = []() -> const std::vector<std::string>& { return data().values; };

char* hand_encode(char* out, std::string_view project, std::string_view task) {
  std::memcpy(out, "PROJECT#", 8);
  out = hand::escape_field<max_raw>(out + 8, project);
  if (out == nullptr) return nullptr;
  std::memcpy(out, "#TASK#", 6);
  return hand::escape_field<max_raw>(out + 6, task);
}

std::optional<std::tuple<std::string, std::string>> hand_decode(std::string_view key) {
  const char* const end = key.data() + key.size();
  if (key.size() < 14 || std::memcmp(key.data(), "PROJECT#", 8) != 0) return std::nullopt;
  char raw[max_raw + 16];
  std::size_t n = 0;
  const char* p = hand::unescape_field<max_raw>(key.data() + 8, end, raw, n);
  if (p == nullptr || end - p < 6 || std::memcmp(p, "#TASK#", 6) != 0) return std::nullopt;
  std::string project(raw, n);
  if (hand::unescape_field<max_raw>(p + 6, end, raw, n) != end) return std::nullopt;
  return std::tuple{std::move(project), std::string(raw, n)};
}

std::optional<std::tuple<peer::escaped_text, peer::escaped_text>> split_views(
    std::string_view key) {
  if (!peer::take(key, "PROJECT#")) return std::nullopt;
  const std::string_view project = peer::take_component(key);
  if (!peer::take(key, "#TASK#")) return std::nullopt;
  const std::string_view task = peer::take_component(key);
  if (!key.empty()) return std::nullopt;
  return std::tuple{peer::escaped_text{project}, peer::escaped_text{task}};
}

std::optional<std::tuple<std::string, std::string>> split_strings(std::string_view key) {
  const auto views = split_views(key);
  if (!views) return std::nullopt;
  return std::tuple{peer::unescaped_string(std::get<0>(*views).text),
                    peer::unescaped_string(std::get<1>(*views).text)};
}

// Both values escaped into NUL-terminated buffers, for the C-style peers.
struct escaped_pair {
  char project[3 * max_raw + 1], task[3 * max_raw + 1];
  std::size_t project_size, task_size;
  escaped_pair(std::string_view p, std::string_view t) {
    project_size = static_cast<std::size_t>(peer::escape_to(project, p) - project);
    task_size = static_cast<std::size_t>(peer::escape_to(task, t) - task);
    project[project_size] = task[task_size] = '\0';
  }
};

// Values at the edges of UTF-8, of the escaping, of 16-byte blocks and of the 255-byte limit.
std::vector<std::string> edge_values() {
  std::vector<std::string> out = {"",
                                  "#",
                                  "%",
                                  "$",
                                  " ",
                                  std::string(1, '\0'),
                                  "\x1F",
                                  "&",
                                  "\x7F",
                                  "\xC2\x80",
                                  "\xC1\xBF",
                                  "\xC0\x80",
                                  "\xE0\xA0\x80",
                                  "\xE0\x9F\xBF",
                                  "\xED\x9F\xBF",
                                  "\xED\xA0\x80",
                                  "\xEF\xBF\xBF",
                                  "\xF0\x90\x80\x80",
                                  "\xF0\x8F\xBF\xBF",
                                  "\xF4\x8F\xBF\xBF",
                                  "\xF4\x90\x80\x80",
                                  "\xF5\x80\x80\x80",
                                  "\x80",
                                  "\xBF",
                                  "\xC3",
                                  "\xE2\x82",
                                  "\xF0\x9F\x98"};
  for (const std::size_t length : {15u, 16u, 17u, 31u, 32u, 33u, 253u, 254u, 255u}) {
    for (const char* unit : {"#", "%", "\x80", "\xC3\xA9", "\xE2\x82\xAC", "\xE2\x82"}) {
      for (const std::size_t at : {std::size_t{0}, std::size_t{14}, std::size_t{15},
                                   std::size_t{16}, length - 1, length}) {
        if (at <= length)
          out.push_back(std::string(at, 'a') + unit + std::string(length - at, 'b'));
      }
    }
  }
  return out;
}

// Mutated keys; keys with every edge value; escapes that are not canonical; values at the edges.
std::string parity() {
  std::vector<std::string> keys = mutations(data().keys, 501);
  for (const std::string& value : edge_values()) {
    keys.push_back("PROJECT#" + reference_escape(value) + "#TASK#x");
    keys.push_back("PROJECT#x#TASK#" + reference_escape(value));
  }
  for (const char* field : {"%", "%2", "%2G", "%G0", "%41", "%26", "%25", "%2a", "%2A", "%1F",
                            "%00", "%7F", "a%", "a%2", "%e2%82%ac", "%E2%82%AC"}) {
    keys.push_back(std::string("PROJECT#") + field + "#TASK#x");
    keys.push_back(std::string("PROJECT#x#TASK#") + field);
  }
  for (const char* key : {"PROJECT##TASK#", "PROJECT#a#TASK#", "PROJECT#a", "PROJECT#a#TAS",
                          "PROJECT#a#TASK#b#c", "PROJECT#a#TASK#b#", "PROJECT#", ""}) {
    keys.emplace_back(key);
  }
  std::string problem = same_verdicts(
      keys, [](const std::string& key) { return K4::decode(key); },
      [](const std::string& key) { return hand_decode(key); }, "decode");
  if (!problem.empty()) return problem;
  std::vector<std::pair<std::string, std::string>> values;
  for (const std::string& value : edge_values()) {
    values.emplace_back(value, "x");
    values.emplace_back("x", value);
  }
  return same_verdicts(
      values,
      [](const auto& in) {
        char out[size];
        return written(out, end_of(K4::encode_to(out, in.first, in.second)));
      },
      [](const auto& in) {
        char out[size];
        return written(out, hand_encode(out, in.first, in.second));
      },
      "encode");
}

}  // namespace

void register_k4() {
  shapes().push_back({"K4", "PROJECT#{project}#TASK#{task}: string<>, string<>"});
  parity_checks().push_back({"K4", &parity});
  add(
      "K4/encode_to/keyplate",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return end_of(K4::encode_to(out, d.project[i], d.task[i]));
        });
      },
      keys);
  add(
      "K4/encode_to/hand_tuned",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return hand_encode(out, d.project[i], d.task[i]);
        });
      },
      keys);
  add(
      "K4/encode_to/snprintf",
      [] {
        return into_buffer<size + 1>([&d = data()](char* out, std::size_t i) {
          const escaped_pair e(d.project[i], d.task[i]);
          return out + std::snprintf(out, size + 1, "PROJECT#%s#TASK#%s", e.project, e.task);
        });
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K4/encode_to/fmt_format_to_compile",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return fmt::format_to(out, FMT_COMPILE("PROJECT#{}#TASK#{}"),
                                peer::escaped_arg{d.project[i]}, peer::escaped_arg{d.task[i]});
        });
      },
      keys);
#endif
  add(
      "K4/encode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K4::encode(d.project[i], d.task[i]); }; },
      keys);
  add(
      "K4/encode/plus",
      [] {
        return [&d = data()](std::size_t i) {
          return "PROJECT#" + peer::escaped_string(d.project[i]) + "#TASK#" +
                 peer::escaped_string(d.task[i]);
        };
      },
      keys);
  add(
      "K4/encode/reserve_append",
      [] {
        return [&d = data()](std::size_t i) {
          std::string key;
          key.reserve(8 + d.project[i].size() + 6 + d.task[i].size());
          key.append("PROJECT#");
          peer::append_escaped(key, d.project[i]);
          key.append("#TASK#");
          peer::append_escaped(key, d.task[i]);
          return key;
        };
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K4/encode/fmt_format",
      [] {
        return [&d = data()](std::size_t i) {
          return fmt::format("PROJECT#{}#TASK#{}", peer::escaped_arg{d.project[i]},
                             peer::escaped_arg{d.task[i]});
        };
      },
      keys);
  add(
      "K4/encode/fmt_format_compile",
      [] {
        return [&d = data()](std::size_t i) {
          return fmt::format(FMT_COMPILE("PROJECT#{}#TASK#{}"), peer::escaped_arg{d.project[i]},
                             peer::escaped_arg{d.task[i]});
        };
      },
      keys);
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
  add(
      "K4/encode/absl_strcat",
      [] {
        return [&d = data()](std::size_t i) {
          const escaped_pair e(d.project[i], d.task[i]);
          return absl::StrCat("PROJECT#", absl::string_view(e.project, e.project_size), "#TASK#",
                              absl::string_view(e.task, e.task_size));
        };
      },
      keys);
#endif
  add(
      "K4/floor/memcpy",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          std::memcpy(out, d.keys[i].data(), d.keys[i].size());
          return out + d.keys[i].size();
        });
      },
      keys);
  add(
      "K4/decode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K4::decode(d.keys[i]); }; }, values);
  add(
      "K4/decode_view/keyplate",
      [] { return [&d = data()](std::size_t i) { return K4::decode_view(d.keys[i]); }; }, values);
  add(
      "K4/decode/hand_tuned",
      [] { return [&d = data()](std::size_t i) { return hand_decode(d.keys[i]); }; }, values);
  add(
      "K4/decode/split_views",
      [] { return [&d = data()](std::size_t i) { return split_views(d.keys[i]); }; }, values);
  add(
      "K4/decode/split_strings",
      [] { return [&d = data()](std::size_t i) { return split_strings(d.keys[i]); }; }, values);
}

}  // namespace keyplate_bench
