// keyplate: what `Schema::scan` takes besides the query options it shares (query_options.hpp:
// `kp::filter`, `kp::limit`, `kp::consistent`, `kp::count_only`): `kp::entities<Es...>`, the
// entities whose items the scan returns, and `kp::segment(i, n)`, one segment of a parallel
// scan.
#pragma once

#include <cstdint>
#include <type_traits>

#include "../fixed_string.hpp"
#include "query_options.hpp"

namespace keyplate {

/// The entities a scan returns the items of (`kp::entities<Order, Customer>`), chosen by their
/// primary-key layouts: no type attribute is needed.
template <class... Entities>
struct entities_t {
  static constexpr fixed_string<0> name{""};  // names no field
  explicit constexpr entities_t() = default;
};
/// **Example**: `Shop::scan(kp::entities<Order, OrderLine>)`
template <class... Entities>
inline constexpr entities_t<Entities...> entities{};

/// `kp::segment(i, n)`: segment `i` of `n` of a parallel scan (`Segment`, `TotalSegments`):
/// `i < n <= 1,000,000`, else the scan fails with `bad_segment`. Scan each segment with its own
/// worker; together the segments read every item once.
struct segment_option {
  static constexpr fixed_string<0> name{""};
  std::uint32_t index = 0;
  std::uint32_t total = 1;
};
/// **Example**: `Shop::scan(kp::entities<Order>, kp::segment(worker, 4))`
constexpr segment_option segment(std::uint32_t i, std::uint32_t n) noexcept {
  return {i, n};
}

namespace detail {
template <class T>
inline constexpr bool is_entities = false;
template <class... Es>
inline constexpr bool is_entities<entities_t<Es...>> = true;

// What a scan takes besides `kp::entities`: the query options but `kp::descending` (a Scan has
// no order), and `kp::segment`.
template <class T>
inline constexpr bool is_scan_option = (is_query_option<T> &&
                                        !std::is_same_v<T, descending_option>) ||
                                       std::is_same_v<T, segment_option>;
}  // namespace detail

}  // namespace keyplate
