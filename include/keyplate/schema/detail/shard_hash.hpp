// keyplate: `shard_hash`, the frozen hash a `shard_field` takes of its source fields' key
// encodings (docs/wire-format.md, "Shards"). Changing it moves items to other partitions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

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
