// keyplate: the facts `describe<Schema>()` writes out, gathered at compile time into plain
// structs: each index (a native index's attributes with their types), each entity's fields and
// keys per index (on a native index: its optional key attributes and their sizes), and the
// pairwise relations of the entities on each index.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../codec.hpp"
#include "../../codecs/string.hpp"
#include "../../detail/describe_layout.hpp"
#include "../fields.hpp"
#include "native_checks.hpp"
#include "relations.hpp"
#include "stored_kinds.hpp"

namespace keyplate::detail {

// A key attribute of a native index and the DynamoDB type it is declared with.
struct described_attribute {
  std::string_view name;
  std::string_view type;  // `S`, `N` or `B`
};

struct described_index {
  std::string_view name;  // empty: the base table
  // A template index's key attributes.
  std::string_view partition_attribute, sort_attribute;
  // A native index's (`native`): its attributes in key order.
  bool native = false;
  std::vector<described_attribute> partition_attributes, sort_attributes;
};

// One entity's keys on one index, when it has them.
struct described_keys {
  bool sparse = false;
  described_layout partition;
  std::optional<described_layout> sort;
};

// One entity on a native index.
struct described_native_keys {
  std::vector<std::string_view> optional;  // its optional fields among the attributes: sparse
  std::vector<std::size_t> max_sizes;      // the most bytes of each attribute's value, key order
};

struct described_entity_field {
  described_field field;
  bool optional = false;
  std::string attribute;  // `N`, `S`, `BOOL`, or `S` in its key form
  std::string computed;   // for a shard field: how it is computed; else empty
};

// "shard of `orderId` (8 shards)" for a shard field, "" for any other.
template <class Field>
std::string computed_from() {
  if constexpr (!Field::computed) {
    return {};
  } else {
    std::string text = "shard of ";
    for (std::size_t i = 0; i != Field::sources.size(); ++i) {
      text += (i == 0 ? "`" : ", `") + std::string(Field::sources[i]) + "`";
    }
    return text + " (" + std::to_string(Field::shards) + " shards)";
  }
}

struct described_entity {
  std::string_view name;
  std::vector<described_entity_field> fields;
  std::vector<std::optional<described_keys>> keys;            // per index, schema order
  std::vector<std::optional<described_native_keys>> natives;  // the same, on native indexes
};

struct described_schema {
  std::vector<described_index> indexes;
  std::vector<described_entity> entities;
  // [index][a][b]: the schema's `neighbours<Index>`.
  std::vector<std::vector<std::vector<bool>>> neighbours;
  // [index][a][b]: a and b can write the same partition key on the index.
  std::vector<std::vector<std::vector<bool>>> share_partition;
};

// The DynamoDB type a data attribute of type `T` is written as ("L", "SS" ...): "any" for a
// raw `ddb::attribute_value`, "custom" for a user's full mapping (stored_kinds.hpp decides).
template <class T>
struct data_form {
  static std::string text() {
    constexpr stored_kind k = data_kind<T>::value;
    if constexpr (k.what == stored_kind::form::known) {
      return std::string(to_string(k.kind));
    } else {
      return k.what == stored_kind::form::any ? "any" : "custom";
    }
  }
};

template <class C>
std::string attribute_form() {
  if constexpr (is_mapped_value<C>) {
    return data_form<typename C::value_type>::text();
  } else if constexpr (attribute_codec<C>) {
    return std::string(to_string(C::attribute_type));
  } else {
    return "S (key form)";
  }
}

template <class E, class Index>
std::optional<described_keys> describe_keys() {
  if constexpr (!E::template has_index<Index>) {
    return std::nullopt;
  } else {
    using L = typename E::template layout<Index>;
    described_keys k{L::sparse, describe_facts<typename L::partition>(), std::nullopt};
    if constexpr (!std::is_void_v<typename L::sort>) k.sort = describe_facts<typename L::sort>();
    return k;
  }
}

// The most bytes a value of codec C takes as an item attribute: the raw text of a `string<Max>`
// (`Max`), else its key form's `max_size` (the other built-in codecs write the same text both
// ways; a number is its decimal digits).
template <class C>
inline constexpr std::size_t attribute_max_size = C::max_size;
template <std::size_t Max>
inline constexpr std::size_t attribute_max_size<string<Max>> = Max;

// Entity E on native index `Index`: its optional key attributes and their values' sizes.
template <class E, class Index>
std::optional<described_native_keys> describe_native_keys() {
  if constexpr (!E::template has_native<Index>) {
    return std::nullopt;
  } else {
    described_native_keys k;
    [&]<std::size_t... A>(std::index_sequence<A...>) {
      (k.max_sizes.push_back(
           attribute_max_size<
               typename E::template codec_or_string<E::field_index(Index::attributes[A])>>),
       ...);
    }
    (std::make_index_sequence<Index::attributes.size()>{});
    for (const std::string_view name : Index::attributes) {
      const std::size_t f = E::field_index(name);
      if (f != E::field_count && E::field_optional[f]) k.optional.push_back(name);
    }
    return k;
  }
}

// The DynamoDB type of native key attribute `name`: the first entity's with a field of that name
// (the schema checks that all agree), else `S`, as `table_definition` declares it.
template <class... Es>
std::string_view native_type(std::string_view name) {
  attribute_kind kind = attribute_kind::S;
  static_cast<void>(((Es::field_index(name) != Es::field_count
                          ? (kind = native_attribute_kind<facts_of<Es>>(name), true)
                          : false) ||
                     ...));
  return to_string(kind);
}

template <class Index, class... Es>
described_index describe_index() {
  if constexpr (Index::is_native) {
    described_index i{Index::name, {}, {}, true, {}, {}};
    for (std::size_t a = 0; a != Index::attributes.size(); ++a) {
      (a < Index::partition_count ? i.partition_attributes : i.sort_attributes)
          .push_back({Index::attributes[a], native_type<Es...>(Index::attributes[a])});
    }
    return i;
  } else {
    return {Index::name, Index::partition_attribute, Index::sort_attribute, false, {}, {}};
  }
}

// A field's description: its codec's, or for a data attribute its name and "data".
template <class C>
described_field describe_entity_field(std::string_view name) {
  if constexpr (is_mapped_value<C>) {
    described_field f;
    f.name = name;
    f.codec = "data";
    return f;
  } else {
    return describe_field<C>(name);
  }
}

template <class E, class... Indexes>
described_entity describe_entity(std::type_identity<std::tuple<Indexes...>>) {
  described_entity e{
      E::name, {}, {describe_keys<E, Indexes>()...}, {describe_native_keys<E, Indexes>()...}};
  [&]<std::size_t... F>(std::index_sequence<F...>) {
    (e.fields.push_back({describe_entity_field<typename E::template codec_at<F>>(E::field_names[F]),
                         E::field_optional[F], attribute_form<typename E::template codec_at<F>>(),
                         computed_from<typename E::template field_at<F>>()}),
     ...);
  }
  (std::make_index_sequence<E::field_count>{});
  return e;
}

// Whether A and B can write the same partition key on `Index`: on a native index, whether both
// are on it (nothing keeps them apart).
template <class Index, class A, class B>
constexpr bool may_share_described() {
  if constexpr (Index::is_native) {
    return A::template has_native<Index> && B::template has_native<Index>;
  } else {
    return may_share_partition<Index, A, B>();
  }
}

template <class Schema, class Index>
void describe_relations(described_schema& s) {
  constexpr std::size_t n = Schema::entity_count;
  std::vector<std::vector<bool>> near(n, std::vector<bool>(n));
  std::vector<std::vector<bool>> shared(n, std::vector<bool>(n));
  [&]<std::size_t... P>(std::index_sequence<P...>) {
    ((near[P / n][P % n] = Schema::template neighbours<Index>[P / n][P % n],
      shared[P / n][P % n] = may_share_described<Index, typename Schema::template entity_at<P / n>,
                                                 typename Schema::template entity_at<P % n>>()),
     ...);
  }
  (std::make_index_sequence<n * n>{});
  s.neighbours.push_back(std::move(near));
  s.share_partition.push_back(std::move(shared));
}

template <class Schema, class... Indexes, std::size_t... E>
described_schema describe_schema_facts(std::type_identity<std::tuple<Indexes...>> list,
                                       std::index_sequence<E...>) {
  described_schema s{{describe_index<Indexes, typename Schema::template entity_at<E>...>()...},
                     {describe_entity<typename Schema::template entity_at<E>>(list)...},
                     {},
                     {}};
  (describe_relations<Schema, Indexes>(s), ...);
  return s;
}

}  // namespace keyplate::detail
