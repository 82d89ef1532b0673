// keyplate: `dynamodb::table_definition`, the input of DynamoDB's CreateTable for a schema, as
// plain data (`Schema::table_definition(name)` fills it).
#pragma once

#include <string>
#include <vector>

namespace keyplate::dynamodb {

/// One entry of a `KeySchema`: an attribute and its role, `"HASH"` or `"RANGE"`.
struct key_schema_element {
  std::string attribute_name;
  std::string key_type;

  friend bool operator==(const key_schema_element&, const key_schema_element&) = default;
};

/// One `GlobalSecondaryIndexes` entry; the projection is always `ALL`.
struct global_secondary_index {
  std::string index_name;
  std::vector<key_schema_element> key_schema;

  friend bool operator==(const global_secondary_index&, const global_secondary_index&) = default;
};

/// A `CreateTable` request: every key attribute (all of type `S`), the table's key schema, one
/// entry per secondary index, `PAY_PER_REQUEST` billing.
struct table_definition {
  std::string table_name;
  std::vector<std::string> attribute_names;  ///< `AttributeDefinitions`, each of type `S`
  std::vector<key_schema_element> key_schema;
  std::vector<global_secondary_index> global_secondary_indexes;

  friend bool operator==(const table_definition&, const table_definition&) = default;
};

}  // namespace keyplate::dynamodb
