// Tests codecs/uint.hpp: uint<W> at every width 1..20 and plain-decimal uint<>.
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {

constexpr std::uint64_t uint64_max = std::numeric_limits<std::uint64_t>::max();

// 10^w - 1 for w < 20, computed by hand.
constexpr std::uint64_t all_nines(std::size_t w) {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i != w; ++i) v = v * 10 + 9;
  return v;
}

template <std::size_t W>
void check_width() {
  using C = kp::uint<W>;
  INFO("W = " << W);
  STATIC_REQUIRE(kp::codec<C>);
  STATIC_REQUIRE(C::min_size == W);
  STATIC_REQUIRE(C::max_size == W);
  STATIC_REQUIRE(C::order_preserving);

  CHECK(encoded<C>(0) == std::string(W, '0'));
  CHECK(encoded<C>(7) == std::string(W - 1, '0') + "7");
  CHECK(encoded<C>(-1) == fails(error_code::out_of_range, 0));
  CHECK(encoded<C>(std::numeric_limits<std::int64_t>::min()) == fails(error_code::out_of_range, 0));
  if constexpr (W < 20) {
    STATIC_REQUIRE(C::max_value == all_nines(W));
    CHECK(encoded<C>(all_nines(W)) == std::string(W, '9'));
    CHECK(encoded<C>(all_nines(W) + 1) == fails(error_code::out_of_range, 0));
    CHECK(encoded<C>(uint64_max) == fails(error_code::out_of_range, 0));
    const auto max = C::decode(std::string(W, '9'));
    REQUIRE(max);
    CHECK(*max == all_nines(W));
  } else {
    STATIC_REQUIRE(C::max_value == uint64_max);
    CHECK(encoded<C>(uint64_max) == "18446744073709551615");
    CHECK(*C::decode("18446744073709551615") == uint64_max);
    CHECK(failure(C::decode("18446744073709551616")) == fails(error_code::out_of_range, 19));
    CHECK(failure(C::decode("99999999999999999999")) == fails(error_code::out_of_range, 19));
  }
  const auto zero = C::decode(std::string(W, '0'));
  REQUIRE(zero);
  CHECK(*zero == 0);
  CHECK(failure(C::decode(std::string(W - 1, '0') + "x")) ==
        fails(error_code::invalid_character, W - 1));
  CHECK(failure(C::decode(std::string(W - 1, '0'))) == fails(error_code::invalid_length, W - 1));
  CHECK(failure(C::decode(std::string(W + 1, '0'))) == fails(error_code::invalid_length, W + 1));

  // Through a layout: the field is exactly W bytes, errors are absolute.
  using K = kp::key<"N#{n}#", C>;
  CHECK(K::encode(3) == "N#" + std::string(W - 1, '0') + "3#");
  CHECK(failure(K::try_encode(-3)) == fails(error_code::out_of_range, 0, "n"));
  CHECK(failure(K::decode("N#" + std::string(W - 1, '0') + "-#")) ==
        fails(error_code::invalid_character, W + 1, "n"));
}

}  // namespace

TEST_CASE("uint<W> at every width from 1 to 20") {
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (check_width<I + 1>(), ...);
  }
  (std::make_index_sequence<20>{});
}

TEST_CASE("uint<W> takes any integer type, but not bool or char") {
  CHECK(encoded<kp::uint<5>>(static_cast<unsigned short>(65535)) == "65535");
  CHECK(encoded<kp::uint<5>>(static_cast<signed char>(-1)) == fails(error_code::out_of_range, 0));
  CHECK(encoded<kp::uint<5>>(-99999LL) == fails(error_code::out_of_range, 0));
  STATIC_REQUIRE(!std::is_convertible_v<bool, kp::uint<5>::input_type>);
  STATIC_REQUIRE(!std::is_convertible_v<char, kp::uint<5>::input_type>);
}

#if defined(__SIZEOF_INT128__)
// Where `__int128` counts as an integer (libc++, or -std=gnu++20), it must be range-checked,
// not cut to 64 bits.
namespace {
__extension__ typedef __int128 wide_integer;

template <class Wide>
void check_wide_integers() {
  if constexpr (std::is_convertible_v<Wide, kp::uint<20>::input_type>) {
    const Wide two_to_64 = static_cast<Wide>(1) << 64;
    CHECK(encoded<kp::uint<20>>(two_to_64) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::uint<20>>(two_to_64 + 7) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::uint<>>(two_to_64) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::uint<20>>(-two_to_64) == fails(error_code::out_of_range, 0));
    CHECK(encoded<kp::uint<20>>(static_cast<Wide>(uint64_max)) == "18446744073709551615");
  }
}
}  // namespace

TEST_CASE("uint rejects 128-bit values above 64 bits") {
  check_wide_integers<wide_integer>();
}
#endif

TEST_CASE("uint<W> keeps numeric order as byte order") {
  const std::uint64_t ascending[] = {0, 1, 9, 10, 11, 99, 100, 909, 990, 999};
  std::string previous;
  for (const std::uint64_t v : ascending) {
    const std::string text = encoded<kp::uint<3>>(v);
    CHECK(previous < text);
    previous = text;
  }
}

TEST_CASE("uint<> is plain decimal") {
  using C = kp::uint<>;
  STATIC_REQUIRE(C::min_size == 1);
  STATIC_REQUIRE(C::max_size == 20);
  STATIC_REQUIRE(!C::order_preserving);
  CHECK(encoded<C>(0) == "0");
  CHECK(encoded<C>(7) == "7");
  CHECK(encoded<C>(10) == "10");
  CHECK(encoded<C>(1234567890) == "1234567890");
  CHECK(encoded<C>(uint64_max) == "18446744073709551615");
  CHECK(encoded<C>(-1) == fails(error_code::out_of_range, 0));

  CHECK(*C::decode("0") == 0);
  CHECK(*C::decode("10") == 10);
  CHECK(*C::decode("18446744073709551615") == uint64_max);
  CHECK(failure(C::decode("00")) == fails(error_code::not_canonical, 0));
  CHECK(failure(C::decode("07")) == fails(error_code::not_canonical, 0));
  CHECK(failure(C::decode("0010")) == fails(error_code::not_canonical, 0));
  CHECK(failure(C::decode("")) == fails(error_code::invalid_length, 0));
  CHECK(failure(C::decode("-1")) == fails(error_code::invalid_character, 0));
  CHECK(failure(C::decode("12a")) == fails(error_code::invalid_character, 2));
  CHECK(failure(C::decode("18446744073709551616")) == fails(error_code::out_of_range, 19));
  CHECK(failure(C::decode("100000000000000000000")) == fails(error_code::out_of_range, 20));
}

TEST_CASE("uint<> through a layout") {
  using K = kp::key<"ORG#{org}#USER#{user}", kp::uint<>, kp::uint<>>;
  CHECK(K::encode(1, 10) == "ORG#1#USER#10");
  CHECK(K::prefix(1).text() == "ORG#1#USER#");
  const auto v = K::decode("ORG#0#USER#18446744073709551615");
  REQUIRE(v);
  CHECK(v->get<"org">() == 0);
  CHECK(v->get<"user">() == uint64_max);
  CHECK(failure(K::try_encode(1, -1)) == fails(error_code::out_of_range, 0, "user"));
  CHECK(failure(K::decode("ORG#01#USER#1")) == fails(error_code::not_canonical, 4, "org"));
  CHECK(failure(K::decode("ORG##USER#1")) == fails(error_code::missing_component, 4, "org"));
  CHECK(failure(K::decode("ORG#1#USER#")) == fails(error_code::missing_component, 11, "user"));
  CHECK(failure(K::decode("ORG#1#USER#1x")) == fails(error_code::invalid_character, 12, "user"));
  CHECK(failure(K::decode("ORG#1#USER#1#")) == fails(error_code::extra_component, 12));
}

TEST_CASE("uint at compile time") {
  using K = kp::key<"ORDER#{n}", kp::uint<10>>;
  STATIC_REQUIRE(K::encode_buffer(42)->view() == "ORDER#0000000042");
  STATIC_REQUIRE(K::encode_buffer(9999999999u)->view() == "ORDER#9999999999");
  STATIC_REQUIRE(K::encode_buffer(10000000000u).error().code == error_code::out_of_range);
  STATIC_REQUIRE(K::decode("ORDER#0000000042")->get<0>() == 42);
  STATIC_REQUIRE(*kp::uint<20>::decode("18446744073709551615") == uint64_max);
  STATIC_REQUIRE(kp::uint<>::decode("012").error().code == error_code::not_canonical);
  using P = kp::key<"P#{n}", kp::uint<>>;
  STATIC_REQUIRE(P::encode_buffer(0)->view() == "P#0");
  STATIC_REQUIRE(P::encode_buffer(uint64_max)->view() == "P#18446744073709551615");
}
