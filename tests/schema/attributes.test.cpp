// Tests of schema/attributes.hpp: values as item attributes in their codec's attribute form (or
// `S` in key form) and back, with the attribute type and the canonical text checked.
#include <cstdint>
#include <keyplate/codecs/boolean.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema/attributes.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

namespace {
// A codec without an attribute form: one lowercase letter.
struct letter_codec {
  using value_type = char;
  using input_type = char;
  static constexpr std::size_t min_size = 1, max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, char c) noexcept {
    if (c < 'a' || c > 'z') return kp::codec_error(kp::error_code::invalid_character);
    *out = c;
    return out + 1;
  }
  static constexpr kp::result<char> decode(std::string_view text) noexcept {
    if (text.size() != 1 || text[0] < 'a' || text[0] > 'z') {
      return kp::codec_error(kp::error_code::invalid_character);
    }
    return text[0];
  }
};
static_assert(kp::codec<letter_codec> && !kp::attribute_codec<letter_codec>);
}  // namespace

TEST_CASE("an integer is an N attribute of its decimal value, without padding") {
  const ddb::attribute_value a = kp::detail::to_item_attribute<kp::uint<10>>(42);
  CHECK(a.type == kp::attribute_kind::N);
  CHECK(a.text == "42");
  CHECK(kp::detail::from_item_attribute<kp::uint<10>>(a).value() == 42);
}

TEST_CASE("a string is a raw S attribute, not escaped") {
  const ddb::attribute_value a = kp::detail::to_item_attribute<kp::string<>>("a#b%");
  CHECK(a.type == kp::attribute_kind::S);
  CHECK(a.text == "a#b%");
  CHECK(kp::detail::from_item_attribute<kp::string<>>(a).value() == "a#b%");
}

TEST_CASE("a codec without an attribute form is stored as S in its key form") {
  const ddb::attribute_value a = kp::detail::to_item_attribute<letter_codec>('q');
  CHECK(a.type == kp::attribute_kind::S);
  CHECK(a.text == "q");
  CHECK(kp::detail::from_item_attribute<letter_codec>(a).value() == 'q');
  CHECK(kp::detail::from_item_attribute<letter_codec>({kp::attribute_kind::S, "Q"}).error().code ==
        kp::error_code::invalid_character);
}

TEST_CASE("reading checks the attribute type") {
  CHECK(kp::detail::from_item_attribute<kp::uint<10>>({kp::attribute_kind::S, "42"}).error().code ==
        kp::error_code::wrong_attribute_type);
  CHECK(kp::detail::from_item_attribute<kp::string<>>({kp::attribute_kind::N, "1"}).error().code ==
        kp::error_code::wrong_attribute_type);
  CHECK(kp::detail::from_item_attribute<letter_codec>({kp::attribute_kind::N, "1"}).error().code ==
        kp::error_code::wrong_attribute_type);
}

TEST_CASE("attribute_error names the attribute") {
  const kp::error e = kp::detail::attribute_error(kp::error_code::missing_attribute, "gsi1pk");
  CHECK(e.code == kp::error_code::missing_attribute);
  CHECK(e.field == "gsi1pk");
}
