// keyplate: `dynamodb::table_definition`, the input of DynamoDB's CreateTable for a schema, as
// plain data, and `table_definition_of<Table, Secondary...>(name)`, which fills it from the
// indexes (`Schema::table_definition(name)`).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../attribute_kind.hpp"

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

/// A `CreateTable` request: every key attribute (of type `S`, but a native index's `N` or `B`
/// ones), the table's key schema, one entry per secondary index, `PAY_PER_REQUEST` billing.
struct table_definition {
  std::string table_name;
  std::vector<std::string> attribute_names;  ///< `AttributeDefinitions`, in order
  std::vector<key_schema_element> key_schema;
  std::vector<global_secondary_index> global_secondary_indexes;
  /// The type of each attribute of `attribute_names` that is not `S` (a native index's
  /// number or binary attribute); every other one is `S`. (Last, so that aggregate
  /// initialisation written before it existed keeps its meaning.) **Example**:
  /// `{{"tenantId", kp::attribute_kind::N}}` declares `tenantId` as `N`.
  std::map<std::string, attribute_kind> attribute_types = {};

  friend bool operator==(const table_definition&, const table_definition&) = default;
};

/// An UpdateTimeToLive request: `TableName` and `TimeToLiveSpecification` (the attribute
/// DynamoDB's Time to Live reads, and whether it is enabled).
struct time_to_live_parts {
  std::string table_name;
  std::string attribute_name;
  bool enabled = true;

  friend bool operator==(const time_to_live_parts&, const time_to_live_parts&) = default;
};

/// The `CreateTable` input of a table named `name` with the key attributes of `Table` (the base
/// table's index) and one global secondary index per `Secondary` (each with a `name`; a native
/// index's key schema lists its partition attributes, then its sort attributes): every key
/// attribute once, in order of first use, typed `S` (the schema adds a native index's types).
template <class Table, class... Secondary>
table_definition table_definition_of(std::string_view name) {
  table_definition t;
  t.table_name = std::string(name);
  const auto attribute = [&t](std::string_view a) {
    for (const std::string& known : t.attribute_names) {
      if (known == a) return;
    }
    t.attribute_names.emplace_back(a);
  };
  const auto key_schema = [&](std::string_view partition, std::string_view sort) {
    std::vector<key_schema_element> ks{{std::string(partition), "HASH"}};
    attribute(partition);
    if (!sort.empty()) {
      ks.push_back({std::string(sort), "RANGE"});
      attribute(sort);
    }
    return ks;
  };
  [[maybe_unused]] const auto index_key_schema = [&]<class Index>(std::type_identity<Index>) {
    if constexpr (requires { Index::partition_attributes; }) {
      std::vector<key_schema_element> ks;
      for (std::string_view a : Index::partition_attributes) {
        ks.push_back({std::string(a), "HASH"});
        attribute(a);
      }
      for (std::string_view a : Index::sort_attributes) {
        ks.push_back({std::string(a), "RANGE"});
        attribute(a);
      }
      return ks;
    } else {
      return key_schema(Index::partition_attribute, Index::sort_attribute);
    }
  };
  t.key_schema = key_schema(Table::partition_attribute, Table::sort_attribute);
  (t.global_secondary_indexes.push_back(
       {std::string(Secondary::name), index_key_schema(std::type_identity<Secondary>{})}),
   ...);
  return t;
}

}  // namespace keyplate::dynamodb
