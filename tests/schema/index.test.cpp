#include <keyplate/schema/index.hpp>

#include "catch.hpp"

namespace kp = keyplate;

using Primary = kp::index<"pk", "sk">;
using ByEmail = kp::index<"gsi2pk", "", "gsi2">;

static_assert(Primary::is_table && Primary::has_sort && Primary::name.empty());
static_assert(!ByEmail::is_table && !ByEmail::has_sort && ByEmail::name == "gsi2");

TEST_CASE("an index names its key attributes") {
  CHECK(Primary::partition_attribute == "pk");
  CHECK(Primary::sort_attribute == "sk");
  CHECK(ByEmail::sort_attribute.empty());
}

TEST_CASE("key_schema gives the attribute names, and the IndexName of a secondary index") {
  const keyplate::dynamodb::key_schema table = kp::index<"pk", "sk">::key_schema();
  CHECK(table.partition_key == "pk");
  CHECK(table.sort_key == "sk");
  CHECK(!table.index_name.has_value());
  const keyplate::dynamodb::key_schema gsi = kp::index<"gsi2pk", "", "gsi2">::key_schema();
  CHECK(gsi.partition_key == "gsi2pk");
  CHECK(gsi.sort_key.empty());
  CHECK(gsi.index_name == std::optional<std::string>("gsi2"));
}
