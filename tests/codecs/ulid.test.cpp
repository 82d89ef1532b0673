// Tests codecs/ulid.hpp: Crockford base32, uppercase on the wire, strict decode.
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace keyplate_test;

namespace {

constexpr std::string_view upper = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
constexpr std::string_view lower = "01arz3ndektsv4rrffq69g5fav";
constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

using K = kp::key<"X#{v}", kp::ulid>;

}  // namespace

TEST_CASE("ulid facts") {
  STATIC_REQUIRE(kp::codec<kp::ulid>);
  STATIC_REQUIRE(kp::ulid::min_size == 26);
  STATIC_REQUIRE(kp::ulid::max_size == 26);
  STATIC_REQUIRE(kp::ulid::order_preserving);
}

TEST_CASE("ulid encode writes uppercase") {
  CHECK(encoded<kp::ulid>(upper) == upper);
  CHECK(encoded<kp::ulid>(lower) == upper);
  CHECK(encoded<kp::ulid>("01ArZ3nDeKtSv4RrFfQ69g5FaV") == upper);
  CHECK(encoded<kp::ulid>("00000000000000000000000000") == "00000000000000000000000000");
  CHECK(encoded<kp::ulid>("7zzzzzzzzzzzzzzzzzzzzzzzzz") == "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");
}

TEST_CASE("ulid accepts every Crockford digit at every position after the first") {
  for (std::size_t at = 1; at != 26; ++at) {
    for (const char c : alphabet) {
      const std::string text = with(std::string(upper), at, c);
      CHECK(encoded<kp::ulid>(text) == text);
      const auto back = kp::ulid::decode(text);
      REQUIRE(back);
      CHECK(*back == text);
    }
  }
}

TEST_CASE("ulid rejects I, L, O, U and other non-digits in either case") {
  for (const char c : std::string_view("ILOUilou-_ *#\x80")) {
    for (const std::size_t at : {1u, 13u, 25u}) {
      const std::string text = with(std::string(upper), at, c);
      CHECK(encoded<kp::ulid>(text) == fails(error_code::invalid_character, at));
      CHECK(failure(kp::ulid::decode(text)) == fails(error_code::invalid_character, at));
    }
  }
}

TEST_CASE("ulid decode accepts uppercase only") {
  CHECK(failure(kp::ulid::decode(lower)) == fails(error_code::invalid_character, 2));
  CHECK(failure(kp::ulid::decode("01ARZ3NDEKTSV4RRFFQ69G5FaV")) ==
        fails(error_code::invalid_character, 24));
  CHECK(failure(kp::ulid::decode("01ARZ3NDEKTSV4RRFFQ69G5FAv")) ==
        fails(error_code::invalid_character, 25));
}

TEST_CASE("ulid first character carries 3 bits: 8..Z are out of range at offset 0") {
  for (const char c : std::string_view("01234567")) {
    CHECK(encoded<kp::ulid>(with(std::string(upper), 0, c)) == with(std::string(upper), 0, c));
  }
  for (const char c : std::string_view("89ABCDEFGHJKMNPQRSTVWXYZ")) {
    const std::string text = with(std::string(upper), 0, c);
    CHECK(encoded<kp::ulid>(text) == fails(error_code::out_of_range, 0));
    CHECK(failure(kp::ulid::decode(text)) == fails(error_code::out_of_range, 0));
  }
  CHECK(encoded<kp::ulid>("8zzzzzzzzzzzzzzzzzzzzzzzzz") == fails(error_code::out_of_range, 0));
  CHECK(failure(kp::ulid::decode("I1ARZ3NDEKTSV4RRFFQ69G5FAV")) ==
        fails(error_code::invalid_character, 0));
}

TEST_CASE("ulid of the wrong length") {
  CHECK(encoded<kp::ulid>("") == fails(error_code::invalid_length, 0));
  CHECK(encoded<kp::ulid>(upper.substr(0, 25)) == fails(error_code::invalid_length, 25));
  CHECK(encoded<kp::ulid>(std::string(upper) + "0") == fails(error_code::invalid_length, 27));
  CHECK(failure(kp::ulid::decode(upper.substr(0, 25))) == fails(error_code::invalid_length, 25));
  CHECK(failure(kp::ulid::decode(std::string(upper) + "0")) ==
        fails(error_code::invalid_length, 27));
}

TEST_CASE("ulid keeps byte order equal to alphabet order") {
  std::string previous;
  for (const char c : alphabet) {
    const std::string text = encoded<kp::ulid>(with("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", 25, c));
    CHECK(previous < text);
    previous = text;
  }
}

TEST_CASE("ulid through a layout") {
  CHECK(K::encode(lower) == "X#01ARZ3NDEKTSV4RRFFQ69G5FAV");
  CHECK(failure(K::try_encode("01ARZ3NDEKTSV4RRFFQ69G5FIV")) ==
        fails(error_code::invalid_character, 24, "v"));
  CHECK(failure(K::try_encode("81ARZ3NDEKTSV4RRFFQ69G5FAV")) ==
        fails(error_code::out_of_range, 0, "v"));

  const auto v = K::decode("X#01ARZ3NDEKTSV4RRFFQ69G5FAV");
  REQUIRE(v);
  CHECK(v->get<"v">() == upper);
  CHECK(failure(K::decode("X#01arz3ndektsv4rrffq69g5fav")) ==
        fails(error_code::invalid_character, 4, "v"));
  CHECK(failure(K::decode("X#Z1ARZ3NDEKTSV4RRFFQ69G5FAV")) ==
        fails(error_code::out_of_range, 2, "v"));
  CHECK(failure(K::decode("X#01ARZ3NDEKTSV4RRFFQ69G5FA")) ==
        fails(error_code::invalid_length, 27, "v"));
  CHECK(failure(K::decode("X#")) == fails(error_code::missing_component, 2, "v"));
  CHECK(failure(K::decode("X#01ARZ3NDEKTSV4RRFFQ69G5FAV0")) ==
        fails(error_code::extra_component, 28));
  CHECK(failure(K::decode("Y#01ARZ3NDEKTSV4RRFFQ69G5FAV")) ==
        fails(error_code::literal_mismatch, 0));
}

TEST_CASE("ulid at compile time") {
  STATIC_REQUIRE(K::encode_buffer(lower)->view() == "X#01ARZ3NDEKTSV4RRFFQ69G5FAV");
  STATIC_REQUIRE(K::encode_buffer("81ARZ3NDEKTSV4RRFFQ69G5FAV").error().code ==
                 error_code::out_of_range);
  STATIC_REQUIRE(K::encode_buffer("01ARZ3NDEKTSV4RRFFQ69G5FAO").error().offset == 25);
}
