// keyplate: `dynamodb::merge_sorted`, which merges the pages of several queries (the shards of
// a sharded partition, `Entity::scatter`) into one sequence in the index's sort key order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include "../dynamodb.hpp"
#include "../query.hpp"
#include "item.hpp"

namespace keyplate::dynamodb {

/// The items of several shards' pages (each page in `Index`'s sort key order, as Query returns
/// them for the same `scan_order`) as one sequence in that order, comparing the sort key
/// attribute byte-wise as DynamoDB does. Items with equal sort keys keep the order of the pages
/// they came in (the first page's first). `Pages`: any range of ranges of `dynamodb::item`
/// (e.g. `std::array<std::vector<ddb::item>, 8>`); empty pages are fine.
///
/// **Example**: `auto day = ddb::merge_sorted(ByDay{}, pages);`
template <class Index, class Pages>
std::vector<item> merge_sorted(const Index&, const Pages& pages,
                               scan_order order = scan_order::ascending) {
  static_assert(Index::has_sort, "keyplate: merge_sorted needs an index with a sort key");
  constexpr std::string_view sort_attribute = [] {
    if constexpr (requires { Index::sort_attribute; }) {
      return Index::sort_attribute;
    } else {
      static_assert(sizeof(Index) == 0,
                    "keyplate: merge_sorted merges the pages of a kp::index's shards by its sort "
                    "key attribute; a native index has several sort attributes and no shards");
      return std::string_view();
    }
  }();
  std::vector<std::pair<std::string_view, const item*>> all;
  for (const auto& page : pages) {
    for (const item& it : page) {
      const attribute_value* sort = it.find(sort_attribute);
      all.emplace_back(sort != nullptr ? std::string_view(sort->text) : std::string_view(), &it);
    }
  }
  std::stable_sort(all.begin(), all.end(), [order](const auto& a, const auto& b) {
    return order == scan_order::ascending ? key_less(a.first, b.first) : key_less(b.first, a.first);
  });
  std::vector<item> out;
  out.reserve(all.size());
  for (const auto& [sort, it] : all) out.push_back(*it);
  return out;
}

}  // namespace keyplate::dynamodb
