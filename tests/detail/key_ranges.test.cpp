// Tests detail/key_ranges.hpp: prefixes with a partial last value and ranges, through the
// engine's own entry points (the layouts' API is tested in key.test.cpp and query.test.cpp).
#include <chrono>
#include <keyplate/codecs/date.hpp>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "support/errors.hpp"

namespace kp = keyplate;
namespace kd = keyplate::detail;
using keyplate::error_code;
using namespace keyplate_test;
using namespace std::chrono_literals;

namespace {
using Facts = kd::layout_facts<"ORDER#{date}#{n}", kp::date, kp::uint<4>>;
using Ranges = kd::key_ranges<Facts, kp::date, kp::uint<4>>;
}  // namespace

TEST_CASE("prefix_to writes leading values and a partial value") {
  char out[Facts::max_size];
  const kp::result<char*> day = Ranges::prefix_to(out, 2026y / 10 / 1d);
  CHECK(std::string_view(out, static_cast<std::size_t>(*day - out)) == "ORDER#2026-10-01#");
  const kp::result<char*> month = Ranges::prefix_to(out, kp::partial("2026-10"));
  CHECK(std::string_view(out, static_cast<std::size_t>(*month - out)) == "ORDER#2026-10");
  CHECK(failure(Ranges::prefix_to(out, kp::partial("2026-13"))) ==
        fails(error_code::invalid_date, 0, "date"));
  STATIC_REQUIRE(Ranges::prefix_ok<kp::partial>());
  STATIC_REQUIRE(Ranges::range_ok<kp::condition<std::chrono::year_month_day>>());
}

TEST_CASE("range: leading values, then exact bounds on the next field") {
  const kp::result<kp::key_condition> r = Ranges::range(2026y / 10 / 1d, kp::at_most(7));
  REQUIRE(r);
  CHECK(r->op() == kp::sort_operator::between);
  CHECK(r->lower() == "ORDER#2026-10-01#");
  CHECK(r->upper() == "ORDER#2026-10-01#0007");
  CHECK(failure(Ranges::range(kp::between(2026y / 10 / 2d, 2026y / 10 / 1d))) ==
        fails(error_code::invalid_range, 0, "date"));
}
