// Tests codecs/uuid.hpp: 8-4-4-4-12 hex, lowercase on the wire, strict decode.
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {

bool is_dash_position(std::size_t i) {
  return i == 8 || i == 13 || i == 18 || i == 23;
}

constexpr std::string_view upper = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
constexpr std::string_view lower = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";

using K = kp::key<"X#{v}", kp::uuid>;

}  // namespace

TEST_CASE("uuid facts") {
  STATIC_REQUIRE(kp::codec<kp::uuid>);
  STATIC_REQUIRE(kp::uuid::min_size == 36);
  STATIC_REQUIRE(kp::uuid::max_size == 36);
  STATIC_REQUIRE(kp::uuid::order_preserving);
}

TEST_CASE("uuid encode writes lowercase") {
  CHECK(encoded<kp::uuid>(upper) == lower);
  CHECK(encoded<kp::uuid>(lower) == lower);
  CHECK(encoded<kp::uuid>("3F2504e0-4f89-11D3-9a0C-0305E82c3301") == lower);
  CHECK(encoded<kp::uuid>("00000000-0000-0000-0000-000000000000") ==
        "00000000-0000-0000-0000-000000000000");
  CHECK(encoded<kp::uuid>("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF") ==
        "ffffffff-ffff-ffff-ffff-ffffffffffff");
}

TEST_CASE("uuid decode accepts lowercase only") {
  const auto back = kp::uuid::decode(lower);
  REQUIRE(back);
  CHECK(*back == lower);
  CHECK(failure(kp::uuid::decode(upper)) == fails(error_code::invalid_character, 1));
  CHECK(failure(kp::uuid::decode("3f2504e0-4f89-11d3-9a0c-0305e82c330A")) ==
        fails(error_code::invalid_character, 35));
}

TEST_CASE("uuid dashes sit at 8, 13, 18 and 23") {
  for (std::size_t at = 0; at != 36; ++at) {
    INFO("offset " << at);
    if (is_dash_position(at)) {
      const std::string hex_for_dash = with(std::string(lower), at, 'a');
      CHECK(encoded<kp::uuid>(hex_for_dash) == fails(error_code::invalid_character, at));
      CHECK(failure(kp::uuid::decode(hex_for_dash)) == fails(error_code::invalid_character, at));
    } else {
      const std::string dash_for_hex = with(std::string(lower), at, '-');
      CHECK(encoded<kp::uuid>(dash_for_hex) == fails(error_code::invalid_character, at));
      CHECK(failure(kp::uuid::decode(dash_for_hex)) == fails(error_code::invalid_character, at));
    }
  }
  CHECK(encoded<kp::uuid>("3f2504e04f8911d39a0c0305e82c3301") ==
        fails(error_code::invalid_length, 32));
  CHECK(encoded<kp::uuid>("{3f2504e0-4f89-11d3-9a0c-0305e82c3301}") ==
        fails(error_code::invalid_length, 38));
}

TEST_CASE("uuid rejects bytes that are not hex digits") {
  for (const char c : std::string_view("gGzZ #%_:\x7F\xC3")) {
    for (const std::size_t at : {0u, 9u, 35u}) {
      const std::string text = with(std::string(lower), at, c);
      CHECK(encoded<kp::uuid>(text) == fails(error_code::invalid_character, at));
      CHECK(failure(kp::uuid::decode(text)) == fails(error_code::invalid_character, at));
    }
  }
}

TEST_CASE("uuid of the wrong length") {
  CHECK(encoded<kp::uuid>("") == fails(error_code::invalid_length, 0));
  CHECK(encoded<kp::uuid>(lower.substr(0, 35)) == fails(error_code::invalid_length, 35));
  CHECK(failure(kp::uuid::decode(std::string(lower) + "0")) ==
        fails(error_code::invalid_length, 37));
}

TEST_CASE("uuid keeps byte order equal to hex order") {
  std::string previous;
  for (const char c : std::string_view("0123456789abcdef")) {
    const std::string text = encoded<kp::uuid>(with(std::string(lower), 0, c));
    CHECK(previous < text);
    previous = text;
  }
}

TEST_CASE("uuid through a layout") {
  CHECK(K::encode(upper) == "X#3f2504e0-4f89-11d3-9a0c-0305e82c3301");
  CHECK(failure(K::try_encode("3f2504e0-4f89-11d3-9a0c_0305e82c3301")) ==
        fails(error_code::invalid_character, 23, "v"));
  const auto v = K::decode("X#3f2504e0-4f89-11d3-9a0c-0305e82c3301");
  REQUIRE(v);
  CHECK(v->get<0>() == lower);
  CHECK(failure(K::decode("X#3F2504E0-4F89-11D3-9A0C-0305E82C3301")) ==
        fails(error_code::invalid_character, 3, "v"));
  CHECK(failure(K::decode("X#3f2504e0-4f89-11d3-9a0c-0305e82c330")) ==
        fails(error_code::invalid_length, 37, "v"));
  CHECK(failure(K::decode("X#3f2504e0-4f89-11d3-9a0c-0305e82c33011")) ==
        fails(error_code::extra_component, 38));
}

TEST_CASE("uuid at compile time") {
  STATIC_REQUIRE(K::encode_buffer(upper)->view() == "X#3f2504e0-4f89-11d3-9a0c-0305e82c3301");
  STATIC_REQUIRE(K::encode_buffer("3f2504e0-4f89-11d3-9a0c-0305e82c330g").error().offset == 35);
}
