// expect: keyplate: merge_sorted merges the pages of a kp::index's shards
// single-error
// Must not compile: merge_sorted orders by one sort key attribute; a native index has several
// (and no shards whose pages would need merging).
#include <array>
#include <vector>

#include "native_shop.hpp"

auto merged() {
  const std::array<std::vector<kp::dynamodb::item>, 2> pages{};
#ifndef KEYPLATE_MNC_CONTROL
  return kp::dynamodb::merge_sorted(nat::ByRegion{}, pages);
#else
  return kp::dynamodb::merge_sorted(nat::Primary{}, pages);
#endif
}
