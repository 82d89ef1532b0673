// Tests codecs/int64.hpp: the fixed 20-character signed form, directly and through a layout.
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {

constexpr std::int64_t int64_min = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t int64_max = std::numeric_limits<std::int64_t>::max();

// Reference for the wire format, written from DESIGN.md with std::to_string.
std::string reference(std::int64_t v) {
  const auto padded = [](std::uint64_t n, std::size_t width) {
    const std::string digits = std::to_string(n);
    return std::string(width - digits.size(), '0') + digits;
  };
  if (v >= 0) return padded(static_cast<std::uint64_t>(v), 20);
  std::string text = "-";
  text += padded(static_cast<std::uint64_t>(v) + (std::uint64_t{1} << 63), 19);
  return text;
}

using N = kp::key<"N#{n}", kp::int64>;

}  // namespace

TEST_CASE("int64 facts") {
  STATIC_REQUIRE(kp::codec<kp::int64>);
  STATIC_REQUIRE(kp::int64::min_size == 20);
  STATIC_REQUIRE(kp::int64::max_size == 20);
  STATIC_REQUIRE(kp::int64::order_preserving);
  STATIC_REQUIRE(std::is_same_v<kp::int64::value_type, std::int64_t>);
}

TEST_CASE("int64 encodes the edge values exactly") {
  CHECK(encoded<kp::int64>(int64_min) == "-0000000000000000000");
  CHECK(encoded<kp::int64>(int64_min + 1) == "-0000000000000000001");
  CHECK(encoded<kp::int64>(-42) == "-9223372036854775766");
  CHECK(encoded<kp::int64>(-1) == "-9223372036854775807");
  CHECK(encoded<kp::int64>(0) == "00000000000000000000");
  CHECK(encoded<kp::int64>(1) == "00000000000000000001");
  CHECK(encoded<kp::int64>(42) == "00000000000000000042");
  CHECK(encoded<kp::int64>(int64_max) == "09223372036854775807");
}

TEST_CASE("int64 accepts any integer type but rejects values outside int64") {
  CHECK(encoded<kp::int64>(static_cast<short>(-5)) == "-9223372036854775803");
  CHECK(encoded<kp::int64>(static_cast<unsigned char>(255)) == "00000000000000000255");
  CHECK(encoded<kp::int64>(std::uint64_t{9223372036854775807u}) == "09223372036854775807");
  CHECK(encoded<kp::int64>(std::uint64_t{1} << 63) == fails(error_code::out_of_range, 0));
  CHECK(encoded<kp::int64>(std::numeric_limits<std::uint64_t>::max()) ==
        fails(error_code::out_of_range, 0));
  STATIC_REQUIRE(!std::is_convertible_v<bool, kp::int64::input_type>);
  STATIC_REQUIRE(!std::is_convertible_v<char, kp::int64::input_type>);
}

#if defined(__SIZEOF_INT128__)
// Where `__int128` counts as an integer (libc++, or -std=gnu++20), it must be range-checked,
// not cut to 64 bits.
namespace {
__extension__ typedef __int128 wide_integer;

template <class Wide>
void check_wide_integers() {
  if constexpr (std::is_convertible_v<Wide, kp::int64::input_type>) {
    const Wide two_to_64 = static_cast<Wide>(1) << 64;
    CHECK(encoded<kp::int64>(-two_to_64 - 5) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::int64>(two_to_64 + 5) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::int64>(static_cast<Wide>(int64_min) - 1) ==
          fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::int64>(static_cast<Wide>(int64_min)) == "-0000000000000000000");
    CHECK(encoded<kp::int64>(static_cast<Wide>(int64_max)) == "09223372036854775807");
  }
}
}  // namespace

TEST_CASE("int64 rejects 128-bit values outside int64") {
  check_wide_integers<wide_integer>();
}
#endif

TEST_CASE("int64 matches the reference and round-trips") {
  const std::int64_t samples[] = {
      int64_min, int64_min + 1, -1000000007, -10,           -9,       -1, 0, 1, 9, 10,
      99,        100,           1000000007,  int64_max - 1, int64_max};
  std::string previous;
  for (const std::int64_t v : samples) {
    const std::string text = encoded<kp::int64>(v);
    CHECK(text == reference(v));
    CHECK(previous < text);  // samples are ascending: byte order follows value order
    const auto back = kp::int64::decode(text);
    REQUIRE(back);
    CHECK(*back == v);
    previous = text;
  }
}

TEST_CASE("int64 decode rejects out-of-range numbers") {
  CHECK(failure(kp::int64::decode("09223372036854775808")) == fails(error_code::out_of_range, 0));
  CHECK(failure(kp::int64::decode("18446744073709551615")) == fails(error_code::out_of_range, 0));
  CHECK(failure(kp::int64::decode("99999999999999999999")) == fails(error_code::out_of_range, 19));
  CHECK(failure(kp::int64::decode("-9223372036854775808")) == fails(error_code::out_of_range, 0));
  CHECK(failure(kp::int64::decode("-9999999999999999999")) == fails(error_code::out_of_range, 0));
}

TEST_CASE("int64 decode rejects bad characters at their offset") {
  CHECK(failure(kp::int64::decode("0000000000000000004x")) ==
        fails(error_code::invalid_character, 19));
  CHECK(failure(kp::int64::decode("-00000000000000000x0")) ==
        fails(error_code::invalid_character, 18));
  CHECK(failure(kp::int64::decode("+0000000000000000042")) ==
        fails(error_code::invalid_character, 0));
  CHECK(failure(kp::int64::decode(" 0000000000000000042")) ==
        fails(error_code::invalid_character, 0));
  CHECK(failure(kp::int64::decode("--000000000000000000")) ==
        fails(error_code::invalid_character, 1));
  CHECK(failure(kp::int64::decode("0-000000000000000000")) ==
        fails(error_code::invalid_character, 1));
}

TEST_CASE("int64 decode of a wrong length") {
  CHECK(failure(kp::int64::decode("")) == fails(error_code::invalid_length, 0));
  CHECK(failure(kp::int64::decode("0000000000000000042")) == fails(error_code::invalid_length, 19));
  CHECK(failure(kp::int64::decode("000000000000000000042")) ==
        fails(error_code::invalid_length, 21));
}

TEST_CASE("int64 through a layout") {
  CHECK(N::encode(-1) == "N#-9223372036854775807");
  CHECK(N::encode(42) == "N#00000000000000000042");
  CHECK(failure(N::try_encode(std::uint64_t{1} << 63)) == fails(error_code::out_of_range, 0, "n"));

  const auto v = N::decode("N#-0000000000000000000");
  REQUIRE(v);
  CHECK(v->get<"n">() == int64_min);

  CHECK(failure(N::decode("N#0000000000000000004x")) ==
        fails(error_code::invalid_character, 21, "n"));
  CHECK(failure(N::decode("N#-9223372036854775808")) == fails(error_code::out_of_range, 2, "n"));
  CHECK(failure(N::decode("N#99999999999999999999")) == fails(error_code::out_of_range, 21, "n"));
  CHECK(failure(N::decode("N#000")) == fails(error_code::invalid_length, 5, "n"));
  CHECK(failure(N::decode("N#")) == fails(error_code::missing_component, 2, "n"));
  CHECK(failure(N::decode("N#000000000000000000420")) == fails(error_code::extra_component, 22));
}

TEST_CASE("int64 at compile time") {
  STATIC_REQUIRE(N::encode_buffer(int64_min)->view() == "N#-0000000000000000000");
  STATIC_REQUIRE(N::encode_buffer(-1)->view() == "N#-9223372036854775807");
  STATIC_REQUIRE(N::encode_buffer(int64_max)->view() == "N#09223372036854775807");
  STATIC_REQUIRE(!N::encode_buffer(std::uint64_t{1} << 63).has_value());
  STATIC_REQUIRE(*kp::int64::decode("-9223372036854775807") == -1);
  STATIC_REQUIRE(*kp::int64::decode("-0000000000000000000") == int64_min);
  STATIC_REQUIRE(N::decode("N#00000000000000000042")->get<0>() == 42);
  STATIC_REQUIRE(kp::int64::decode("0000000000000000004x").error().offset == 19);
}
