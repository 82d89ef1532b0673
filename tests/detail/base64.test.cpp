// Tests of detail/base64.hpp: RFC 4648's test vectors, and what decode rejects.
#include <keyplate/detail/base64.hpp>
#include <string>

#include "catch.hpp"

namespace b64 = keyplate::detail::base64;

TEST_CASE("base64 writes RFC 4648's vectors with padding and reads them back") {
  const std::pair<const char*, const char*> vectors[] = {{"", ""},
                                                         {"f", "Zg=="},
                                                         {"fo", "Zm8="},
                                                         {"foo", "Zm9v"},
                                                         {"foob", "Zm9vYg=="},
                                                         {"fooba", "Zm9vYmE="},
                                                         {"foobar", "Zm9vYmFy"}};
  for (const auto& [bytes, text] : vectors) {
    INFO(bytes);
    CHECK(b64::encode(bytes) == text);
    CHECK(b64::decode(text) == std::optional<std::string>(bytes));
  }
  // The standard digits for 62 and 63, and bytes above 0x7F.
  CHECK(b64::encode("\xFB\xFF") == "+/8=");
  CHECK(b64::decode("+/8=") == std::optional<std::string>("\xFB\xFF"));
}

TEST_CASE("base64 round-trips every byte") {
  std::string all;
  for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
  for (std::size_t n = 0; n <= all.size(); n += 37) {
    const std::string bytes = all.substr(0, n);
    CHECK(b64::decode(b64::encode(bytes)) == std::optional<std::string>(bytes));
  }
}

TEST_CASE("base64 rejects what is not base64 with padding") {
  for (const char* text : {"Zg", "Zm8", "Z", "Zg=", "Zg===", "====", "Z===", "Zg==Zg==", "Zm9v-_==",
                           "Zm 9", "Zm9v\n", "=Zm9"}) {
    INFO(text);
    CHECK_FALSE(b64::decode(text));
  }
}
