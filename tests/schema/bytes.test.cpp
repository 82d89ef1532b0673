// kp::bytes: raw bytes, any values, ordered byte-wise as unsigned values.
#include <keyplate/schema/bytes.hpp>
#include <string>
#include <string_view>

#include "../catch.hpp"

namespace kp = keyplate;

TEST_CASE("bytes: hold any bytes, NUL and high bytes included") {
  const kp::bytes b(std::string_view("\0\x01\xff", 3));
  CHECK(b.size() == 3);
  CHECK(b.view()[0] == '\0');
  CHECK(static_cast<unsigned char>(b.view()[2]) == 0xFF);
  CHECK(kp::bytes().empty());
  CHECK(kp::bytes(std::string("ab")).str() == "ab");
}

TEST_CASE("bytes: ordered byte-wise as unsigned values, as DynamoDB orders binary") {
  CHECK(kp::bytes(std::string_view("\x01", 1)) < kp::bytes(std::string_view("\xff", 1)));
  CHECK(kp::bytes(std::string_view("a", 1)) < kp::bytes(std::string_view("ab", 2)));
  CHECK(kp::bytes(std::string_view("\x7f", 1)) < kp::bytes(std::string_view("\x80", 1)));
  CHECK(kp::bytes(std::string_view("x")) == kp::bytes(std::string("x")));
}
