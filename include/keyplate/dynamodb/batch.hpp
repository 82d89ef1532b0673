// keyplate: batches as plain data: `batch_write_parts` (one BatchWriteItem: puts and deletes
// without conditions) and `batch_get_parts` (one BatchGetItem: primary keys), for one table,
// DynamoDB's limits on them, and their responses (`batch_write_response`,
// `batch_get_response`), as either reader fills them. `ddb::batch_writer` and `ddb::batch_getter`
// (the nlohmann add-on, batch_writer.hpp and batch_getter.hpp) split any number of inputs into
// these requests and re-queue what DynamoDB returns unprocessed. Standard library only.
#pragma once

#include <cstddef>
#include <string>
#include <variant>
#include <vector>

#include "item.hpp"
#include "requests.hpp"

namespace keyplate::dynamodb {

/// DynamoDB's limit of puts and deletes in one BatchWriteItem.
inline constexpr std::size_t max_batch_writes = 25;
/// DynamoDB's limit of keys in one BatchGetItem.
inline constexpr std::size_t max_batch_keys = 100;
/// DynamoDB's limit of one BatchWriteItem's size: 16 MB of request text.
inline constexpr std::size_t max_batch_bytes = std::size_t{16} * 1024 * 1024;

/// One BatchWriteItem request for one table: its puts (`PutRequest`, the item) and deletes
/// (`DeleteRequest`, the key), 1 to 25, no primary key twice. A batch takes no condition and
/// returns no values: only `item` and `key` of each are sent.
struct batch_write_parts {
  std::string table;                                          ///< `TableName`
  std::vector<std::variant<put_parts, delete_parts>> writes;  ///< in the order they were added

  friend bool operator==(const batch_write_parts&, const batch_write_parts&) = default;
};

/// One BatchGetItem request for one table: 1 to 100 primary keys, none twice.
struct batch_get_parts {
  std::string table;       ///< `TableName`
  std::vector<item> keys;  ///< in the order they were added

  friend bool operator==(const batch_get_parts&, const batch_get_parts&) = default;
};

/// The items of one table in a batch response, in the response's order.
///
/// **Example**: `for (const ddb::table_items& t : r.responses) use(t.table, t.items);`
struct table_items {
  std::string table;        ///< the table's name (the response's member)
  std::vector<item> items;  ///< its items (or keys)

  friend bool operator==(const table_items&, const table_items&) = default;
};

/// BatchGetItem's response: `Responses` (the items found, per table) and `UnprocessedKeys`
/// (per table, its `Keys`: what DynamoDB did not read this time). A member that is absent is
/// empty.
///
/// **Example**: `ddb::batch_get_response r{{{"shop", {order_item}}}, {}};`
struct batch_get_response {
  std::vector<table_items> responses;         ///< `Responses`
  std::vector<table_items> unprocessed_keys;  ///< `UnprocessedKeys`, each table's `Keys`

  friend bool operator==(const batch_get_response&, const batch_get_response&) = default;
};

/// One write a BatchWriteItem response returned unprocessed: a put's item (`PutRequest.Item`)
/// or a delete's key (`DeleteRequest.Key`).
///
/// **Example**: `ddb::unprocessed_write again{true, order_item};  // a PutRequest of order_item`
struct unprocessed_write {
  bool put = false;  ///< a `PutRequest`; else a `DeleteRequest`
  item value;        ///< the put's `Item`, or the delete's `Key`

  friend bool operator==(const unprocessed_write&, const unprocessed_write&) = default;
};

/// The unprocessed writes of one table, in the response's order.
///
/// **Example**: `ddb::batch_write_response r{{ddb::table_writes{"shop", {again}}}};`
struct table_writes {
  std::string table;                      ///< the table's name (the response's member)
  std::vector<unprocessed_write> writes;  ///< its writes

  friend bool operator==(const table_writes&, const table_writes&) = default;
};

/// BatchWriteItem's response: `UnprocessedItems`, per table (empty when every write was done).
///
/// **Example**: `if (r.unprocessed_items.empty()) { /* all written */ }`
struct batch_write_response {
  std::vector<table_writes> unprocessed_items;  ///< `UnprocessedItems`

  friend bool operator==(const batch_write_response&, const batch_write_response&) = default;
};

}  // namespace keyplate::dynamodb
