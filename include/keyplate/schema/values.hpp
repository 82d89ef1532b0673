// keyplate: `entity_values`, the values of one item of an entity, by field name.
#pragma once

#include <cstddef>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../detail/config.hpp"
#include "../dynamodb/item.hpp"
#include "../fixed_string.hpp"
#include "detail/extra_attributes.hpp"
#include "diagnostics.hpp"

namespace keyplate {

namespace detail {
// How an entity stores field `F`'s value: `std::optional` for an optional field.
template <class F>
using stored_value =
    std::conditional_t<F::optional, std::optional<typename F::codec_type::value_type>,
                       typename F::codec_type::value_type>;

// Field #I's value. The values of an entity are one `field_slot` base per field rather than a
// `std::tuple`: a tuple nests a class per element, and in a -O0 build each level's
// constructors, destructor and accessors are functions of their own, for every entity.
template <std::size_t I, class T>
struct field_slot {
  T value{};
  friend bool operator==(const field_slot&, const field_slot&) = default;
};
template <class Indices, class... Ts>
struct field_slots;
template <std::size_t... I, class... Ts>
struct field_slots<std::index_sequence<I...>, Ts...> : field_slot<I, Ts>... {
  friend bool operator==(const field_slots&, const field_slots&) = default;
};
// Whether a stored value is there (a required field's always is), and the value itself (an
// optional field's only when it is there). Per stored type, so every entity shares them.
template <class T>
KEYPLATE_ALWAYS_INLINE constexpr bool stored_has_value(const T&) noexcept {
  return true;
}
template <class T>
KEYPLATE_ALWAYS_INLINE constexpr bool stored_has_value(const std::optional<T>& v) noexcept {
  return v.has_value();
}
template <class T>
KEYPLATE_ALWAYS_INLINE constexpr const T& stored_value_of(const T& v) noexcept {
  return v;
}
template <class T>
KEYPLATE_ALWAYS_INLINE constexpr const T& stored_value_of(const std::optional<T>& v) noexcept {
  return *v;
}
// Field #I's value in `slots` (deduction finds the one base `field_slot<I, T>`).
template <std::size_t I, class T>
KEYPLATE_ALWAYS_INLINE constexpr T& slot(field_slot<I, T>& s) noexcept {
  return s.value;
}
template <std::size_t I, class T>
KEYPLATE_ALWAYS_INLINE constexpr const T& slot(const field_slot<I, T>& s) noexcept {
  return s.value;
}

// The one door into `entity_values`: what makes, fills and reads them (make, decode_item, the
// writes). Each step is per field, so it is forced inline: at -O0 it would otherwise be a
// function of its own for every field of every entity.
struct values_access {
  // Values with every field empty (or zero), to be filled.
  template <class Values>
  KEYPLATE_ALWAYS_INLINE static constexpr Values blank() {
    return Values{};
  }
  // Where field #I's value is stored (a `std::optional` for an optional field).
  template <std::size_t I, class Values>
  KEYPLATE_ALWAYS_INLINE static constexpr auto& stored(Values& v) noexcept {
    return slot<I>(v.fields_);
  }
  template <std::size_t I, class Values>
  KEYPLATE_ALWAYS_INLINE static constexpr const auto& stored(const Values& v) noexcept {
    return slot<I>(v.fields_);
  }
  // Whether field #I has a value, and the value (an optional field's only when it has one).
  template <std::size_t I, class Values>
  KEYPLATE_ALWAYS_INLINE static constexpr bool has_value(const Values& v) noexcept {
    return stored_has_value(slot<I>(v.fields_));
  }
  template <std::size_t I, class Values>
  KEYPLATE_ALWAYS_INLINE static constexpr const auto& value_of(const Values& v) noexcept {
    return stored_value_of(slot<I>(v.fields_));
  }
  // Where `v` keeps the attributes of the item it was read from that the entity does not
  // declare.
  template <class Values>
  KEYPLATE_ALWAYS_INLINE static extra_attributes& extra(Values& v) noexcept {
    return v.extra_;
  }
  // The attributes `v` kept, or null when it kept none.
  template <class Values>
  KEYPLATE_ALWAYS_INLINE static const dynamodb::item* kept_extra(const Values& v) noexcept {
    return v.extra_.kept();
  }
};
}  // namespace detail

/// The values of one item of `Entity`, by field name. Made only by `Entity::make` and
/// `Entity::decode_item`, and never changed afterwards.
///
/// **Example**: `std::uint64_t id = order.get<"orderId">();`
template <class Entity, class Tuple>
class entity_values;
template <class Entity, class... Vs>
class entity_values<Entity, std::tuple<Vs...>> {
 public:
  /// The entity these are the values of.
  using entity_type = Entity;

  /// The value of the field named `Name` (`std::optional` for an optional field).
  template <fixed_string Name>
  constexpr const auto& get() const noexcept {
    constexpr std::size_t i = Entity::field_index(Name.view());
    if constexpr (i == Entity::field_count) {
      static_assert(detail::evaluated(
          detail::report<detail::schema_problem::values_unknown_field, Entity::name_text, Name>()));
    }
    // (The index is clamped so that the reported mistake compiles on, without a cascade.)
    return detail::slot<(i < Entity::field_count ? i : 0)>(fields_);
  }
  /// All values, in declaration order: a tuple of references to them.
  constexpr std::tuple<const Vs&...> as_tuple() const noexcept {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return std::tuple<const Vs&...>(detail::slot<I>(fields_)...);
    }
    (std::index_sequence_for<Vs...>{});
  }

  /// The attributes of the item these values were read from (`decode_item`) that the entity
  /// does not declare: another writer's, a newer version's. `item(v)` writes them back
  /// unchanged, so read, change, write loses nothing; `update` never touches them. Empty for
  /// values from `make`.
  const dynamodb::item& extra() const noexcept { return extra_.get(); }

  friend bool operator==(const entity_values&, const entity_values&) = default;

 private:
  friend struct detail::values_access;
  entity_values() = default;
  detail::field_slots<std::index_sequence_for<Vs...>, Vs...> fields_{};
  detail::extra_attributes extra_;
};

}  // namespace keyplate
