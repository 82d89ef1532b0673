// Tests detail/codec_checks.hpp: the probes that see optional members, the member checks every
// built-in codec passes, and the sample checks run during constant evaluation. The failing
// side of each check is a must-not-compile case (must_not_compile/codec_*.cpp).
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string_view>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {

// The smallest full codec: only the required members, not constexpr.
struct minimal {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = false;
  static kp::result<char*> encode(char* out, int) noexcept {
    *out = 'x';
    return out + 1;
  }
  static kp::result<int> decode(std::string_view) noexcept { return 0; }
};

// Constexpr codecs with a mistake the samples reveal; check_encoding is called directly, so the
// static_asserts of codec_byte_checks are not instantiated.
template <char Byte, std::size_t Length>
struct writes {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 2, max_size = 2;
  static constexpr bool order_preserving = true;
  static constexpr std::array<kp::char_run, 1> shape{{{kp::byte_set::range('a', 'z'), 2, 2}}};
  static constexpr kp::result<char*> encode(char* out, int) noexcept {
    for (std::size_t i = 0; i != Length; ++i) out[i] = Byte;
    return out + Length;
  }
  static constexpr kp::result<int> decode(std::string_view) noexcept { return 0; }
};

}  // namespace

TEST_CASE("member probes see a member whatever its kind or form") {
  STATIC_REQUIRE(kd::has_encode_partial<kp::string<>>);
  STATIC_REQUIRE(kd::has_successor<kp::ulid> && kd::has_greatest<kp::date>);
  STATIC_REQUIRE(kd::has_shape<kp::uuid> && kd::has_name<kp::int64>);
  STATIC_REQUIRE(kd::has_decode_into<kp::ulid> && kd::has_decode_view<kp::string<>>);
  STATIC_REQUIRE(kd::has_attribute_type<kp::boolean> && kd::has_to_attribute<kp::uint<>>);
  STATIC_REQUIRE(!kd::has_encode_partial<minimal> && !kd::has_shape<minimal>);
  STATIC_REQUIRE(!kd::has_name<minimal> && !kd::has_attribute_type<minimal>);
  STATIC_REQUIRE(!kd::has_successor<kp::uint<>>);  // uint<> has no ranges
  STATIC_REQUIRE(!kd::has_encode_partial<kp::int64>);
}

TEST_CASE("every built-in codec passes the checks, samples included") {
  STATIC_REQUIRE(kd::codec_checks<kp::string<>>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::uint<>>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::uint<20>>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::int64>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::ulid>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::uuid>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::date>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::timestamp<std::chrono::microseconds>>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::boolean>::members);
  STATIC_REQUIRE(kd::codec_checks<kp::enumeration<std::byte, "A", "B">>::members);
  STATIC_REQUIRE(kd::codec_checks<minimal>::members);
  // Constexpr codecs are sampled during constant evaluation; `minimal` is not constexpr, so
  // nothing is sampled for it.
  STATIC_REQUIRE(kd::check_samples<kp::ulid>() == kd::sample_problem::none);
#if !defined(__clang__) || defined(_LIBCPP_VERSION)
  // (clang cannot evaluate libstdc++ 12's std::string in constant expressions: there string
  // codecs are not sampled.)
  STATIC_REQUIRE(kd::check_samples<kp::string<3>>() == kd::sample_problem::none);
#endif
  STATIC_REQUIRE(kd::check_samples<kp::int64>() == kd::sample_problem::none);
  STATIC_REQUIRE(kd::constant_sample_problem<minimal>() == kd::sample_problem::none);
  STATIC_REQUIRE(std::is_same_v<kd::checked_codec<minimal>::type, minimal>);
}

TEST_CASE("sample encodings are checked for reserved bytes, sizes and shape") {
  STATIC_REQUIRE(kd::check_encoding<writes<'b', 2>>(0) == kd::sample_problem::none);
  STATIC_REQUIRE(kd::check_encoding<writes<'#', 2>>(0) == kd::sample_problem::reserved_byte);
  STATIC_REQUIRE(kd::check_encoding<writes<'$', 2>>(0) == kd::sample_problem::reserved_byte);
  STATIC_REQUIRE(kd::check_encoding<writes<'b', 1>>(0) == kd::sample_problem::too_short);
  STATIC_REQUIRE(kd::check_encoding<writes<'b', 3>>(0) == kd::sample_problem::too_long);
  STATIC_REQUIRE(kd::check_encoding<writes<'B', 2>>(0) == kd::sample_problem::outside_shape);
  // The stand-in for a failed codec accepts everything a layout offers.
  STATIC_REQUIRE(kp::ordered_codec<kd::failed_codec> && kp::partial_codec<kd::failed_codec>);
  STATIC_REQUIRE(std::is_convertible_v<const char*, kd::any_value>);
}
