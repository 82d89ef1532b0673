// keyplate: what an entity is made of: `field` and `optional_field` (a name and a codec),
// `fields<...>`, and `arg<"name">(value)`, a value given by field name.
#pragma once

#include <type_traits>

#include "../codec.hpp"
#include "../codecs/string.hpp"
#include "../fixed_string.hpp"

namespace keyplate {

/// A field every item of the entity has: its name (also its attribute name) and its codec.
///
/// **Example**: `kp::field<"orderId", kp::uint<10>>`
template <fixed_string Name, class Codec = string<>>
struct field {
  static_assert(codec<Codec>, "keyplate: a field's codec must satisfy keyplate::codec");
  static constexpr auto name = Name;
  using codec_type = Codec;
  static constexpr bool optional = false;
};

/// A field an item may lack. A key whose template uses it is written only when it has a value,
/// so its index is sparse. Not allowed in the primary key.
///
/// **Example**: `kp::optional_field<"status", kp::string<16>>`
template <fixed_string Name, class Codec = string<>>
struct optional_field {
  static_assert(codec<Codec>, "keyplate: a field's codec must satisfy keyplate::codec");
  static constexpr auto name = Name;
  using codec_type = Codec;
  static constexpr bool optional = true;
};

/// The fields of an entity, declared once; key templates name them.
template <class... Fields>
struct fields {};

/// A value for the field named `Name`, as `make`, `query`, `get` and `update` take them. It
/// refers to `value`, so use it within the full expression (as a function argument).
template <fixed_string Name, class V>
struct named_value {
  static constexpr auto name = Name;
  using value_type = V;
  const V& value;
};

/// The value `v` for the field named `Name`.
///
/// **Example**: `Order::make(kp::arg<"orderId">(100), kp::arg<"date">(d), ...)`
template <fixed_string Name, class V>
constexpr named_value<Name, V> arg(const V& v) noexcept {
  return {v};
}

namespace detail {
template <class T>
inline constexpr bool is_named_value = false;
template <fixed_string Name, class V>
inline constexpr bool is_named_value<named_value<Name, V>> = true;
}  // namespace detail

}  // namespace keyplate
