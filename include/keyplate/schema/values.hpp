// keyplate: `entity_values`, the values of one item of an entity, by field name.
#pragma once

#include <cstddef>
#include <optional>
#include <tuple>
#include <type_traits>

#include "../fixed_string.hpp"
#include "errors.hpp"

namespace keyplate {

namespace detail {
// How an entity stores field `F`'s value: `std::optional` for an optional field.
template <class F>
using stored_value =
    std::conditional_t<F::optional, std::optional<typename F::codec_type::value_type>,
                       typename F::codec_type::value_type>;
}  // namespace detail

/// The values of one item of `Entity`, by field name. Made only by `Entity::make` and
/// `Entity::decode_item`, and never changed afterwards.
///
/// **Example**: `std::uint64_t id = order.get<"orderId">();`
template <class Entity, class Tuple>
class entity_values {
 public:
  /// The entity these are the values of.
  using entity_type = Entity;

  /// The value of the field named `Name` (`std::optional` for an optional field).
  template <fixed_string Name>
  constexpr const auto& get() const noexcept {
    constexpr std::size_t i = Entity::field_index(Name.view());
    static_assert(i < Entity::field_count || schema_error<Entity::name_text, Name>,
                  "keyplate: get: the entity has no field of this name");
    return std::get<(i < Entity::field_count ? i : 0)>(fields_);
  }
  /// All values, in declaration order.
  constexpr const Tuple& as_tuple() const noexcept { return fields_; }

  friend constexpr bool operator==(const entity_values&, const entity_values&) = default;

 private:
  friend Entity;
  constexpr entity_values() = default;
  Tuple fields_{};
};

}  // namespace keyplate
