// keyplate: the pieces of a DynamoDB Query (KeyConditionExpression, ExpressionAttributeNames,
// ExpressionAttributeValues, IndexName) as plain data, for any SDK. Standard library only.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

/// The operator of a sort-key condition: none (the whole partition), `=`, `begins_with` or
/// `BETWEEN`.
enum class sort_operator { none, equals, begins_with, between };

/// A condition on the sort key. Made by `equals` (a whole key), `begins_with` (a prefix), or
/// converted from a `key_range` (`K::range`) or a `key_condition` (`K::family`); a
/// default-constructed one selects the whole partition.
///
/// **Example**: `sort_condition c = OrderKey::range(kp::between(d1, d2));`
struct sort_condition {
  sort_operator op = sort_operator::none;
  std::string value{};  ///< the `=` or `begins_with` value, or BETWEEN's lower bound
  std::string upper{};  ///< BETWEEN's upper bound (empty otherwise)

  /// No condition: every item of the partition.
  sort_condition() = default;
  /// `sk BETWEEN range.lower AND range.upper`, e.g. from `K::range(...)`.
  sort_condition(key_range range)
      : op(sort_operator::between), value(std::move(range.lower)), upper(std::move(range.upper)) {}
  /// `begins_with` or `BETWEEN`, whichever `K::family(...)` chose.
  sort_condition(const key_condition& condition)
      : sort_condition(condition.is_range()
                           ? sort_condition(condition.range())
                           : sort_condition(sort_operator::begins_with, condition.prefix())) {}

  friend bool operator==(const sort_condition&, const sort_condition&) = default;

 private:
  sort_condition(sort_operator o, std::string v) : op(o), value(std::move(v)) {}
};

/// `sk = key`: one item. **Example**: `equals(TaskKey::encode(p, t))`.
inline sort_condition equals(std::string key) {
  sort_condition c;
  c.op = sort_operator::equals;
  c.value = std::move(key);
  return c;
}

/// `begins_with(sk, prefix)`. **Example**: `begins_with(TaskKey::prefix(p))`.
inline sort_condition begins_with(std::string prefix) {
  sort_condition c;
  c.op = sort_operator::begins_with;
  c.value = std::move(prefix);
  return c;
}

/// What a DynamoDB `Query` request needs for its key condition. Placeholders are fixed: `#pk`,
/// `#sk` for the attribute names (so reserved words are safe), `:pk`, and `:sk` or `:lo`/`:hi`
/// for the values, which are all of DynamoDB type `S`.
///
/// **Example**: for `query("TENANT#1", begins_with("PROJECT#"))`,
/// `key_condition_expression` is `"#pk = :pk AND begins_with(#sk, :sk)"`,
/// `expression_attribute_names` is `{"#pk": "pk", "#sk": "sk"}` and
/// `expression_attribute_values` is `{":pk": "TENANT#1", ":sk": "PROJECT#"}`.
struct query_parts {
  std::optional<std::string> index_name;  ///< `IndexName`, when the schema names an index
  std::string key_condition_expression;   ///< `KeyConditionExpression`
  std::map<std::string, std::string> expression_attribute_names;   ///< `#placeholder` -> name
  std::map<std::string, std::string> expression_attribute_values;  ///< `:placeholder` -> S value

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
                                     const sort_condition& sort = {},
                                     const key_schema& schema = {}) {
  // DynamoDB rejects an empty string as a key value, a begins_with value or an attribute name;
  // the error names the placeholder the empty text would have filled.
  error problem{};
  const auto missing = [&problem](std::string_view text, std::string_view placeholder) {
    if (!text.empty()) return false;
    problem = error{error_code::empty_value, placeholder, 0};
    return true;
  };
  if (missing(schema.partition_key, "#pk") || missing(partition_value, ":pk")) return problem;
  query_parts q;
  q.index_name = schema.index_name;
  q.key_condition_expression = "#pk = :pk";
  q.expression_attribute_names.emplace("#pk", schema.partition_key);
  q.expression_attribute_values.emplace(":pk", partition_value);
  if (sort.op == sort_operator::none) return q;

  if (missing(schema.sort_key, "#sk")) return problem;
  q.expression_attribute_names.emplace("#sk", schema.sort_key);
  if (sort.op == sort_operator::between) {
    if (missing(sort.value, ":lo") || missing(sort.upper, ":hi")) return problem;
    if (key_less(sort.upper, sort.value)) return error{error_code::invalid_range, ":lo", 0};
    q.key_condition_expression += " AND #sk BETWEEN :lo AND :hi";
    q.expression_attribute_values.emplace(":lo", sort.value);
    q.expression_attribute_values.emplace(":hi", sort.upper);
    return q;
  }
  if (missing(sort.value, ":sk")) return problem;
  q.key_condition_expression +=
      sort.op == sort_operator::equals ? " AND #sk = :sk" : " AND begins_with(#sk, :sk)";
  q.expression_attribute_values.emplace(":sk", sort.value);
  return q;
}

/// `try_query`, throwing `key_error` on an empty value or an inverted BETWEEN.
///
/// **Example**:
/// ```
/// namespace ddb = kp::dynamodb;
/// auto q = ddb::query(CustomerKey::encode("42"), ddb::begins_with(OrderKey::prefix(d)));
/// ```
inline query_parts query(std::string_view partition_value, const sort_condition& sort = {},
                         const key_schema& schema = {}) {
  return try_query(partition_value, sort, schema).value();
}

}  // namespace keyplate::dynamodb
