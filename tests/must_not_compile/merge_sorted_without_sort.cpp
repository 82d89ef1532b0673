// expect: keyplate: merge_sorted needs an index with a sort key
// single-error
// Must not compile: merge_sorted orders the shards' pages by the index's sort key, and a
// partition-only index has none.
#include <array>
#include <keyplate/dynamodb/merge_sorted.hpp>
#include <vector>

#include "schema_shop.hpp"

using ByEmail = kp::index<"gsi2pk", "", "gsi2">;
auto merged() {
  const std::array<std::vector<kp::dynamodb::item>, 2> pages{};
#ifndef KEYPLATE_MNC_CONTROL
  return kp::dynamodb::merge_sorted(ByEmail{}, pages);
#else
  return kp::dynamodb::merge_sorted(kp::index<"gsi1pk", "gsi1sk", "gsi1">{}, pages);
#endif
}
