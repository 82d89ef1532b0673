#include <keyplate/schema/fields.hpp>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

static_assert(!kp::field<"a">::optional && kp::optional_field<"b">::optional);
static_assert(std::is_same_v<kp::field<"a">::codec_type, kp::string<>>);

static_assert(!kp::field<"a">::computed && !kp::optional_field<"b">::computed);

TEST_CASE("a shard field is computed from its sources, with as many digits as its shards need") {
  using S = kp::shard_field<"shard", 16, "eventId", "kind">;
  CHECK(S::computed);
  CHECK(!S::optional);
  CHECK(S::shards == 16);
  CHECK(S::sources.size() == 2);
  CHECK(S::sources[1] == "kind");
  CHECK(std::is_same_v<S::codec_type, kp::uint<2>>);                              // 0 to 15
  CHECK(std::is_same_v<kp::shard_field<"s", 10, "a">::codec_type, kp::uint<1>>);  // 0 to 9
}
