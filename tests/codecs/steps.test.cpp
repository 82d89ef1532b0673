// Tests successor, predecessor and greatest of the fixed-width codecs: uint<W>, int64, date,
// timestamp at each precision, ulid and uuid, at the edges where a step carries or stops.
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/codec_samples.hpp"

namespace kp = keyplate;
using namespace keyplate_test;
using namespace std::chrono_literals;
using std::chrono::sys_days;
using std::chrono::year;

TEST_CASE("integer steps at the edges") {
  CHECK(kp::uint<1>::successor(8) == 9u);
  CHECK(kp::uint<1>::successor(9) == std::nullopt);
  CHECK(kp::uint<1>::greatest() == 9u);
  CHECK(kp::uint<10>::greatest() == 9999999999u);
  CHECK(kp::uint<10>::successor(9999999998u) == 9999999999u);
  CHECK(kp::uint<10>::successor(9999999999u) == std::nullopt);
  CHECK(kp::uint<10>::predecessor(0) == std::nullopt);
  CHECK(kp::uint<10>::predecessor(1) == 0u);
  CHECK(kp::uint<19>::greatest() == 9999999999999999999u);
  CHECK(kp::uint<20>::greatest() == UINT64_MAX);
  CHECK(kp::uint<20>::successor(UINT64_MAX - 1) == UINT64_MAX);
  CHECK(kp::uint<20>::successor(UINT64_MAX) == std::nullopt);
  CHECK(kp::uint<20>::predecessor(UINT64_MAX) == UINT64_MAX - 1);
  CHECK(kp::int64::greatest() == INT64_MAX);
  CHECK(kp::int64::successor(INT64_MAX) == std::nullopt);
  CHECK(kp::int64::successor(INT64_MAX - 1) == INT64_MAX);
  CHECK(kp::int64::predecessor(INT64_MIN) == std::nullopt);
  CHECK(kp::int64::predecessor(INT64_MIN + 1) == INT64_MIN);
  CHECK(kp::int64::successor(-1) == 0);
  CHECK(kp::int64::predecessor(0) == -1);
}

TEST_CASE("date steps cross months, years and leap days") {
  using D = kp::date;
  CHECK(D::successor(2025y / 12 / 31d) == 2026y / 1 / 1d);
  CHECK(D::predecessor(2026y / 1 / 1d) == 2025y / 12 / 31d);
  CHECK(D::successor(2024y / 2 / 28d) == 2024y / 2 / 29d);
  CHECK(D::successor(2024y / 2 / 29d) == 2024y / 3 / 1d);
  CHECK(D::successor(2023y / 2 / 28d) == 2023y / 3 / 1d);
  CHECK(D::predecessor(2024y / 3 / 1d) == 2024y / 2 / 29d);
  CHECK(D::predecessor(1900y / 3 / 1d) == 1900y / 2 / 28d);
  CHECK(D::predecessor(2000y / 3 / 1d) == 2000y / 2 / 29d);
  CHECK(D::successor(2026y / 4 / 30d) == 2026y / 5 / 1d);
  CHECK(D::predecessor(year{0} / 1 / 1d) == std::nullopt);
  CHECK(D::successor(year{0} / 1 / 1d) == year{0} / 1 / 2d);
  CHECK(D::successor(9999y / 12 / 31d) == std::nullopt);
  CHECK(D::predecessor(9999y / 12 / 31d) == 9999y / 12 / 30d);
  CHECK(D::greatest() == 9999y / 12 / 31d);
}

namespace {
// `fraction` is what follows the seconds at the end of a day (".999" for milliseconds); the
// step texts are written out by hand by the caller.
template <class D>
void check_timestamp_steps(std::string fraction, std::string_view one_unit,
                           std::string_view first_plus_one) {
  using T = kp::timestamp<D>;
  using V = typename T::value_type;
  const V end_of_day = V{sys_days{2026y / 10 / 1d} + 24h} - D{1};
  const V first = V{sys_days{year{0} / 1 / 1d}};
  std::string zeros;
  if (!fraction.empty()) zeros.append(".").append(fraction.size() - 1, '0');
  CHECK(text_of<T>(end_of_day) == "2026-10-01T23:59:59" + fraction + "Z");
  CHECK(text_of<T>(T::successor(end_of_day)) == "2026-10-02T00:00:00" + zeros + "Z");
  CHECK(T::predecessor(T::successor(end_of_day).value()) == end_of_day);
  CHECK(text_of<T>(T::successor(V{sys_days{2026y / 10 / 1d}})) == one_unit);
  CHECK(text_of<T>(T::predecessor(V{sys_days{2026y / 10 / 2d}})) == text_of<T>(end_of_day));
  CHECK(text_of<T>(T::greatest()) == "9999-12-31T23:59:59" + fraction + "Z");
  CHECK(T::successor(T::greatest()) == std::nullopt);
  CHECK(T::predecessor(first) == std::nullopt);
  CHECK(text_of<T>(T::successor(first)) == first_plus_one);
}
}  // namespace

TEST_CASE("timestamp steps by one unit of its precision") {
  check_timestamp_steps<std::chrono::seconds>("", "2026-10-01T00:00:01Z", "0000-01-01T00:00:01Z");
  check_timestamp_steps<std::chrono::milliseconds>(".999", "2026-10-01T00:00:00.001Z",
                                                   "0000-01-01T00:00:00.001Z");
  check_timestamp_steps<std::chrono::microseconds>(".999999", "2026-10-01T00:00:00.000001Z",
                                                   "0000-01-01T00:00:00.000001Z");
}

TEST_CASE("ulid and uuid steps carry through their digits") {
  using U = kp::ulid;
  using UV = U::value_type;
  CHECK(U::successor(UV("0000000000000000000000000Z")) == "00000000000000000000000010");
  CHECK(U::predecessor(UV("00000000000000000000000010")) == "0000000000000000000000000Z");
  CHECK(U::successor(UV("00000000000000000000000009")) == "0000000000000000000000000A");
  CHECK(U::successor(UV("0000000000000000000000000H")) == "0000000000000000000000000J");  // no I
  CHECK(U::successor(UV("0000000000000000000000000K")) == "0000000000000000000000000M");  // no L
  CHECK(U::successor(UV("0000000000000000000000000N")) == "0000000000000000000000000P");  // no O
  CHECK(U::successor(UV("0000000000000000000000000T")) == "0000000000000000000000000V");  // no U
  CHECK(U::successor(UV("6ZZZZZZZZZZZZZZZZZZZZZZZZZ")) == "70000000000000000000000000");
  CHECK(U::successor(UV("7ZZZZZZZZZZZZZZZZZZZZZZZZZ")) == std::nullopt);
  CHECK(U::predecessor(UV("00000000000000000000000000")) == std::nullopt);
  CHECK(U::greatest() == "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");

  using I = kp::uuid;
  using IV = I::value_type;
  CHECK(I::successor(IV("00000000-0000-0000-0000-ffffffffffff")) ==
        "00000000-0000-0000-0001-000000000000");
  CHECK(I::successor(IV("0000000f-ffff-ffff-ffff-ffffffffffff")) ==
        "00000010-0000-0000-0000-000000000000");
  CHECK(I::predecessor(IV("00000000-0001-0000-0000-000000000000")) ==
        "00000000-0000-ffff-ffff-ffffffffffff");
  CHECK(I::successor(IV("00000000-0000-0000-0000-000000000009")) ==
        "00000000-0000-0000-0000-00000000000a");
  CHECK(I::successor(IV("ffffffff-ffff-ffff-ffff-ffffffffffff")) == std::nullopt);
  CHECK(I::predecessor(IV("00000000-0000-0000-0000-000000000000")) == std::nullopt);
  CHECK(I::greatest() == "ffffffff-ffff-ffff-ffff-ffffffffffff");
}
