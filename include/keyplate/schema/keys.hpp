// keyplate: `keys<Index, "partition template", "sort template">`, an entity's key templates on
// one index, and `item_key`, the key values of one item on one index.
#pragma once

#include <string>

#include "../fixed_string.hpp"

namespace keyplate {

/// The key templates of an entity on `Index`: fields by name, `{customerId}`. `Sort` is empty
/// when the index has no sort key.
///
/// For a `kp::native_index`, no templates: `kp::keys<ByRegion>` puts the entity on it, keyed by
/// its own fields.
///
/// **Example**: `kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{date}#{orderId}">`
template <class Index, fixed_string Partition = "", fixed_string Sort = "">
struct keys {
  using index_type = Index;
  static constexpr auto partition = Partition;
  static constexpr auto sort = Sort;
};

namespace detail {
template <class T>
inline constexpr bool is_keys = false;
template <class Index, fixed_string P, fixed_string S>
inline constexpr bool is_keys<keys<Index, P, S>> = true;
}  // namespace detail

/// The partition and sort key values of an item on one index (`sort` is empty when the index
/// has no sort key).
struct item_key {
  std::string partition;
  std::string sort;

  friend bool operator==(const item_key&, const item_key&) = default;
};

}  // namespace keyplate
