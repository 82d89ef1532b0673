// keyplate: `index<Partition, Sort, Name>`, the key attributes of the table or of one secondary
// index, and `indexes<...>`, the list a schema holds.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "../dynamodb.hpp"
#include "../fixed_string.hpp"

namespace keyplate {

/// The key attributes of the base table (no `Name`) or of a global secondary index (its
/// `IndexName`). `Sort` empty: a partition key only.
///
/// **Example**:
/// ```
/// using Primary  = kp::index<"pk", "sk">;
/// using ByStatus = kp::index<"gsi1pk", "gsi1sk", "gsi1">;
/// using ByEmail  = kp::index<"gsi2pk", "", "gsi2">;
/// ```
template <fixed_string Partition, fixed_string Sort = "", fixed_string Name = "">
struct index {
  static_assert(!Partition.view().empty(), "keyplate: an index needs a partition key attribute");
  static_assert(Partition.view() != Sort.view(),
                "keyplate: an index's partition and sort attributes must differ");

  /// The partition key attribute, e.g. `"gsi1pk"`.
  static constexpr std::string_view partition_attribute = Partition.view();
  /// The sort key attribute; empty when the index has none.
  static constexpr std::string_view sort_attribute = Sort.view();
  /// The `IndexName`; empty for the base table.
  static constexpr std::string_view name = Name.view();
  static constexpr bool has_sort = !Sort.view().empty();
  /// The partition attribute as a template argument (diagnostics name the index by it).
  static constexpr auto partition_text = Partition;
  /// The sort attribute as a template argument.
  static constexpr auto sort_text = Sort;
  /// True for the base table (the primary key).
  static constexpr bool is_table = Name.view().empty();
  /// False: its keys are built from templates (`kp::native_index` has true).
  static constexpr bool is_native = false;

  /// The attribute names and `IndexName` a `dynamodb::query` on this index needs, for per-key
  /// conditions (`Entity::layout<Index>::sort::family(...)`) that `Entity::query` does not build.
  static dynamodb::key_schema key_schema() {
    return {std::string(partition_attribute), std::string(sort_attribute),
            is_table ? std::nullopt : std::optional<std::string>(std::string(name))};
  }
};

/// The indexes of a schema; the first is the base table (`index` without a name).
template <class... Indexes>
struct indexes {};

}  // namespace keyplate
