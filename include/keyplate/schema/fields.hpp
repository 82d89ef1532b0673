// keyplate: what an entity is made of: `field` and `optional_field` (a name and a codec: what
// keys are built from), `shard_field` (computed from other fields), `attribute` and
// `optional_attribute` (data: a name and a C++ type, which no key may use) and `fields<...>`.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

#include "../codec.hpp"
#include "../codecs/string.hpp"
#include "../codecs/uint.hpp"
#include "../fixed_string.hpp"
#include "diagnostics.hpp"
#include "mappings.hpp"

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
  static constexpr bool computed = false;
  static constexpr bool data = false;
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
  static constexpr bool computed = false;
  static constexpr bool data = false;
};

/// A computed field for write sharding: the shard number, 0 to `Shards - 1`, of a frozen hash of
/// the `Sources` fields' key encodings (docs/wire-format.md, "Shards"), written with as many
/// digits as `Shards - 1` has (`uint<W>`). `make` fills it; it is never given by hand. A
/// partition template that uses it spreads one hot partition over `Shards` partitions;
/// `Entity::scatter<Index>` queries them all and `ddb::merge_sorted` merges the pages. The
/// sources must be fields of the primary key, so an item's shard never changes.
///
/// **Example**: `kp::shard_field<"shard", 8, "orderId">` with
/// `kp::keys<ByDay, "DAY#{date}#{shard}", "{orderId}">`
template <fixed_string Name, std::size_t Shards, fixed_string... Sources>
struct shard_field {
  static_assert(Shards >= 2 && Shards <= 10000, "keyplate: a shard field has 2 to 10000 shards");
  static_assert(sizeof...(Sources) >= 1, "keyplate: a shard field needs at least one source field");
  static constexpr auto name = Name;
  using codec_type = uint<detail::decimal_digits(Shards - 1)>;
  static constexpr bool optional = false;
  static constexpr bool computed = true;
  static constexpr bool data = false;
  static constexpr std::size_t shards = Shards;
  static constexpr std::array<std::string_view, sizeof...(Sources)> sources{Sources.view()...};
};

namespace detail {
// What a data attribute has in place of a codec: its C++ type, stored by its
// `kp::attribute_mapping` or, for a field that stores its type its own way (a version
// attribute), by `Mapping` (schema/detail/attributes.hpp writes and reads it).
template <class T, class Mapping = attribute_mapping<T>>
struct mapped_value {
  using value_type = T;
  using mapping = Mapping;
};
template <class C>
inline constexpr bool is_mapped_value = false;
template <class T, class Mapping>
inline constexpr bool is_mapped_value<mapped_value<T, Mapping>> = true;
// Whether field declaration `F` is a `ttl_attribute` (schema/ttl.hpp).
template <class F>
inline constexpr bool is_ttl_field = requires {
  requires F::ttl;
};
// Whether field declaration `F` is a `version_attribute` (schema/version.hpp).
template <class F>
inline constexpr bool is_version_field = requires {
  requires F::version;
};
}  // namespace detail

/// A data attribute every item of the entity has: a name and a C++ type stored by its
/// `kp::attribute_mapping` (a list, a map, a set, a number, a struct ...). `make` requires it;
/// no key template may name it. A type written as no attribute when empty (a set, an optional)
/// reads back empty from an item without it.
///
/// **Example**: `kp::attribute<"lines", std::vector<Line>>`
template <fixed_string Name, class T>
struct attribute {
  static_assert(detail::evaluated(detail::mapping_ok<T, Name>()));  // reports a wrong mapping
  static constexpr auto name = Name;
  using codec_type = detail::mapped_value<T>;
  static constexpr bool optional = false;
  static constexpr bool computed = false;
  static constexpr bool data = true;
};

/// A data attribute an item may lack: absent exactly when it holds no value (`""` is a value).
///
/// **Example**: `kp::optional_attribute<"giftNote", std::string>`
template <fixed_string Name, class T>
struct optional_attribute {
  static_assert(detail::evaluated(detail::mapping_ok<T, Name>()));  // reports a wrong mapping
  static constexpr auto name = Name;
  using codec_type = detail::mapped_value<T>;
  static constexpr bool optional = true;
  static constexpr bool computed = false;
  static constexpr bool data = true;
};

/// The fields of an entity, declared once; key templates name them.
template <class... Fields>
struct fields {};

}  // namespace keyplate
