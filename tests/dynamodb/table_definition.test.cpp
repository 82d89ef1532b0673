#include <keyplate/dynamodb/table_definition.hpp>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

TEST_CASE("table definitions compare by value") {
  ddb::table_definition a{"shop", {"pk"}, {{"pk", "HASH"}}, {}};
  ddb::table_definition b = a;
  CHECK(a == b);
  b.global_secondary_indexes.push_back({"gsi1", {{"gsi1pk", "HASH"}}});
  CHECK(a != b);
}
