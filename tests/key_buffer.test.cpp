// Tests key_buffer.hpp: an encoded key held by value, usable in constant expressions.
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
constexpr kp::key_buffer<8> filled(std::string_view text) {
  kp::key_buffer<8> buffer;
  for (std::size_t i = 0; i != text.size(); ++i) buffer.data()[i] = text[i];
  buffer.set_end(buffer.data() + text.size());
  return buffer;
}
}  // namespace

TEST_CASE("key_buffer holds the bytes up to its end") {
  STATIC_REQUIRE(kp::key_buffer<8>{}.size() == 0);
  STATIC_REQUIRE(filled("N#0042").view() == "N#0042");
  STATIC_REQUIRE(filled("N#0042").size() == 6);
  STATIC_REQUIRE(filled("ab") == filled("ab"));
  STATIC_REQUIRE(!(filled("ab") == filled("abc")));
  const kp::key_buffer<8> b = filled("x#y");
  const std::string_view view = b;
  CHECK(view == "x#y");
  CHECK(b.str() == std::string("x#y"));
  using N = kp::key<"N#{n}", kp::uint<4>>;
  STATIC_REQUIRE(N::encode_buffer(42)->view() == "N#0042");
  STATIC_REQUIRE(sizeof(N::encode_buffer(42)->data()[0]) == 1);
}
