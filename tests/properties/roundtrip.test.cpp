// Property tests: keys match an independent reference encoder of wire format 1, and
// decode(encode(a)) == a, over random tuples of several layouts.
#include <chrono>
#include <cinttypes>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "catch.hpp"
#include "generators.hpp"
#include "support.hpp"

namespace {

using namespace keyplate_test;

constexpr std::size_t tuples_per_layout = 20'000;

// ---- Reference encoder, written from DESIGN.md section 2 -------------------------------------

std::string escaped(std::string_view raw) {
  std::string out;
  for (const char c : raw) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x25) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", byte);
      out += hex;
    } else {
      out += c;
    }
  }
  return out;
}

std::string digits(std::uint64_t v, int width) {
  char text[32];
  std::snprintf(text, sizeof text, "%0*" PRIu64, width, v);
  return text;
}

std::string int64_text(std::int64_t v) {
  if (v >= 0) return digits(static_cast<std::uint64_t>(v), 20);
  // v - INT64_MIN, computed modulo 2^64.
  std::string text = "-";
  text += digits(static_cast<std::uint64_t>(v) + (std::uint64_t{1} << 63), 19);
  return text;
}

std::string date_text(std::chrono::year_month_day d) {
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(d.year()),
                static_cast<unsigned>(d.month()), static_cast<unsigned>(d.day()));
  return text;
}

template <class D>
std::string time_text(std::chrono::sys_time<D> t, int fraction_digits) {
  using namespace std::chrono;
  const sys_days day = floor<days>(t);
  const auto in_day = t - day;
  const auto s = duration_cast<seconds>(in_day).count();
  std::string out = date_text(year_month_day{day}) + "T" + digits(std::uint64_t(s / 3600), 2) +
                    ":" + digits(std::uint64_t(s / 60 % 60), 2) + ":" +
                    digits(std::uint64_t(s % 60), 2);
  if (fraction_digits > 0) {
    out += '.';
    out += digits(std::uint64_t((in_day - seconds{s}).count()), fraction_digits);
  }
  return out + "Z";
}

template <class K>
std::string reference_key(const typename K::value_tuple& v) {
  using std::get;
  if constexpr (std::is_same_v<K, ProjectTask>) {
    return "PROJECT#" + escaped(get<0>(v)) + "#TASK#" + escaped(get<1>(v));
  } else if constexpr (std::is_same_v<K, Mixed>) {
    return "A#" + escaped(get<0>(v)) + "#" + int64_text(get<1>(v)) + "#" + date_text(get<2>(v));
  } else if constexpr (std::is_same_v<K, Packed>) {
    return std::string(std::string_view(get<0>(v))) + digits(get<1>(v), 4) + "#X#" +
           escaped(get<2>(v));
  } else if constexpr (std::is_same_v<K, Log>) {
    return "LOG#" + time_text(get<0>(v), 6) + "#" + digits(get<1>(v), 1) + "#" + escaped(get<2>(v));
  } else {
    static_assert(std::is_same_v<K, Event>);
    std::string key = "E";
    key += time_text(get<0>(v), 3);
    key += digits(get<1>(v), 20);
    key += 'Z';
    key += escaped(get<2>(v));
    return key;
  }
}

// ---- The properties ----------------------------------------------------------------------------

template <class K>
void check_round_trips(tally& t, std::uint64_t layout_number) {
  generator g = generator_for(layout_number);
  INFO("layout " << K::pattern << ", seed " << run_seed());
  for (std::size_t i = 0; i != tuples_per_layout; ++i) {
    const auto a = random_tuple<K>(g);
    t.count_tuples(1);
    const auto key = encode_tuple<K>(a);
    const std::string expected = reference_key<K>(a);
    const auto what = [&] {
      return describe(a) + " -> " + (key ? printable(*key) : key.error().message()) +
             ", reference " + printable(expected);
    };
    if (!t.expect(key.has_value() && *key == expected, what)) continue;

    const auto decoded = K::decode(*key);
    if (!t.expect(decoded.has_value(),
                  [&] { return what() + ", decode: " + decoded.error().message(); })) {
      continue;
    }
    t.expect(decoded->as_tuple() == a,
             [&] { return what() + ", decoded " + describe(decoded->as_tuple()); });
    t.expect(K::matches(*key), what);

    // The allocation-free paths write the same bytes.
    const auto buffer = std::apply([](const auto&... v) { return K::encode_buffer(v...); }, a);
    t.expect(buffer.has_value() && buffer->view() == *key, what);
    char out[K::max_size];
    const auto end = std::apply([&](const auto&... v) { return K::encode_to(out, v...); }, a);
    t.expect(end.has_value() && std::string_view(out, std::size_t(*end - out)) == *key, what);
  }
}

}  // namespace

TEST_CASE("properties: reference encoding and round trip", "[properties]") {
  tally t("round trip");
  check_round_trips<ProjectTask>(t, 1);
  check_round_trips<Mixed>(t, 2);
  check_round_trips<Packed>(t, 3);
  check_round_trips<Log>(t, 4);
  check_round_trips<Event>(t, 5);
  CHECK(t.tuples() >= 100'000);
  CHECK(t.failures() == 0);
}

TEST_CASE("properties: the reference encoder agrees with the frozen vectors", "[properties]") {
  // Guards the reference itself, so that agreement above means agreement with DESIGN.md.
  CHECK(reference_key<ProjectTask>({"a b", "x#y"}) == "PROJECT#a%20b#TASK#x%23y");
  CHECK(reference_key<ProjectTask>({"50%$", ""}) == "PROJECT#50%25%24#TASK#");
  CHECK(int64_text(-1) == "-9223372036854775807");
  CHECK(int64_text(INT64_MIN) == "-0000000000000000000");
  CHECK(int64_text(42) == "00000000000000000042");
  using namespace std::chrono;
  const auto at = sys_days{year{2026} / 10 / 1} + hours{12} + minutes{30} + milliseconds{250};
  CHECK(time_text(sys_time<milliseconds>{at}, 3) == "2026-10-01T12:30:00.250Z");
  CHECK(time_text(sys_time<microseconds>{sys_days{year{0} / 1 / 1}}, 6) ==
        "0000-01-01T00:00:00.000000Z");
}
