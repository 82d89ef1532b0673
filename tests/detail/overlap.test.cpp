// Tests detail/overlap.hpp: whether two run sequences can match one string (disjoint), or one
// a prefix of the other (neighbours), and the count spans it works with.
#include <array>
#include <keyplate/keyplate.hpp>

#include "catch.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;

namespace {
constexpr kp::char_run runs(const char* bytes, std::size_t min, std::size_t max) {
  return {kp::byte_set::of(bytes), min, max};
}
}  // namespace

TEST_CASE("may_share on hand-made run sequences") {
  constexpr std::array<kp::char_run, 2> a_then_digits{{runs("A", 1, 1), runs("0123456789", 1, 3)}};
  constexpr std::array<kp::char_run, 1> letters{{runs("AB", 1, 4)}};
  constexpr std::array<kp::char_run, 1> one_a{{runs("A", 1, 1)}};
  constexpr std::array<kp::char_run, 2> a_digit{{runs("A", 1, 1), runs("5", 1, 1)}};
  // "A5" matches both a_then_digits and a_digit; letters never holds a digit.
  STATIC_REQUIRE(kd::may_share(a_then_digits, a_digit, false));
  STATIC_REQUIRE(!kd::may_share(a_then_digits, letters, false));
  // "A" is a prefix of strings of a_then_digits, but not one of them.
  STATIC_REQUIRE(!kd::may_share(one_a, a_then_digits, false));
  STATIC_REQUIRE(kd::may_share(one_a, a_then_digits, true));
  STATIC_REQUIRE(kd::may_share(one_a, letters, false));
}

TEST_CASE("layout runs: literal bytes one by one, codecs by their shape") {
  using K = kp::key<"N#{n}", kp::uint<2>>;
  constexpr auto r = kd::layout_runs<K>();
  STATIC_REQUIRE(r.size() == 3);
  STATIC_REQUIRE(r[0].bytes.contains('N') && r[1].bytes.contains('#'));
  STATIC_REQUIRE(r[2].min == 2 && r[2].max == 2 && r[2].bytes.contains('7'));
  STATIC_REQUIRE(kd::first_literal_runs<K>().size() == 2);
}

TEST_CASE("count_span keeps the hull of the counts added") {
  kd::count_span span;
  CHECK(span.empty());
  span.add(3, 5);
  span.add(1, 2);
  CHECK((!span.empty() && span.low == 1 && span.high == 5));
  span.add(4, 2);  // an empty interval adds nothing
  CHECK((span.low == 1 && span.high == 5));
}
