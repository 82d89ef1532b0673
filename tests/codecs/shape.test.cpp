// Tests that every encoding of every built-in codec fits the codec's declared shape, with a
// matcher for shapes that is checked first on texts that do not fit.
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "support/codec_samples.hpp"

namespace kp = keyplate;
using namespace keyplate_test;
using namespace std::chrono_literals;
using std::chrono::sys_days;
using std::chrono::year;

namespace {
// True when `text` splits into consecutive pieces, one per run, each of an allowed length and
// made only of the run's bytes.
template <std::size_t N>
bool fits_shape(const std::array<kp::char_run, N>& runs, std::string_view text) {
  std::vector<bool> reached(text.size() + 1, false);
  reached[0] = true;
  for (const kp::char_run& run : runs) {
    std::vector<bool> next(text.size() + 1, false);
    for (std::size_t start = 0; start <= text.size(); ++start) {
      for (std::size_t n = 0; reached[start] && n <= run.max && start + n <= text.size(); ++n) {
        if (n > 0 && !run.bytes.contains(static_cast<unsigned char>(text[start + n - 1]))) break;
        if (n >= run.min) next[start + n] = true;
      }
    }
    reached = next;
  }
  return reached[text.size()];
}

template <class C, class Make>
void check_shape(Make make) {
  generator g{0x5EED};
  std::size_t wrong = 0;
  for (int n = 0; n != 400; ++n) {
    const auto value = make(g);
    char buffer[C::max_size];
    const kp::result<char*> end = C::encode(buffer, value);
    REQUIRE(end);
    const std::string_view text(buffer, static_cast<std::size_t>(*end - buffer));
    if (!fits_shape(C::shape, text) && wrong++ == 0) FAIL_CHECK("outside the shape: " << text);
  }
  CHECK(wrong == 0);
}
std::string random_of(generator& g, std::string_view alphabet, std::size_t n) {
  std::string s;
  for (std::size_t i = 0; i != n; ++i) s += alphabet[g.below(alphabet.size())];
  return s;
}
template <class D>
std::chrono::sys_time<D> random_time(generator& g) {
  const auto first = std::chrono::sys_time<D>{sys_days{year{0} / 1 / 1d}}.time_since_epoch();
  const auto span = std::chrono::sys_time<D>{sys_days{9999y / 12 / 31d} + 24h} - D{1} -
                    std::chrono::sys_time<D>{first};
  return std::chrono::sys_time<D>{first + D{static_cast<typename D::rep>(g.below(
                                              static_cast<std::uint64_t>(span.count()) + 1))}};
}
}  // namespace

TEST_CASE("shape matcher rejects what does not fit") {
  CHECK(fits_shape(kp::date::shape, "2026-10-01"));
  CHECK_FALSE(fits_shape(kp::date::shape, "2026/10/01"));
  CHECK_FALSE(fits_shape(kp::date::shape, "2026-10-0"));
  CHECK_FALSE(fits_shape(kp::uint<4>::shape, "123"));
  CHECK_FALSE(fits_shape(kp::uint<4>::shape, "12345"));
  CHECK_FALSE(fits_shape(kp::int64::shape, "0-000000000000000000"));
  CHECK_FALSE(fits_shape(kp::string<4>::shape, "a#"));
  CHECK_FALSE(fits_shape(kp::string<4>::shape, "\xC0\x80"));
  CHECK_FALSE(fits_shape(kp::uuid::shape, "3F2504E0-4F89-11D3-9A0C-0305E82C3301"));
}

TEST_CASE("every encoding fits its codec's shape") {
  CHECK(fits_shape(kp::string<5>::shape, text_of<kp::string<5>>(kp::string<5>::greatest())));
  CHECK(fits_shape(kp::uint<20>::shape, text_of<kp::uint<20>>(kp::uint<20>::greatest())));
  CHECK(fits_shape(kp::int64::shape, text_of<kp::int64>(INT64_MIN)));
  CHECK(fits_shape(kp::date::shape, text_of<kp::date>(kp::date::greatest())));
  CHECK(fits_shape(kp::timestamp<>::shape, text_of<kp::timestamp<>>(kp::timestamp<>::greatest())));
  CHECK(fits_shape(kp::ulid::shape, text_of<kp::ulid>(kp::ulid::greatest())));
  CHECK(fits_shape(kp::uuid::shape, text_of<kp::uuid>(kp::uuid::greatest())));
  check_shape<kp::string<16>>([](generator& g) { return random_text(g, 16); });
  check_shape<kp::uint<10>>([](generator& g) { return g.below(10000000000ULL); });
  check_shape<kp::uint<20>>([](generator& g) { return g.next(); });
  check_shape<kp::uint<>>([](generator& g) { return g.next() >> g.below(64); });
  check_shape<kp::int64>(
      [](generator& g) { return static_cast<std::int64_t>(g.next()) >> g.below(64); });
  check_shape<kp::date>([](generator& g) {
    return std::chrono::year_month_day{
        std::chrono::floor<std::chrono::days>(random_time<std::chrono::seconds>(g))};
  });
  check_shape<kp::timestamp<>>(random_time<std::chrono::seconds>);
  check_shape<kp::timestamp<std::chrono::milliseconds>>(random_time<std::chrono::milliseconds>);
  check_shape<kp::timestamp<std::chrono::microseconds>>(random_time<std::chrono::microseconds>);
  check_shape<kp::ulid>([](generator& g) {
    std::string text = random_of(g, "01234567", 1);
    text += random_of(g, "0123456789abcdefghjkmnpqrstvwxyzABCDEFGHJKMNPQRSTVWXYZ", 25);
    return text;
  });
  check_shape<kp::uuid>([](generator& g) {
    const std::string_view hex = "0123456789abcdefABCDEF";
    return random_of(g, hex, 8) + "-" + random_of(g, hex, 4) + "-" + random_of(g, hex, 4) + "-" +
           random_of(g, hex, 4) + "-" + random_of(g, hex, 12);
  });
}
