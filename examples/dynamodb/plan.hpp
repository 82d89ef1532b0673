// The items a table would store and the queries an application would run on it, each query with
// the keys it must return, predicted from decoded values (never from the query's own bounds).
#pragma once

#include <algorithm>
#include <functional>
#include <keyplate/dynamodb.hpp>
#include <keyplate/keyplate.hpp>
#include <map>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace example {

namespace kp = keyplate;
namespace ddb = keyplate::dynamodb;

/// The base table's keys and the inverted index (`gsi1pk` <- the item's `sk`, `gsi1sk` <- `pk`).
inline const ddb::key_schema table_keys{};
inline const ddb::key_schema gsi1{
    .partition_key = "gsi1pk", .sort_key = "gsi1sk", .index_name = "gsi1"};

/// Decides from a sort-key value whether a query must return the item.
using wanted = std::function<bool(std::string_view sort_value)>;

/// A sort-key value decodes as layout `K` and its values satisfy `test`.
template <class K, class Test>
wanted decodes_as(Test test) {
  return [test](std::string_view sort_value) {
    const auto values = K::decode(sort_value);
    return values.has_value() && test(*values);
  };
}

/// Any of the given predictions.
inline wanted either(std::vector<wanted> any) {
  return [any = std::move(any)](std::string_view sort_value) {
    return std::any_of(any.begin(), any.end(), [&](const wanted& w) { return w(sort_value); });
  };
}

/// Every sort-key value.
inline wanted everything() {
  return [](std::string_view) { return true; };
}

/// One stored item: its key attributes (`pk`, `sk`, and `gsi1pk`/`gsi1sk` when it is indexed).
struct item {
  std::string scenario;
  std::string entity;
  std::map<std::string, std::string> keys;
};

/// One query: its request pieces, and what picks the items it must return.
struct planned_query {
  std::string scenario;
  std::string name;
  std::string partition;
  kp::key_condition sort;
  ddb::key_schema schema;
  ddb::query_parts parts;
  wanted expect;
};

/// Collects items and queries, then writes them as JSON lines, each query with the keys it must
/// return in order, after checking that its condition selects exactly those.
class plan {
 public:
  /// Stores an item; it is in the index when it has both `gsi1pk` and `gsi1sk`.
  void add(std::string scenario, std::string entity, std::map<std::string, std::string> keys);

  /// Plans `sort` on `partition` in `schema` (the table or `gsi1`); `expect` picks, among the
  /// items of the partition, those the query must return.
  void query(std::string scenario, std::string name, std::string partition, kp::key_condition sort,
             const ddb::key_schema& schema, wanted expect);
  void query(std::string scenario, std::string name, std::string partition, kp::key_condition sort,
             wanted expect) {
    query(std::move(scenario), std::move(name), std::move(partition), std::move(sort), table_keys,
          std::move(expect));
  }

  /// Writes the table definition, one line per item, one per query; returns how many problems
  /// it found (each is also printed to stderr).
  int write(std::ostream& out) const;

  std::size_t item_count() const { return items_.size(); }
  std::size_t query_count() const { return queries_.size(); }

 private:
  std::vector<item> items_;
  std::vector<planned_query> queries_;
};

/// The four scenarios; each adds its items, then its queries.
void tenants_and_tasks(plan& p);
void customers_and_orders(plan& p);
void comment_threads(plan& p);
void overloaded_table(plan& p);

}  // namespace example
