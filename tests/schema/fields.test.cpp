#include <keyplate/schema/fields.hpp>
#include <string>

#include "catch.hpp"

namespace kp = keyplate;

static_assert(!kp::field<"a">::optional && kp::optional_field<"b">::optional);
static_assert(std::is_same_v<kp::field<"a">::codec_type, kp::string<>>);

TEST_CASE("arg refers to its value under the field's name") {
  const std::string text = "gift";
  const auto a = kp::arg<"note">(text);
  CHECK(a.name.view() == "note");
  CHECK(&a.value == &text);
}
