// Fuzz target: decoding keys of layouts mixing several codecs and literals, and of a table of
// disjoint layouts: `table::decode` names the one layout that accepts a key, or none.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <keyplate/codecs/date.hpp>
#include <keyplate/codecs/timestamp.hpp>
#include <keyplate/keyplate.hpp>
#include <string_view>
#include <variant>

#include "queries.hpp"

namespace kp = keyplate;
namespace kf = keyplate_fuzz;

namespace {
using Event = kp::key<"TENANT#{t}#E#{at}#{id}#N#{n}#{s}", kp::string<16>,
                      kp::timestamp<std::chrono::milliseconds>, kp::ulid, kp::int64, kp::string<>>;
using Packed = kp::key<"{u}{w}#X#{s}", kp::ulid, kp::uint<4>, kp::string<>>;
using Archive = kp::key<"A:{d}/{n}.{id}#{c}", kp::date, kp::uint<3>, kp::uuid, kp::uint<>>;

using Sk =
    kp::table<kp::key<"#METADATA">, kp::key<"ORDER#{orderId}", kp::ulid>,
              kp::key<"ORDER#{date}#{n}", kp::date, kp::uint<10>>, kp::key<"ITEM#{productId}">,
              kp::key<"PROJECT#{projectId}">, kp::key<"PROJECT#{projectId}#TASK#{taskId}">,
              kp::key<"N#{n}", kp::int64>, kp::key<"N#{s}", kp::string<1>>>;

// At most one layout accepts a key; `table::decode` picks it with its values, or reports
// no_matching_layout at the furthest offset any layout reached. A layout `a` whose first literal
// begins a key of layout `b` must list `b` among its neighbours.
template <class T>
void check_table(std::string_view key) {
  const kp::result<typename T::values> decoded = T::decode(key);
  std::size_t accepted = 0, which = T::size, furthest = 0;
  [&]<std::size_t... L>(std::index_sequence<L...>) {
    const auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
      using K = typename T::template layout_at<I>;
      const auto r = K::decode(key);
      if (!r) {
        furthest = std::max(furthest, r.error().offset);
        return;
      }
      ++accepted;
      if (which == T::size) which = I;
      if (decoded && decoded->index() == I) {
        kf::require(std::get<I>(*decoded) == *r, "table::decode values differ from the layout's",
                    key);
      }
      kf::check_keys<K>(key, {});
    };
    (one(std::integral_constant<std::size_t, L>{}), ...);
  }
  (std::make_index_sequence<T::size>{});
  kf::require(accepted <= 1, "two layouts of a table accept the same key", key);
  if (!decoded) {
    kf::require(accepted == 0, "table::decode rejects a key one of its layouts accepts", key);
    const kp::error& e = decoded.error();
    kf::require(e.code == kp::error_code::no_matching_layout && e.field.empty() &&
                    e.offset == furthest && !e.message().empty(),
                "table::decode error is not no_matching_layout at the furthest offset", key,
                e.message());
    return;
  }
  kf::require(accepted == 1 && decoded->index() == which,
              "table::decode names a layout that does not accept the key", key);
  [&]<std::size_t... A>(std::index_sequence<A...>) {
    const auto row = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
      using K = typename T::template layout_at<I>;
      if (I == which || K::field_count == 0 || T::neighbours[I][which]) return;
      kf::require(!kf::starts_with(key, K::literal(0)),
                  "a key begins with the first literal of a layout that does not list its "
                  "layout among its neighbours",
                  key, K::pattern);
    };
    (row(std::integral_constant<std::size_t, A>{}), ...);
  }
  (std::make_index_sequence<T::size>{});
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const kf::two_keys input = kf::split_input(data, size);
  if (input.selector % 4 == 3) {
    check_table<Sk>(input.first);
    if (!input.second.empty()) check_table<Sk>(input.second);
    return 0;
  }
  kf::with_layout<Event, Packed, Archive>(
      input.selector, [&]<class K>() { kf::check_keys<K>(input.first, input.second); });
  return 0;
}
