// Tests detail/describe_codec.hpp: a codec's alphabet as describe shows it, from the facts the
// codec declares.
#include <keyplate/codecs/date.hpp>
#include <keyplate/describe.hpp>
#include <keyplate/keyplate.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {
// A codec that declares neither alphabet nor shape.
struct bare {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = false;
  static kp::result<char*> encode(char* out, int) { return out; }
  static kp::result<int> decode(std::string_view) { return 0; }
};
}  // namespace

TEST_CASE("character classes group digits and letters, dash first") {
  CHECK(kd::character_class(kp::byte_set::range('0', '9')) == "[0-9]");
  CHECK(kd::character_class(kp::byte_set::of("-0123456789")) == "[-0-9]");
  CHECK(kd::character_class(kp::byte_set::of("0123456789:")) == "[0-9:]");
  CHECK(kd::character_class(kp::byte_set::of("ab")) == "[ab]");
  // In byte order: \ (0x5C), ] (0x5D), ^ (0x5E), | (0x7C), each escaped.
  CHECK(kd::character_class(kp::byte_set::of("]\\^|")) == "[\\\\\\]\\^\\|]");
  CHECK(kd::character_class(kp::byte_set::of("\x01")) == "[\\x01]");
  CHECK((kd::byte_group('5') == 0 && kd::byte_group('Q') == 1 && kd::byte_group('q') == 2));
  CHECK((kd::byte_group(0x90) == 3 && kd::byte_group('#') != kd::byte_group('$')));
}

TEST_CASE("codec_alphabet: the codec's own text, else its shape, else any byte above $") {
  CHECK(kp::codec_alphabet<kp::ulid>() == "`[0-9A-HJKMNP-TV-Z]`");
  CHECK(kp::codec_alphabet<kp::string<>>() == "UTF-8, bytes <= 0x25 escaped as `%XX`");
  CHECK(kp::codec_alphabet<kp::boolean>() == "`false` or `true`");
  CHECK(kp::codec_alphabet<kp::date>() == "`[-0-9]`");
  CHECK(kp::codec_alphabet<bare>() == "any bytes above `$` (0x24)");
}
