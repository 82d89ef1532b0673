// Tests a user-written codec (KSUID, 27 base62 characters) against the keyplate::codec concept
// and through layouts: encode, strict decode, round trip, order, prefixes, error reporting.
#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;

namespace {

// A KSUID is a 160-bit number written as exactly 27 base62 digits, `0-9A-Za-z`. That alphabet
// is in ASCII order, so fixed-width KSUID text sorts like the numbers: order-preserving.
struct ksuid {
  using value_type = std::string;
  using input_type = std::string_view;
  static constexpr std::size_t min_size = 27;
  static constexpr std::size_t max_size = 27;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view largest = "aWgEPTl1tmebfsQzFP4bxwgy80V";  // 2^160 - 1

  static constexpr kp::result<char*> encode(char* out, std::string_view text) noexcept {
    if (const auto problem = check(text)) return *problem;
    // (Bounded by max_size as well, which check() ensures: g++ -O3 reports a write past the
    // caller's buffer without it.)
    for (std::size_t i = 0; i != max_size && i != text.size(); ++i) out[i] = text[i];
    return out + text.size();
  }

  static constexpr kp::result<std::string> decode(std::string_view text) {
    if (const auto problem = check(text)) return *problem;
    return std::string(text);
  }

 private:
  static constexpr bool is_base62(char c) noexcept {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  static constexpr std::optional<kp::error> check(std::string_view text) noexcept {
    if (text.size() != 27) return kp::error{error_code::invalid_length, {}, text.size()};
    for (std::size_t i = 0; i != 27; ++i) {
      if (!is_base62(text[i])) return kp::error{error_code::invalid_character, {}, i};
    }
    // Same width and ASCII-ordered digits: the first differing digit decides.
    for (std::size_t i = 0; i != 27; ++i) {
      const auto digit = static_cast<unsigned char>(text[i]);
      const auto limit = static_cast<unsigned char>(largest[i]);
      if (digit != limit) {
        if (digit > limit) return kp::error{error_code::out_of_range, {}, i};
        break;
      }
    }
    return std::nullopt;
  }
};

}  // namespace

// Almost-codecs: each misses one requirement of the concept. (Not in the anonymous namespace:
// clang would warn about members that only the concept looks at.)
namespace not_codecs {
struct no_decode {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, int) noexcept { return out; }
};
struct encode_returns_pointer {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr char* encode(char* out, int) noexcept { return out; }
  static constexpr kp::result<int> decode(std::string_view) noexcept { return 0; }
};
struct no_sizes {
  using value_type = int;
  using input_type = int;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, int) noexcept { return out; }
  static constexpr kp::result<int> decode(std::string_view) noexcept { return 0; }
};
}  // namespace not_codecs

namespace {

// A sample KSUID (timestamp 107608047) and the two ends of the range.
constexpr std::string_view sample = "0ujtsYcgvSTl8PAuAdqWYSMnLOv";
constexpr std::string_view smallest = "000000000000000000000000000";

using EventKey = kp::key<"STREAM#{stream}#EVENT#{eventId}", kp::string<32>, ksuid>;
using BareKey = kp::key<"{eventId}", ksuid>;  // no literal text: fine, a KSUID is never empty
using CountedKey = kp::key<"N#{n}#E#{eventId}", kp::uint<>, ksuid>;

std::string message(const kp::error& e) {
  return e.message();
}
template <class T>
std::string failure(const kp::result<T>& r) {
  return r ? std::string("no error") : message(r.error());
}
std::string fails(error_code code, std::size_t offset, std::string_view field) {
  return message(kp::error{code, field, offset});
}

}  // namespace

TEST_CASE("custom codec: concept and layout facts") {
  STATIC_REQUIRE(kp::codec<ksuid>);
  STATIC_REQUIRE(kp::fixed_width<ksuid>);
  STATIC_REQUIRE(!kp::codec<int>);
  STATIC_REQUIRE(!kp::codec<std::string>);
  STATIC_REQUIRE(!kp::codec<not_codecs::no_decode>);
  STATIC_REQUIRE(!kp::codec<not_codecs::encode_returns_pointer>);
  STATIC_REQUIRE(!kp::codec<not_codecs::no_sizes>);

  STATIC_REQUIRE(EventKey::field_count == 2);
  STATIC_REQUIRE(EventKey::max_size == 14 + 3 * 32 + 27);
  STATIC_REQUIRE(EventKey::order_preserving);
  STATIC_REQUIRE(BareKey::max_size == 27);
  STATIC_REQUIRE(BareKey::order_preserving);
  STATIC_REQUIRE(!CountedKey::order_preserving);  // uint<> is not order-preserving
}

TEST_CASE("custom codec: encode through a layout") {
  CHECK(EventKey::encode("orders", sample) == "STREAM#orders#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnLOv");
  CHECK(EventKey::encode("a b", smallest) == "STREAM#a%20b#EVENT#000000000000000000000000000");
  CHECK(BareKey::encode(ksuid::largest) == "aWgEPTl1tmebfsQzFP4bxwgy80V");
  CHECK(CountedKey::encode(7, sample) == "N#7#E#0ujtsYcgvSTl8PAuAdqWYSMnLOv");
  STATIC_REQUIRE(EventKey::encode_buffer("s", sample)->view() ==
                 "STREAM#s#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnLOv");

  char buffer[EventKey::max_size];
  const auto end = EventKey::encode_to(buffer, "s", smallest);
  REQUIRE(end);
  CHECK(std::string_view(buffer, static_cast<std::size_t>(*end - buffer)) ==
        "STREAM#s#EVENT#000000000000000000000000000");
}

TEST_CASE("custom codec: encode errors name the field and the offset in the value") {
  CHECK(failure(EventKey::try_encode("s", "0ujts")) ==
        fails(error_code::invalid_length, 5, "eventId"));
  CHECK(failure(EventKey::try_encode("s", "0uj-sYcgvSTl8PAuAdqWYSMnLOv")) ==
        fails(error_code::invalid_character, 3, "eventId"));
  // One more than 2^160 - 1, and a first digit that is already too large.
  CHECK(failure(EventKey::try_encode("s", "aWgEPTl1tmebfsQzFP4bxwgy80W")) ==
        fails(error_code::out_of_range, 26, "eventId"));
  CHECK(failure(BareKey::try_encode("b00000000000000000000000000")) ==
        fails(error_code::out_of_range, 0, "eventId"));
  // The layout's own field still reports first.
  CHECK(failure(EventKey::try_encode("bad\xff", "0ujts")) ==
        fails(error_code::invalid_utf8, 3, "stream"));
}

TEST_CASE("custom codec: decode and round trip") {
  const auto values = EventKey::decode("STREAM#a%20b#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnLOv");
  REQUIRE(values);
  CHECK(values->get<"stream">() == "a b");
  CHECK(values->get<"eventId">() == sample);
  const auto& [stream, event] = *values;
  CHECK(stream == "a b");
  CHECK(event == sample);

  for (const std::string_view id : {smallest, sample, ksuid::largest}) {
    const std::string key = EventKey::encode("stream", id);
    const auto back = EventKey::decode(key);
    REQUIRE(back);
    CHECK(back->get<1>() == id);
    CHECK(EventKey::encode(back->get<0>(), back->get<1>()) == key);
    CHECK(BareKey::decode(id)->get<"eventId">() == id);
  }
}

TEST_CASE("custom codec: decode is strict and reports key offsets") {
  // "STREAM#s#EVENT#" is 15 bytes, so the KSUID spans bytes 15..41.
  CHECK(EventKey::matches("STREAM#s#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnLOv"));
  CHECK(failure(EventKey::decode("STREAM#s#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnL_v")) ==
        fails(error_code::invalid_character, 15 + 25, "eventId"));
  CHECK(failure(EventKey::decode("STREAM#s#EVENT#aWgEPTl1tmebfsQzFP4bxwgy80W")) ==
        fails(error_code::out_of_range, 15 + 26, "eventId"));
  CHECK(failure(EventKey::decode("STREAM#s#EVENT#0ujtsYcgvSTl8PAuAdqWYSMnLOv#")) ==
        fails(error_code::extra_component, 42, ""));
  CHECK(failure(EventKey::decode("STREAM#s#EVENT#0ujts")) ==
        fails(error_code::invalid_length, 20, "eventId"));
  CHECK(failure(EventKey::decode("STREAM#s#EVENT#")) ==
        fails(error_code::missing_component, 15, "eventId"));
  CHECK(!BareKey::matches("0ujtsYcgvSTl8PAuAdqWYSMnLOv0"));
  CHECK(!BareKey::matches(""));
}

TEST_CASE("custom codec: byte order of keys is the order of the values") {
  // Ascending by value: base62 digit values are 0-9, then A-Z (10-35), then a-z (36-61).
  const std::vector<std::string_view> ascending = {
      smallest,
      "000000000000000000000000009",
      "00000000000000000000000000A",
      "00000000000000000000000000Z",
      "00000000000000000000000000a",
      "000000000000000000000000010",
      "0ujtsYcgvSTl8PAuAdqWYSMnLOv",
      "9zzzzzzzzzzzzzzzzzzzzzzzzzz",
      "A00000000000000000000000000",
      ksuid::largest,
  };
  for (std::size_t i = 0; i + 1 < ascending.size(); ++i) {
    CHECK(EventKey::encode("s", ascending[i]) < EventKey::encode("s", ascending[i + 1]));
    CHECK(BareKey::encode(ascending[i]) < BareKey::encode(ascending[i + 1]));
  }
  // The stream field decides first.
  CHECK(EventKey::encode("a", ksuid::largest) < EventKey::encode("a b", smallest));
  CHECK(EventKey::encode("a b", ksuid::largest) < EventKey::encode("b", smallest));
}

TEST_CASE("custom codec: prefixes") {
  CHECK(EventKey::prefix().text() == "STREAM#");
  const std::string one_stream = EventKey::prefix("s").text();
  CHECK(one_stream == "STREAM#s#EVENT#");
  const std::string key = EventKey::encode("s", sample);
  CHECK(key.compare(0, one_stream.size(), one_stream) == 0);
  const std::string other = EventKey::encode("s2", sample);
  CHECK(other.compare(0, one_stream.size(), one_stream) != 0);
  CHECK(CountedKey::prefix(1).text() == "N#1#E#");
}
