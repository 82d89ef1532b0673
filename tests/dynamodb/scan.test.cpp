// Tests of dynamodb/scan.hpp: a Scan request as plain data.
#include <keyplate/dynamodb/scan.hpp>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

TEST_CASE("a scan request sets nothing until asked") {
  const ddb::scan_request whole;
  CHECK(whole.filter_expression.empty());
  CHECK(whole.expression_attribute_names.empty());
  CHECK(whole.expression_attribute_values.empty());
  CHECK_FALSE(whole.limit);
  CHECK_FALSE(whole.consistent_read);
  CHECK_FALSE(whole.count_only);
  CHECK(whole.segment == 0);
  CHECK(whole.total_segments == 0);  // not a parallel scan
  STATIC_REQUIRE(ddb::max_scan_segments == 1'000'000);
}

TEST_CASE("scan requests compare member by member") {
  ddb::scan_request a;
  ddb::scan_request b;
  CHECK(a == b);
  b.total_segments = 4;
  CHECK_FALSE(a == b);
  a.total_segments = 4;
  CHECK(a == b);
  a.expression_attribute_values.emplace(":v0", ddb::attribute_value::string("x"));
  CHECK_FALSE(a == b);
}
