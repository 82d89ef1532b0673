// keyplate: the pieces of a DynamoDB Query (KeyConditionExpression, ExpressionAttributeNames,
// ExpressionAttributeValues, IndexName, and the schema layer's FilterExpression, Limit,
// ScanIndexForward, ConsistentRead and Select) as plain data, for any SDK. Standard library only.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "dynamodb/attribute_value.hpp"
#include "query.hpp"
#include "result.hpp"

namespace keyplate::dynamodb {

/// The key attributes a query reads, and the index holding them (none: the base table).
///
/// **Example**: `key_schema{.partition_key = "gsi1pk", .sort_key = "gsi1sk", .index_name =
/// "gsi1"}` queries the inverted index; `key_schema{}` is `pk` / `sk` on the table.
struct key_schema {
  std::string partition_key = "pk";
  std::string sort_key = "sk";
  std::optional<std::string> index_name{};
};

/// The order of a Query's pages: `ScanIndexForward` true (ascending) or false (descending).
enum class scan_order : unsigned char { ascending, descending };

/// What a DynamoDB `Query` request needs for its key condition. Placeholders are fixed: `#pk`,
/// `#sk` for the attribute names (so reserved words are safe), `:pk`, and `:sk` or `:lo`/`:hi`
/// for the values, which are all of DynamoDB type `S`.
///
/// **Example**: for `query("TENANT#1", ProjectKey::prefix())`,
/// `key_condition_expression` is `"#pk = :pk AND begins_with(#sk, :sk)"`,
/// `expression_attribute_names` is `{"#pk": "pk", "#sk": "sk"}` and
/// `expression_attribute_values` is `{":pk": "TENANT#1", ":sk": "PROJECT#"}`.
struct query_parts {
  std::optional<std::string> index_name;  ///< `IndexName`, when the schema names an index
  std::string key_condition_expression;   ///< `KeyConditionExpression`
  std::map<std::string, std::string> expression_attribute_names;   ///< `#placeholder` -> name
  std::map<std::string, std::string> expression_attribute_values;  ///< `:placeholder` -> S value
  /// The key condition's typed values on a native index (`kp::native_index`: its attributes
  /// are `S`, `N` or `B`), `:kI` -> value; empty on an index keyed by templates. **Example**:
  /// `{":k0": N "7", ":k1": S "eu"}` for `#k0 = :k0 AND #k1 = :k1` (`tenantId`, `region`).
  std::map<std::string, attribute_value> key_values;

  // What the schema layer's query options add (`kp::filter`, `kp::limit`, `kp::descending`,
  // `kp::consistent`, `kp::count_only`); `try_query` leaves them empty.
  std::string filter_expression;  ///< `FilterExpression` (its names are among the names above)
  std::map<std::string, attribute_value> filter_values;  ///< its `:placeholder` -> typed value
  std::optional<std::uint32_t> limit;                    ///< `Limit`: the most items a page reads
  scan_order order = scan_order::ascending;              ///< `ScanIndexForward` false: descending
  bool consistent_read = false;                          ///< `ConsistentRead`
  bool count_only = false;                               ///< `Select` `COUNT`

  friend bool operator==(const query_parts&, const query_parts&) = default;
};

/// The key condition selecting the items whose partition key is `partition_value` and whose
/// sort key satisfies `sort`, read from `schema`'s attributes. Fails with `empty_value` (its field
/// names the placeholder: `:pk`, `:sk`, `:lo`, `:hi`, `#pk`, `#sk`) when a value or attribute
/// name is empty, since DynamoDB rejects empty strings there, and with `invalid_range` when a
/// BETWEEN's lower bound is above its upper bound (unsigned bytes). Never throws (except
/// `std::bad_alloc`).
///
/// **Example**:
/// ```
/// auto q = kp::dynamodb::try_query(TenantKey::encode(t), ProjectKey::family(p));
/// if (!q) log(q.error().message());
/// ```
inline result<query_parts> try_query(std::string_view partition_value,
                                     const key_condition& sort = {},
                                     const key_schema& schema = {}) {
  // DynamoDB rejects an empty string as a key value, a begins_with value or an attribute name;
  // the error names the placeholder the empty text would have filled.
  error problem{};
  const auto missing = [&problem](std::string_view text, std::string_view placeholder) {
    if (!text.empty()) return false;
    problem = detail::error_at(error_code::empty_value, placeholder);
    return true;
  };
  if (missing(schema.partition_key, "#pk") || missing(partition_value, ":pk")) return problem;
  query_parts q;
  q.index_name = schema.index_name;
  q.key_condition_expression = "#pk = :pk";
  q.expression_attribute_names.emplace("#pk", schema.partition_key);
  q.expression_attribute_values.emplace(":pk", partition_value);
  if (sort.op() == sort_operator::any) return q;

  if (missing(schema.sort_key, "#sk")) return problem;
  q.expression_attribute_names.emplace("#sk", schema.sort_key);
  if (sort.op() == sort_operator::between) {
    if (missing(sort.lower(), ":lo") || missing(sort.upper(), ":hi")) return problem;
    if (key_less(sort.upper(), sort.lower())) {
      return detail::error_at(error_code::invalid_range, ":lo");
    }
    q.key_condition_expression += " AND #sk BETWEEN :lo AND :hi";
    q.expression_attribute_values.emplace(":lo", sort.lower());
    q.expression_attribute_values.emplace(":hi", sort.upper());
    return q;
  }
  if (missing(sort.text(), ":sk")) return problem;
  q.key_condition_expression +=
      sort.op() == sort_operator::equals ? " AND #sk = :sk" : " AND begins_with(#sk, :sk)";
  q.expression_attribute_values.emplace(":sk", sort.text());
  return q;
}

/// `try_query`, throwing `key_error` on an empty value or an inverted BETWEEN.
///
/// **Example**:
/// ```
/// namespace ddb = kp::dynamodb;
/// auto q = ddb::query(CustomerKey::encode(42), OrderKey::prefix(d));
/// ```
inline query_parts query(std::string_view partition_value, const key_condition& sort = {},
                         const key_schema& schema = {}) {
  return try_query(partition_value, sort, schema).value();
}

}  // namespace keyplate::dynamodb
