// Tests of schema/scan_options.hpp: kp::entities, kp::segment, and which options a scan takes.
#include <keyplate/schema/scan_options.hpp>
#include <type_traits>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
struct A {};
struct B {};
}  // namespace

TEST_CASE("kp::entities names entities; kp::segment holds its numbers") {
  STATIC_REQUIRE(std::is_same_v<decltype(kp::entities<A, B>), const kp::entities_t<A, B>>);
  STATIC_REQUIRE(kp::detail::is_entities<kp::entities_t<A, B>>);
  STATIC_REQUIRE(kp::detail::is_entities<kp::entities_t<>>);
  STATIC_REQUIRE_FALSE(kp::detail::is_entities<A>);
  constexpr kp::segment_option s = kp::segment(3, 8);
  STATIC_REQUIRE(s.index == 3);
  STATIC_REQUIRE(s.total == 8);
  // (The checks of the numbers are the scan's: bad_segment, at run time.)
  STATIC_REQUIRE(kp::segment(9, 2).index == 9);
}

TEST_CASE("a scan takes the query options but kp::descending, and kp::segment") {
  using kp::detail::is_scan_option;
  STATIC_REQUIRE(is_scan_option<kp::limit_option>);
  STATIC_REQUIRE(is_scan_option<kp::consistent_option>);
  STATIC_REQUIRE(is_scan_option<kp::count_only_option>);
  STATIC_REQUIRE(is_scan_option<kp::segment_option>);
  STATIC_REQUIRE(is_scan_option<decltype(kp::filter(kp::attr<"a"> == 1))>);
  STATIC_REQUIRE_FALSE(is_scan_option<kp::descending_option>);
  STATIC_REQUIRE_FALSE(is_scan_option<kp::entities_t<A>>);
  // A segment is no query option.
  STATIC_REQUIRE_FALSE(kp::detail::is_query_option<kp::segment_option>);
}
