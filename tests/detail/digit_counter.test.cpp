// Tests detail/digit_counter.hpp: stepping fixed-width digit texts (the ULID and UUID steps).
#include <keyplate/detail/digit_counter.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "catch.hpp"

namespace kd = keyplate::detail;

namespace {
constexpr std::string_view decimal = "0123456789";
constexpr int nine(std::size_t) {
  return 9;
}
// "12-34": the dash is not a digit.
constexpr int dashed(std::size_t i) {
  return i == 2 ? -1 : 9;
}
std::optional<std::string> step(std::string text, int by, int (*largest)(std::size_t) = nine) {
  return kd::step_digits(std::move(text), decimal, by, largest);
}
}  // namespace

TEST_CASE("step_digits carries and borrows like counting") {
  CHECK(step("129", +1) == "130");
  CHECK(step("199", +1) == "200");
  CHECK(step("999", +1) == std::nullopt);
  CHECK(step("100", -1) == "099");
  CHECK(step("000", -1) == std::nullopt);
  CHECK(step("19-99", +1, dashed) == "20-00");
  CHECK(step("20-00", -1, dashed) == "19-99");
  // A first digit limited to 0-7 (a ULID's).
  const auto ulid_like = [](std::size_t i) { return i == 0 ? 7 : 9; };
  CHECK(kd::step_digits(std::string("799"), decimal, +1, ulid_like) == std::nullopt);
  CHECK(kd::step_digits(std::string("699"), decimal, +1, ulid_like) == "700");
}
