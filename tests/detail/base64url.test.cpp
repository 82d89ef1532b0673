// Tests of detail/base64url.hpp: RFC 4648's test vectors (without padding), and strictness.
#include <keyplate/detail/base64url.hpp>
#include <string>

#include "catch.hpp"
#include "properties/generators.hpp"

namespace b64 = keyplate::detail::base64url;

TEST_CASE("base64url writes RFC 4648's vectors without padding") {
  // RFC 4648 section 10, padding removed.
  CHECK(b64::encode("") == "");
  CHECK(b64::encode("f") == "Zg");
  CHECK(b64::encode("fo") == "Zm8");
  CHECK(b64::encode("foo") == "Zm9v");
  CHECK(b64::encode("foob") == "Zm9vYg");
  CHECK(b64::encode("fooba") == "Zm9vYmE");
  CHECK(b64::encode("foobar") == "Zm9vYmFy");
  // The URL-safe digits for 62 and 63.
  CHECK(b64::encode("\xFB\xFF") == "-_8");
  CHECK(b64::decode("Zm9vYmFy") == std::optional<std::string>("foobar"));
  CHECK(b64::decode("-_8") == std::optional<std::string>("\xFB\xFF"));
}

TEST_CASE("base64url reads only the text it writes") {
  CHECK(!b64::decode("Zg=="));   // padding
  CHECK(!b64::decode("Zm9v+"));  // the other alphabet
  CHECK(!b64::decode("Zm9/"));
  CHECK(!b64::decode("Z"));   // no byte ends here
  CHECK(!b64::decode("Zh"));  // "f" with a nonzero unused bit
  CHECK(!b64::decode("Zm9 v"));
  CHECK(b64::decode("") == std::optional<std::string>(""));

  keyplate_test::generator g(keyplate_test::run_seed());
  for (int i = 0; i != 2000; ++i) {
    std::string bytes(g.below(40), '\0');
    for (char& c : bytes) c = static_cast<char>(g.below(256));
    const std::string text = b64::encode(bytes);
    CHECK(b64::decode(text) == std::optional<std::string>(bytes));
    // Any one changed character gives other bytes or no bytes, never the same bytes.
    if (!text.empty()) {
      std::string changed = text;
      changed[g.below(text.size())] = b64::alphabet[g.below(64)];
      if (changed != text) CHECK(b64::decode(changed) != std::optional<std::string>(bytes));
    }
  }
}
