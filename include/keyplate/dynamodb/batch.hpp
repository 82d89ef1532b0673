// keyplate: batches as plain data: `batch_write_parts` (one BatchWriteItem: puts and deletes
// without conditions) and `batch_get_parts` (one BatchGetItem: primary keys), for one table, and
// DynamoDB's limits on them. `ddb::batch_writer` and `ddb::batch_getter` (the nlohmann add-on,
// batch_writer.hpp and batch_getter.hpp) split any number of inputs into these requests and
// re-queue what DynamoDB returns unprocessed. Standard library only.
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

}  // namespace keyplate::dynamodb
