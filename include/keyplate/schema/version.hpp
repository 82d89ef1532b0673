// keyplate: `kp::version_attribute`, optimistic locking: an item's version, a `std::uint64_t`
// stored as `N`, that every write checks against the version the item was read at and
// increments, so that of two writers who read the same item the second loses
// (`ConditionalCheckFailedException`) instead of silently overwriting the first.
#pragma once

#include <cstdint>

#include "../dynamodb/attribute_value.hpp"
#include "../fixed_string.hpp"
#include "../result.hpp"
#include "detail/mapping_access.hpp"
#include "detail/scalar_mappings.hpp"
#include "fields.hpp"

namespace keyplate {

namespace detail {
// How a version is stored: `N` like any `std::uint64_t`, but version 0 (never written) is no
// attribute, and no attribute reads back as version 0.
struct version_mapping {
  static dynamodb::attribute_value to_attribute(std::uint64_t version) {
    return attribute_mapping<std::uint64_t>::to_attribute(version);
  }
  static result<std::uint64_t> from_attribute(const dynamodb::attribute_value& a) {
    return attribute_mapping<std::uint64_t>::from_attribute(a);
  }
  static bool read(const dynamodb::attribute_value& a, std::uint64_t& out, mapping_reader& r) {
    return attribute_mapping<std::uint64_t>::read(a, out, r);
  }
  static bool absent(std::uint64_t version) noexcept { return version == 0; }
};
}  // namespace detail

/// The item's version, for optimistic locking: a `std::uint64_t` stored as `N`. `make` starts
/// it at 0 (never written: no attribute); `decode_item` reads it (no attribute: 0); `item(v)`
/// writes it as it is. Every write checks it and writes the next one: `put(v)` creates the item
/// at version `k + 1`; `put(v, ddb::replace)` requires the stored version to be `k` (`k == 0`:
/// no version attribute) and writes `k + 1`; `update` and `remove` take `kp::at_version(k)`
/// (the same check; `update` writes `k + 1`) or `kp::any_version` (no check; `update` still
/// increments) and do not compile without one; `move` checks the old item's version. No write
/// sets it by `kp::set`. An entity has at most one.
///
/// **Example**: `kp::version_attribute<"version">`, then
/// `Order::update(kp::arg<"orderId">(100), kp::set<"status">("SHIPPED"), kp::at_version(3))`
template <fixed_string Name>
struct version_attribute {
  static constexpr auto name = Name;
  using codec_type = detail::mapped_value<std::uint64_t, detail::version_mapping>;
  static constexpr bool optional = false;
  static constexpr bool computed = false;
  static constexpr bool data = true;
  static constexpr bool version = true;
};

}  // namespace keyplate
