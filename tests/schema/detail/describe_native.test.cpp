// The pieces of describe's text for a native index, on hand-made facts (the whole text, from a
// schema, is tests/schema/describe.test.cpp's).
#include <keyplate/schema/detail/describe_native.hpp>
#include <optional>
#include <string>
#include <vector>

#include "../../catch.hpp"

namespace {
namespace detail = keyplate::detail;

detail::described_index by_region() {
  detail::described_index i;
  i.name = "gsi3";
  i.native = true;
  i.partition_attributes = {{"tenantId", "N"}, {"region", "S"}};
  i.sort_attributes = {{"day", "S"}, {"orderId", "N"}};
  return i;
}

TEST_CASE("a native index's attributes are listed in key order with their types") {
  const detail::described_index i = by_region();
  CHECK(detail::typed_attributes(i.partition_attributes) == "`tenantId` N, `region` S");
  CHECK(detail::typed_attributes({}) == "none");
  CHECK(detail::native_cell(std::nullopt) == "-");
  CHECK(detail::native_cell(detail::described_native_keys{}) == "own attributes");
  CHECK(detail::native_cell(detail::described_native_keys{{"region"}, {}}) ==
        "own attributes (sparse)");
}

TEST_CASE("an access pattern offers begins_with only on a string attribute") {
  std::string out;
  detail::append_native_access_pattern(out, "Order", by_region());
  CHECK(out.find("Partition attributes `tenantId`, `region`: give each, by value (=).\n") !=
        std::string::npos);
  CHECK(out.find("| `day` | value, `partial`, `greater`, `at_least`, `less`, `at_most`, "
                 "`between` | =, begins_with, >, >=, <, <=, BETWEEN |\n") != std::string::npos);
  CHECK(out.find("| `day`, `orderId` | value, `greater`, `at_least`, `less`, `at_most`, "
                 "`between` | =, >, >=, <, <=, BETWEEN |\n") != std::string::npos);
  detail::described_index flat = by_region();
  flat.partition_attributes.resize(1);
  flat.sort_attributes.clear();
  std::string one;
  detail::append_native_access_pattern(one, "Order", flat);
  CHECK(one.find("Partition attribute `tenantId`: give it, by value (=).\n"
                 "The index has no sort key") != std::string::npos);
}

TEST_CASE("sizes flag a value over DynamoDB's limit for a key value") {
  const detail::described_index i = by_region();
  const detail::described_native_keys k{{}, {20, 2100, 10, 1025}};
  CHECK(detail::native_sizes(i.partition_attributes, k.max_sizes, 0, 2048) ==
        "`tenantId` <= 20, `region` <= 2100 (over 2048)");
  CHECK(detail::native_sizes(i.sort_attributes, k.max_sizes, 2, 1024) ==
        "`day` <= 10, `orderId` <= 1025 (over 1024)");
  CHECK(detail::native_sizes_note({}).empty());
  CHECK(!detail::native_sizes_note({i}).empty());
}
}  // namespace
