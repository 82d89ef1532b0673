// keyplate: write sharding. `shard_hash`, the frozen hash a `shard_field` takes of its source
// fields' key encodings (docs/wire-format.md, "Shards"), and `dynamodb::merge_sorted`, which
// merges the pages of the shards' queries into one sequence in the index's sort key order.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "../query.hpp"
#include "item.hpp"

namespace keyplate::detail {

/// FNV-1a (64-bit) over the bytes, a 0xFF byte between two sources (0xFF never occurs in a key,
/// so no two lists of keys hash the same bytes), then MurmurHash3's 64-bit finalizer so that the
/// low bits, which pick the shard, depend on every byte. Frozen: changing it moves items.
class shard_hash {
 public:
  constexpr void add_source(std::string_view key_text) noexcept {
    if (sources_++ != 0) add_byte(0xFF);
    for (const char c : key_text) add_byte(static_cast<unsigned char>(c));
  }
  constexpr std::uint64_t value() const noexcept {
    std::uint64_t h = state_;
    h ^= h >> 33;
    h *= 0xFF51AFD7ED558CCDULL;
    h ^= h >> 33;
    h *= 0xC4CEB9FE1A85EC53ULL;
    h ^= h >> 33;
    return h;
  }
  /// The shard, 0 to `shards - 1`.
  constexpr std::size_t shard(std::size_t shards) const noexcept {
    return static_cast<std::size_t>(value() % shards);
  }

 private:
  constexpr void add_byte(unsigned char b) noexcept {
    state_ ^= b;
    state_ *= 0x100000001B3ULL;
  }
  std::uint64_t state_ = 0xCBF29CE484222325ULL;
  std::size_t sources_ = 0;
};

}  // namespace keyplate::detail

namespace keyplate::dynamodb {

/// The order of a Query's pages: `ScanIndexForward` true (ascending) or false (descending).
enum class scan_order : unsigned char { ascending, descending };

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
  std::vector<std::pair<std::string_view, const item*>> all;
  for (const auto& page : pages) {
    for (const item& it : page) {
      const attribute_value* sort = it.find(Index::sort_attribute);
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
