// Tests codec.hpp: the codec surface. Concepts, names and attribute forms of every built-in
// codec, and the tier (a) adaptor. (detail/codec_checks.test.cpp tests the checks of each
// member; their failures are must_not_compile/codec_*.cpp.)
#include <chrono>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;
using kp::error_code;
using namespace keyplate_test;
using namespace std::chrono_literals;

namespace {

enum class color { red, green, blue };
constexpr std::string_view color_name(color c) {
  return c == color::red ? "red" : c == color::green ? "green" : "blue";
}
// Accepts "RED" too, which color_name never writes: decode must still refuse it.
constexpr kp::result<color> color_from(const std::string& s) {
  if (s == "red" || s == "RED") return color::red;
  if (s == "green") return color::green;
  if (s == "blue") return color::blue;
  return kp::codec_error(error_code::invalid_character);
}
using Color = kp::adapted<kp::string<8>, color_name, color_from>;

struct cents {
  std::uint64_t value = 0;
  friend constexpr bool operator==(cents, cents) = default;
};
constexpr std::uint64_t to_number(cents c) {
  return c.value;
}
constexpr cents from_number(std::uint64_t n) {
  return {n};
}
using Cents = kp::adapted<kp::uint<8>, to_number, from_number, true>;

// The smallest full codec: only the required members (it names no `name`).
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

}  // namespace

TEST_CASE("every built-in codec names itself") {
  CHECK(kp::codec_name<kp::string<>>() == "string<255>");
  CHECK(kp::codec_name<kp::string<64>>() == "string<64>");
  CHECK(kp::codec_name<kp::uint<10>>() == "uint<10>");
  CHECK(kp::codec_name<kp::uint<>>() == "uint<>");
  CHECK(kp::codec_name<kp::int64>() == "int64");
  CHECK(kp::codec_name<kp::ulid>() == "ulid");
  CHECK(kp::codec_name<kp::uuid>() == "uuid");
  CHECK(kp::codec_name<kp::date>() == "date");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::seconds>>() == "timestamp<s>");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::milliseconds>>() == "timestamp<ms>");
  CHECK(kp::codec_name<kp::timestamp<std::chrono::microseconds>>() == "timestamp<us>");
  CHECK(kp::codec_name<kp::boolean>() == "boolean");
  CHECK(kp::codec_name<kp::enumeration<color, "b", "g", "r">>() == "enumeration");
  CHECK(kp::codec_name<minimal>() == "custom codec");
  STATIC_REQUIRE(kp::codec_name<kp::uint<20>>() == "uint<20>");
}

// The built-in codecs spell their value types so that they depend on a template parameter
// (`detail::deferred`, and the class codecs derived from templates over their value type): the
// types users see are unchanged, and so are the successor and predecessor types built from them.
TEST_CASE("every built-in codec's value type is the documented one") {
  STATIC_REQUIRE(std::is_same_v<kd::deferred<std::string, 7>::type, std::string>);
  STATIC_REQUIRE(std::is_same_v<kp::boolean::value_type, bool>);
  STATIC_REQUIRE(std::is_same_v<kp::int64::value_type, std::int64_t>);
  STATIC_REQUIRE(std::is_same_v<kp::ulid::value_type, kp::fixed_text<26>>);
  STATIC_REQUIRE(std::is_same_v<kp::uuid::value_type, kp::fixed_text<36>>);
  STATIC_REQUIRE(std::is_same_v<kp::date::value_type, std::chrono::year_month_day>);
  STATIC_REQUIRE(std::is_same_v<kp::string<9>::value_type, std::string>);
  STATIC_REQUIRE(std::is_same_v<kp::uint<4>::value_type, std::uint64_t>);
  STATIC_REQUIRE(std::is_same_v<decltype(kp::int64::successor(1)), std::optional<std::int64_t>>);
  STATIC_REQUIRE(
      std::is_same_v<decltype(kp::uint<4>::predecessor(1)), std::optional<std::uint64_t>>);
  CHECK(kp::boolean::successor(false) == std::optional<bool>(true));
  CHECK(kp::string<2>::successor("ab") == std::optional<std::string>("ac"));
  CHECK(kp::uint<4>::successor(9999) == std::nullopt);
}

TEST_CASE("integers are N attributes in plain decimal") {
  using U = kp::uint<10>;
  STATIC_REQUIRE(U::attribute_type == kp::attribute_kind::N);
  STATIC_REQUIRE(kp::uint<>::attribute_type == kp::attribute_kind::N);
  CHECK(U::to_attribute(0) == "0");
  CHECK(U::to_attribute(100) == "100");
  CHECK(*U::from_attribute("100") == 100);
  CHECK(failure(U::from_attribute("0100")) == fails(error_code::not_canonical, 0));
  CHECK(failure(U::from_attribute("")) == fails(error_code::invalid_length, 0));
  CHECK(failure(U::from_attribute("1e3")) == fails(error_code::invalid_character, 1));
  CHECK(failure(U::from_attribute("10000000000")) == fails(error_code::out_of_range, 0));
  CHECK(kp::uint<>::to_attribute(18446744073709551615u) == "18446744073709551615");
  CHECK(failure(kp::uint<>::from_attribute("18446744073709551616")) ==
        fails(error_code::out_of_range, 19));

  STATIC_REQUIRE(kp::int64::attribute_type == kp::attribute_kind::N);
  CHECK(kp::int64::to_attribute(-42) == "-42");
  CHECK(kp::int64::to_attribute(INT64_MIN) == "-9223372036854775808");
  CHECK(*kp::int64::from_attribute("-9223372036854775808") == INT64_MIN);
  CHECK(*kp::int64::from_attribute("9223372036854775807") == INT64_MAX);
  CHECK(failure(kp::int64::from_attribute("9223372036854775808")) ==
        fails(error_code::out_of_range, 0));
  CHECK(failure(kp::int64::from_attribute("-0")) == fails(error_code::not_canonical, 0));
  CHECK(failure(kp::int64::from_attribute("-01")) == fails(error_code::not_canonical, 1));
  CHECK(failure(kp::int64::from_attribute("+1")) == fails(error_code::invalid_character, 0));
}

TEST_CASE("strings are raw S attributes; ids, dates and times their canonical text") {
  using S = kp::string<4>;
  STATIC_REQUIRE(S::attribute_type == kp::attribute_kind::S);
  CHECK(S::to_attribute("a#b%") == "a#b%");  // not escaped
  CHECK(*S::from_attribute("a#b%") == "a#b%");
  CHECK(failure(S::from_attribute("abcde")) == fails(error_code::too_long, 4));
  CHECK(failure(S::from_attribute("a\xC3")) == fails(error_code::invalid_utf8, 1));

  const std::string_view ulid = "01HVNR4Q3R6Z8W5XK2M9P7T1AB";
  CHECK(kp::ulid::to_attribute(*kp::ulid::decode(ulid)) == ulid);
  CHECK(kp::ulid::from_attribute("01hvnr4q3r6z8w5xk2m9p7t1ab").has_value() == false);
  const std::string_view uuid = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
  CHECK(kp::uuid::to_attribute(*kp::uuid::decode(uuid)) == uuid);
  CHECK(kp::uuid::from_attribute("3F2504E0-4F89-11D3-9A0C-0305E82C3301").has_value() == false);

  CHECK(kp::date::to_attribute(2026y / 10 / 1d) == "2026-10-01");
  CHECK(*kp::date::from_attribute("2024-02-29") == 2024y / 2 / 29d);
  CHECK(failure(kp::date::from_attribute("2026-02-29")) == fails(error_code::invalid_date, 8));
  using Ms = kp::timestamp<std::chrono::milliseconds>;
  const auto at = std::chrono::sys_days{2026y / 10 / 1d} + std::chrono::milliseconds{1500};
  CHECK(Ms::to_attribute(at) == "2026-10-01T00:00:01.500Z");
  CHECK(*Ms::from_attribute("2026-10-01T00:00:01.500Z") == at);
}

TEST_CASE("adapted: a user type stored as a built-in codec's value") {
  STATIC_REQUIRE(kp::codec<Color>);
  STATIC_REQUIRE(Color::min_size == 0 && Color::max_size == 24);
  STATIC_REQUIRE(!Color::order_preserving);  // not declared increasing
  STATIC_REQUIRE(kp::partial_codec<Color>);  // string<> takes partial values
  STATIC_REQUIRE(!kp::ordered_codec<Color>);
  STATIC_REQUIRE(Color::attribute_type == kp::attribute_kind::S);
  STATIC_REQUIRE(kp::codec_name<Color>() == "string<8>");
  CHECK(encoded<Color>(color::green) == "green");
  CHECK(*Color::decode("blue") == color::blue);
  // From accepts "RED", but To never writes it: not canonical.
  CHECK(failure(Color::decode("RED")) == fails(error_code::not_canonical, 0));
  CHECK(failure(Color::decode("pink")) == fails(error_code::invalid_character, 0));
  CHECK(failure(Color::decode("a%20")) == fails(error_code::invalid_character, 0));
  CHECK(Color::to_attribute(color::red) == "red");
  CHECK(*Color::from_attribute("red") == color::red);
  CHECK(failure(Color::from_attribute("RED")) == fails(error_code::not_canonical, 0));

  using K = kp::key<"C#{c}#{n}", Color, Cents>;
  CHECK(K::encode(color::red, cents{250}) == "C#red#00000250");
  CHECK(K::decode("C#red#00000250")->get<"n">() == cents{250});
  CHECK(K::prefix(kp::partial("gr")).text() == "C#gr");
  STATIC_REQUIRE(Cents::order_preserving);
  STATIC_REQUIRE(Cents::attribute_type == kp::attribute_kind::N);
  CHECK(Cents::to_attribute(cents{7}) == "7");
}
