// keyplate: a Scan of the table as plain data (`scan_request`: the FilterExpression that
// chooses the entities and a user's filter, Limit, ConsistentRead, Select, and the segment of a
// parallel scan), for any SDK. `Schema::scan` writes it; `to_json` (dynamodb_json.hpp) gives
// its body. Standard library only.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "attribute_value.hpp"

namespace keyplate::dynamodb {

/// The most segments DynamoDB divides a parallel scan into (`TotalSegments`).
inline constexpr std::uint32_t max_scan_segments = 1'000'000;

/// A Scan request of the table without `TableName`. DynamoDB reads every item (of the segment)
/// and returns those `filter_expression` lets through: `Limit` counts the items read, not those
/// returned, so a page may hold fewer, or none, with a `LastEvaluatedKey` to go on from.
struct scan_request {
  std::string filter_expression;  ///< `FilterExpression`; empty: none
  std::map<std::string, std::string> expression_attribute_names;       ///< `#placeholder` -> name
  std::map<std::string, attribute_value> expression_attribute_values;  ///< `:placeholder` -> value
  std::optional<std::uint32_t> limit;  ///< `Limit`: the most items a page reads
  bool consistent_read = false;        ///< `ConsistentRead`
  bool count_only = false;             ///< `Select` `COUNT`
  /// `Segment` and `TotalSegments`: segment `segment` (from 0) of a parallel scan of
  /// `total_segments` (`segment < total_segments <= max_scan_segments`); `total_segments` 0: not a
  /// parallel scan, the whole table. (Each segment is scanned by its own requests, one worker
  /// each; together they read every item once.)
  std::uint32_t segment = 0;
  std::uint32_t total_segments = 0;

  friend bool operator==(const scan_request&, const scan_request&) = default;
};

}  // namespace keyplate::dynamodb
