// Tests of schema/detail/attributes.hpp: values as item attributes in their codec's attribute form
// (or `S` in key form) and back, with the attribute type and the canonical text checked; reading a
// field, storing a canonical value and checking a key attribute, as decode_item and make do.
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/boolean.hpp>
#include <keyplate/keyplate.hpp>
#include <keyplate/schema/detail/attributes.hpp>
#include <optional>
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
  CHECK(a.type() == kp::attribute_kind::N);
  CHECK(a.text == "42");
  CHECK(kp::detail::from_item_attribute<kp::uint<10>>(a).value() == 42);
}

TEST_CASE("a string is a raw S attribute, not escaped") {
  const ddb::attribute_value a = kp::detail::to_item_attribute<kp::string<>>("a#b%");
  CHECK(a.type() == kp::attribute_kind::S);
  CHECK(a.text == "a#b%");
  CHECK(kp::detail::from_item_attribute<kp::string<>>(a).value() == "a#b%");
}

TEST_CASE("a codec without an attribute form is stored as S in its key form") {
  const ddb::attribute_value a = kp::detail::to_item_attribute<letter_codec>('q');
  CHECK(a.type() == kp::attribute_kind::S);
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

TEST_CASE("error_at names the attribute") {
  const kp::error e = kp::detail::error_at(kp::error_code::missing_attribute, "gsi1pk");
  CHECK(e.code == kp::error_code::missing_attribute);
  CHECK(e.field == "gsi1pk");
}

TEST_CASE("read_field: a required field's attribute must be there, an optional one may not be") {
  ddb::item it;
  it.set("n", {kp::attribute_kind::N, "7"});
  it.set("s", {kp::attribute_kind::S, "7"});
  kp::error err{};
  std::size_t found = 0;  // counts the attributes `it` has
  std::uint64_t required = 0;
  CHECK(kp::detail::read_field<kp::uint<>>(it, "n", required, err, found));
  CHECK(required == 7);
  CHECK(found == 1);
  CHECK_FALSE(kp::detail::read_field<kp::uint<>>(it, "absent", required, err, found));
  CHECK(err.code == kp::error_code::missing_attribute);
  CHECK(err.field == "absent");
  std::optional<std::uint64_t> optional;
  CHECK(kp::detail::read_field<kp::uint<>>(it, "absent", optional, err, found));
  CHECK_FALSE(optional.has_value());
  CHECK(found == 1);  // absent attributes are not counted
  CHECK_FALSE(kp::detail::read_field<kp::uint<>>(it, "s", optional, err, found));
  CHECK(err.code == kp::error_code::wrong_attribute_type);
  CHECK(err.field == "s");
}

TEST_CASE("assign_field stores the canonical value and names the field it rejects") {
  kp::error err{};
  std::string stored;
  CHECK(kp::detail::assign_field<kp::string<4>>(stored, std::string_view("ab#"), "name", err));
  CHECK(stored == "ab#");
  CHECK_FALSE(
      kp::detail::assign_field<kp::string<4>>(stored, std::string_view("abcde"), "name", err));
  CHECK(err.field == "name");
  CHECK(stored == "ab#");
}

TEST_CASE("verify_key_attribute: absent when not expected, else an equal S attribute") {
  ddb::item it;
  it.set("pk", {kp::attribute_kind::S, "A#1"});
  it.set("n", {kp::attribute_kind::N, "1"});
  kp::error err{};
  const std::string right = "A#1";
  const std::string wrong = "A#2";
  std::size_t found = 0;
  CHECK(kp::detail::verify_key_attribute(it, "pk", &right, err, found));
  CHECK(kp::detail::verify_key_attribute(it, "sk", nullptr, err, found));
  CHECK(found == 1);  // the key attribute present, not the absent one
  const auto fails = [&](std::string_view name, const std::string* expected) {
    err = {};
    const bool ok = kp::detail::verify_key_attribute(it, name, expected, err, found);
    CHECK(err.field == name);
    return ok ? kp::error_code::none : err.code;
  };
  CHECK(fails("pk", &wrong) == kp::error_code::key_mismatch);
  CHECK(fails("pk", nullptr) == kp::error_code::key_mismatch);
  CHECK(fails("sk", &right) == kp::error_code::missing_attribute);
  CHECK(fails("n", &right) == kp::error_code::wrong_attribute_type);
}
