// Tests of dynamodb/table_definition.hpp: the CreateTable input as plain data, and filled from
// the indexes.
#include <array>
#include <keyplate/dynamodb/table_definition.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace ddb = keyplate::dynamodb;

TEST_CASE("table definitions compare by value") {
  ddb::table_definition a{"shop", {"pk"}, {{"pk", "HASH"}}, {}};
  ddb::table_definition b = a;
  CHECK(a == b);
  b.global_secondary_indexes.push_back({"gsi1", {{"gsi1pk", "HASH"}}});
  CHECK(a != b);
}

namespace {
// Index-like types: what table_definition_of reads of an index (kp::index has these).
struct Table {
  static constexpr std::string_view partition_attribute = "pk";
  static constexpr std::string_view sort_attribute = "sk";
};
struct Inverted {
  static constexpr std::string_view name = "inverted";
  static constexpr std::string_view partition_attribute = "sk";
  static constexpr std::string_view sort_attribute = "pk";
};
struct ByEmail {
  static constexpr std::string_view name = "gsi2";
  static constexpr std::string_view partition_attribute = "gsi2pk";
  static constexpr std::string_view sort_attribute = "";
};
// A native index's (kp::native_index has these): its attributes, partition ones then sort ones.
struct ByRegion {
  static constexpr std::string_view name = "gsi3";
  static constexpr std::array<std::string_view, 2> partition_attributes{"tenant", "region"};
  static constexpr std::array<std::string_view, 2> sort_attributes{"day", "sk"};
};
}  // namespace

TEST_CASE("table_definition_of: every key attribute once, each index's key schema") {
  const ddb::table_definition t = ddb::table_definition_of<Table, Inverted, ByEmail>("shop");
  CHECK(t.table_name == "shop");
  CHECK(t.attribute_names == std::vector<std::string>{"pk", "sk", "gsi2pk"});
  CHECK(t.key_schema == std::vector<ddb::key_schema_element>{{"pk", "HASH"}, {"sk", "RANGE"}});
  REQUIRE(t.global_secondary_indexes.size() == 2);
  CHECK(t.global_secondary_indexes[0] ==
        ddb::global_secondary_index{"inverted", {{"sk", "HASH"}, {"pk", "RANGE"}}});
  CHECK(t.global_secondary_indexes[1] == ddb::global_secondary_index{"gsi2", {{"gsi2pk", "HASH"}}});
  CHECK(ddb::table_definition_of<Table>("t").global_secondary_indexes.empty());
}

TEST_CASE("table_definition_of: a native index lists its attributes, partition ones first") {
  const ddb::table_definition t = ddb::table_definition_of<Table, ByRegion, ByEmail>("shop");
  // "sk" is the table's already: once, where it was first used.
  CHECK(t.attribute_names ==
        std::vector<std::string>{"pk", "sk", "tenant", "region", "day", "gsi2pk"});
  REQUIRE(t.global_secondary_indexes.size() == 2);
  CHECK(t.global_secondary_indexes[0] ==
        ddb::global_secondary_index{
            "gsi3", {{"tenant", "HASH"}, {"region", "HASH"}, {"day", "RANGE"}, {"sk", "RANGE"}}});
  CHECK(t.attribute_types.empty());  // the types are the schema's to add (from the fields)
}
