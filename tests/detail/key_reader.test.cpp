// Tests detail/key_reader.hpp: the layout-independent steps of decoding (literals, field texts)
// and the per-field choice between decode, decode_into and decode_view.
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;
using keyplate::error_code;
using namespace keyplate_test;

TEST_CASE("read_literal matches or says where it stops") {
  kp::error err;
  std::size_t pos = 2;
  CHECK(kd::read_literal("ABCD", pos, "CD", err));
  CHECK(pos == 4);
  pos = 0;
  CHECK_FALSE(kd::read_literal("AXCD", pos, "ABC", err));
  CHECK(describe(err) == fails(error_code::literal_mismatch, 1));
  pos = 0;
  CHECK_FALSE(kd::read_literal("AB", pos, "ABC", err));
  CHECK(describe(err) == fails(error_code::missing_component, 2));
}

TEST_CASE("field_text: fixed width, or up to the next '#'") {
  kp::error err;
  std::string_view text;
  CHECK(kd::field_text("ab#cd", 0, false, 0, text, err));
  CHECK(text == "ab");
  CHECK(kd::field_text("ab#cd", 3, false, 0, text, err));
  CHECK(text == "cd");
  CHECK(kd::field_text("abcdef", 1, true, 3, text, err));
  CHECK(text == "bcd");
  CHECK_FALSE(kd::field_text("abc", 1, true, 3, text, err));
  CHECK(describe(err) == fails(error_code::invalid_length, 3));
  CHECK_FALSE(kd::field_text("ab#", 3, false, 1, text, err));
  CHECK(describe(err) == fails(error_code::missing_component, 3));
  CHECK(kd::field_text("ab#", 3, false, 0, text, err));  // an empty string field
  CHECK(text.empty());
}

TEST_CASE("decode_field uses the codec's in-place and view decoders") {
  std::string value = "old";
  CHECK_FALSE(kd::decode_field<kp::string<>, false>("a%23b", value).has_value());
  CHECK(value == "a#b");
  kp::escaped_view view;
  CHECK_FALSE(kd::decode_field<kp::string<>, true>("a%23b", view).has_value());
  CHECK(view.encoded() == "a%23b");
  const std::optional<kp::error> bad = kd::decode_field<kp::string<>, true>("a#b", view);
  REQUIRE(bad);
  CHECK(describe(*bad) == fails(error_code::unescaped_byte, 1));
  std::uint64_t number = 0;
  CHECK_FALSE(kd::decode_field<kp::uint<3>, false>("042", number).has_value());
  CHECK(number == 42);
}
