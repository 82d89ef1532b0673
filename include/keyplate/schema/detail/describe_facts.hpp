// keyplate: the facts `describe<Schema>()` writes out, gathered at compile time into plain
// structs: each index, each entity's fields and keys per index, and the pairwise relations of
// the entities on each index.
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
#include "../../detail/describe_layout.hpp"
#include "../fields.hpp"
#include "relations.hpp"
#include "stored_kinds.hpp"

namespace keyplate::detail {

struct described_index {
  std::string_view name;  // empty: the base table
  std::string_view partition_attribute, sort_attribute;
};

// One entity's keys on one index, when it has them.
struct described_keys {
  bool sparse = false;
  described_layout partition;
  std::optional<described_layout> sort;
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
  std::vector<std::optional<described_keys>> keys;  // per index, schema order
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
  described_entity e{E::name, {}, {describe_keys<E, Indexes>()...}};
  [&]<std::size_t... F>(std::index_sequence<F...>) {
    (e.fields.push_back({describe_entity_field<typename E::template codec_at<F>>(E::field_names[F]),
                         E::field_optional[F], attribute_form<typename E::template codec_at<F>>(),
                         computed_from<typename E::template field_at<F>>()}),
     ...);
  }
  (std::make_index_sequence<E::field_count>{});
  return e;
}

template <class Schema, class Index>
void describe_relations(described_schema& s) {
  constexpr std::size_t n = Schema::entity_count;
  std::vector<std::vector<bool>> near(n, std::vector<bool>(n));
  std::vector<std::vector<bool>> shared(n, std::vector<bool>(n));
  [&]<std::size_t... P>(std::index_sequence<P...>) {
    ((near[P / n][P % n] = Schema::template neighbours<Index>[P / n][P % n],
      shared[P / n][P % n] = may_share_partition<Index, typename Schema::template entity_at<P / n>,
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
  described_schema s{
      {described_index{Indexes::name, Indexes::partition_attribute, Indexes::sort_attribute}...},
      {describe_entity<typename Schema::template entity_at<E>>(list)...},
      {},
      {}};
  (describe_relations<Schema, Indexes>(s), ...);
  return s;
}

}  // namespace keyplate::detail
