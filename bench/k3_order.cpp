// K3 sort key, `ORDER#{date}#{orderId}` with a `date` and a `uint<10>`: keyplate against
// hand-tuned code and the usual peers. Order ids have 1 to 10 digits, so the padding varies.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <keyplate/codecs/date.hpp>
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
using ymd = std::chrono::year_month_day;
using K3sk = kp::key<"ORDER#{date}#{orderId}", kp::date, kp::uint<10>>;
constexpr std::size_t size = K3sk::max_size;

int year_of(const ymd& d) {
  return static_cast<int>(d.year());
}
unsigned month_of(const ymd& d) {
  return static_cast<unsigned>(d.month());
}
unsigned day_of(const ymd& d) {
  return static_cast<unsigned>(d.day());
}

struct order_inputs {
  std::vector<ymd> date = make_dates(41);
  std::vector<std::uint64_t> id = make_numbers(42, 1, 10);
  std::vector<std::string> keys, values;  // expected key, expected decoded text
  order_inputs() {
    for (std::size_t i = 0; i != input_count; ++i) {
      char key[64];
      const int n = std::snprintf(key, sizeof key, "ORDER#%s#%010llu", date_text(date[i]).c_str(),
                                  static_cast<unsigned long long>(id[i]));
      keys.emplace_back(key, static_cast<std::size_t>(n));
      values.push_back(date_text(date[i]) + "|" + std::to_string(id[i]));
    }
  }
};

const order_inputs& data() {
  static const order_inputs inputs;
  return inputs;
}

const auto keys = []() -> const std::vector<std::string>& { return data().keys; };
const auto values = []() -> const std::vector<std::string>& { return data().values; };

char* hand_encode(char* out, const ymd& date, std::uint64_t id) {
  std::memcpy(out, "ORDER#", 6);
  if (hand::write_date(out + 6, date) == nullptr) return nullptr;
  out[16] = '#';
  return hand::write_10(out + 17, id);
}

std::optional<std::tuple<ymd, std::uint64_t>> hand_decode(std::string_view key) {
  ymd date;
  std::uint64_t id = 0;
  if (key.size() != 27 || std::memcmp(key.data(), "ORDER#", 6) != 0 || key[16] != '#' ||
      !hand::read_date(key.data() + 6, date) || !hand::read_digits(key.data() + 17, 10, id)) {
    return std::nullopt;
  }
  return std::tuple{date, id};
}

std::optional<std::tuple<ymd, std::uint64_t>> split_from_chars(std::string_view key) {
  if (!peer::take(key, "ORDER#")) return std::nullopt;
  const auto date = peer::date(peer::take_component(key));
  if (!date || !peer::take(key, "#")) return std::nullopt;
  const auto id = peer::number(peer::take_component(key));
  if (!id || !key.empty()) return std::nullopt;
  return std::tuple{*date, *id};
}

// Mutated keys, dates that do not exist, years and ids at and past the limits.
std::string parity() {
  std::vector<std::string> keys = mutations(data().keys, 401);
  for (const char* date :
       {"2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29", "2024-00-10", "2024-13-10",
        "2024-04-31", "2024-01-00", "2024-01-32", "0000-01-01", "9999-12-31", "2024-1-010"}) {
    for (const char* id : {"0000000001", "9999999999", "00000000000", "999999999"}) {
      keys.push_back(std::string("ORDER#") + date + "#" + id);
    }
  }
  std::string problem = same_verdicts(
      keys, [](const std::string& key) { return K3sk::decode(key); },
      [](const std::string& key) { return hand_decode(key); }, "decode");
  if (!problem.empty()) return problem;
  using std::chrono::day, std::chrono::month, std::chrono::year;
  std::vector<std::pair<ymd, std::uint64_t>> values;
  for (const int y : {-1, 0, 1900, 2000, 2023, 2024, 9999, 10000}) {
    for (const unsigned m : {0u, 1u, 2u, 4u, 12u, 13u}) {
      for (const unsigned dd : {0u, 1u, 28u, 29u, 30u, 31u, 32u}) {
        for (const std::uint64_t id : {std::uint64_t{0}, std::uint64_t{9'999'999'999},
                                       std::uint64_t{10'000'000'000}, UINT64_MAX}) {
          values.emplace_back(year{y} / month{m} / day{dd}, id);
        }
      }
    }
  }
  return same_verdicts(
      values,
      [](const auto& in) {
        char out[size];
        return written(out, end_of(K3sk::encode_to(out, in.first, in.second)));
      },
      [](const auto& in) {
        char out[size];
        return written(out, hand_encode(out, in.first, in.second));
      },
      "encode");
}

}  // namespace

void register_k3_sort() {
  shapes().push_back({"K3sk", "ORDER#{date}#{orderId}: date, uint<10> (K3 sort key)"});
  parity_checks().push_back({"K3sk", &parity});
  add(
      "K3sk/encode_to/keyplate",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return end_of(K3sk::encode_to(out, d.date[i], d.id[i]));
        });
      },
      keys);
  add(
      "K3sk/encode_to/hand_tuned",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          return hand_encode(out, d.date[i], d.id[i]);
        });
      },
      keys);
  add(
      "K3sk/encode_to/snprintf",
      [] {
        return into_buffer<size + 1>([&d = data()](char* out, std::size_t i) {
          const ymd& t = d.date[i];
          return out + std::snprintf(out, size + 1, "ORDER#%04d-%02u-%02u#%010llu", year_of(t),
                                     month_of(t), day_of(t),
                                     static_cast<unsigned long long>(d.id[i]));
        });
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K3sk/encode_to/fmt_format_to_compile",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          const ymd& t = d.date[i];
          return fmt::format_to(out, FMT_COMPILE("ORDER#{:04}-{:02}-{:02}#{:010}"), year_of(t),
                                month_of(t), day_of(t), d.id[i]);
        });
      },
      keys);
#endif
  add(
      "K3sk/encode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3sk::encode(d.date[i], d.id[i]); }; },
      keys);
  add(
      "K3sk/encode/plus",
      [] {
        return [&d = data()](std::size_t i) {
          const ymd& t = d.date[i];
          return "ORDER#" + peer::padded(static_cast<std::uint64_t>(year_of(t)), 4) + "-" +
                 peer::padded(month_of(t), 2) + "-" + peer::padded(day_of(t), 2) + "#" +
                 peer::padded(d.id[i], 10);
        };
      },
      keys);
  add(
      "K3sk/encode/reserve_append",
      [] {
        return [&d = data()](std::size_t i) {
          const ymd& t = d.date[i];
          std::string key;
          key.reserve(6 + 10 + 1 + 10);
          key.append("ORDER#");
          peer::append_padded(key, static_cast<std::uint64_t>(year_of(t)), 4);
          key += '-';
          peer::append_padded(key, month_of(t), 2);
          key += '-';
          peer::append_padded(key, day_of(t), 2);
          key += '#';
          peer::append_padded(key, d.id[i], 10);
          return key;
        };
      },
      keys);
#if defined(KEYPLATE_BENCH_HAVE_FMT)
  add(
      "K3sk/encode/fmt_format",
      [] {
        return [&d = data()](std::size_t i) {
          const ymd& t = d.date[i];
          return fmt::format("ORDER#{:04}-{:02}-{:02}#{:010}", year_of(t), month_of(t), day_of(t),
                             d.id[i]);
        };
      },
      keys);
  add(
      "K3sk/encode/fmt_format_compile",
      [] {
        return [&d = data()](std::size_t i) {
          const ymd& t = d.date[i];
          return fmt::format(FMT_COMPILE("ORDER#{:04}-{:02}-{:02}#{:010}"), year_of(t), month_of(t),
                             day_of(t), d.id[i]);
        };
      },
      keys);
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
  add(
      "K3sk/encode/absl_strcat",
      [] {
        return [&d = data()](std::size_t i) {
          const ymd& t = d.date[i];
          return absl::StrCat("ORDER#", absl::Dec(year_of(t), absl::kZeroPad4), "-",
                              absl::Dec(month_of(t), absl::kZeroPad2), "-",
                              absl::Dec(day_of(t), absl::kZeroPad2), "#",
                              absl::Dec(d.id[i], absl::kZeroPad10));
        };
      },
      keys);
#endif
  add(
      "K3sk/floor/memcpy",
      [] {
        return into_buffer<size>([&d = data()](char* out, std::size_t i) {
          std::memcpy(out, d.keys[i].data(), d.keys[i].size());
          return out + d.keys[i].size();
        });
      },
      keys);
  add(
      "K3sk/decode/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3sk::decode(d.keys[i]); }; }, values);
  add(
      "K3sk/decode_view/keyplate",
      [] { return [&d = data()](std::size_t i) { return K3sk::decode_view(d.keys[i]); }; }, values);
  add(
      "K3sk/decode/hand_tuned",
      [] { return [&d = data()](std::size_t i) { return hand_decode(d.keys[i]); }; }, values);
  add(
      "K3sk/decode/split_from_chars",
      [] { return [&d = data()](std::size_t i) { return split_from_chars(d.keys[i]); }; }, values);
}

}  // namespace keyplate_bench
