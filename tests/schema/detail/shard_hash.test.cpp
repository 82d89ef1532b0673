// Tests of schema/detail/shard_hash.hpp: the frozen hash's vectors (computed separately, as
// docs/wire-format.md gives them) and how evenly it spreads sequential ids.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <keyplate/codecs/uint.hpp>
#include <keyplate/schema/detail/shard_hash.hpp>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;

namespace {
std::uint64_t hash_of(std::initializer_list<std::string_view> sources) {
  kp::detail::shard_hash h;
  for (std::string_view s : sources) h.add_source(s);
  return h.value();
}
}  // namespace

TEST_CASE("frozen shard hash vectors (docs/wire-format.md)") {
  // FNV-1a 64 with 0xFF between sources, then MurmurHash3's fmix64, computed by a separate
  // implementation.
  CHECK(hash_of({}) == 0xEFD01F60BA992926ULL);
  CHECK(hash_of({"0000000100"}) == 0xAF77A034367CE9C6ULL);
  CHECK(hash_of({"a", "b"}) == 0x7AFD4E29979E4AFEULL);
  CHECK(hash_of({"a", "b"}) != hash_of({"ab"}));
  // The separator is 0xFF, which never occurs in a key: the same bytes as one source holding it.
  CHECK(hash_of({"a", "b"}) == hash_of({"a\xFF"
                                        "b"}));
  CHECK(hash_of({"0000000101"}) == 0xB6A9EE79966E5950ULL);
  CHECK(hash_of({"0000000102"}) == 0x9D7CD0542491344CULL);
  CHECK(hash_of({"000000000042", "click"}) == 0x6DB5F82E79E910D8ULL);
  kp::detail::shard_hash h;
  h.add_source("0000000102");
  CHECK(h.shard(8) == 4);
  CHECK(h.shard(16) == 12);
}

TEST_CASE("the shard hash spreads sequential ids evenly") {
  std::printf("shard spread over 100000 sequential order ids (largest shard / mean):");
  for (const std::size_t n : {4, 8, 16}) {
    std::vector<std::size_t> count(n);
    for (std::uint64_t id = 0; id != 100000; ++id) {
      char text[10];
      kp::uint<10>::encode(text, id);
      kp::detail::shard_hash h;
      h.add_source(std::string_view(text, sizeof text));
      ++count[h.shard(n)];
    }
    const double mean = 100000.0 / static_cast<double>(n);
    const double largest = static_cast<double>(*std::max_element(count.begin(), count.end()));
    std::printf(" N=%zu %.3f", n, largest / mean);
    CHECK(largest / mean < 1.05);
  }
  std::printf("\n");
}
