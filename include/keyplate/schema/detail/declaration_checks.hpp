// keyplate: the checks of an entity's declaration. `find_declaration_problem<Facts>()` finds
// the first mistake by constant evaluation over the declaration's names, with no template per
// field, key or attribute; `declaration_checks<Facts>::ok` reports it (diagnostics.hpp), and
// only it.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../diagnostics.hpp"
#include "entity_facts.hpp"
#include "item_attributes.hpp"
#include "native_checks.hpp"
#include "template_fields.hpp"

namespace keyplate::detail {

// The first mistake in an entity's declaration.
enum class declaration_problem : unsigned char {
  none,
  no_table_keys,
  keys_over_64,
  keys_twice,
  sort_template,
  undeclared_template_field,
  data_in_key,
  optional_in_primary,
  unnamed_field,
  duplicate_field,
  field_like_key_attribute,
  shared_attribute_templates,
  shard_source_undeclared,
  shard_source_not_primary,
  ttl_twice,
  version_twice,
  keys_without_templates,
  native_twice,
  native_templates,
  native_field_missing,
  native_attribute_type,
};
struct declaration_check {
  declaration_problem problem = declaration_problem::none;
  std::size_t at = 0;     // the keys<...>, field or attribute (attributes_by_name) at fault
  std::size_t field = 0;  // undeclared_template_field, data_in_key: the template's field
  bool in_sort = false;   // undeclared_template_field, data_in_key: in the sort template
};

// The first mistake of keys K, the k-th keys<...> of the entity.
template <class Facts, class K>
constexpr declaration_check find_keys_problem(std::size_t k) noexcept {
  using Index = typename K::index_type;
  using P = template_fields<K::partition>;
  using S = template_fields<K::sort>;
  using enum declaration_problem;
  if (!std::is_same_v<typename Facts::template keys_on<Index>, K>) return {keys_twice, k};
  if (K::partition.size() == 0) return {keys_without_templates, k};
  if ((K::sort.size() != 0) != Index::has_sort) return {sort_template, k};
  for (std::size_t i = 0; i != P::count; ++i) {
    if (Facts::field_index(P::name(i)) == Facts::field_count) {
      return {undeclared_template_field, k, i, false};
    }
  }
  for (std::size_t i = 0; i != S::count; ++i) {
    if (Facts::field_index(S::name(i)) == Facts::field_count) {
      return {undeclared_template_field, k, i, true};
    }
  }
  for (std::size_t i = 0; i != P::count; ++i) {
    if (Facts::field_data[Facts::field_index(P::name(i))]) return {data_in_key, k, i, false};
  }
  for (std::size_t i = 0; i != S::count; ++i) {
    if (Facts::field_data[Facts::field_index(S::name(i))]) return {data_in_key, k, i, true};
  }
  for (std::size_t f = 0; f != Facts::field_count && Index::is_table; ++f) {
    if (Facts::field_optional[f] &&
        (P::uses(Facts::field_names[f]) || S::uses(Facts::field_names[f]))) {
      return {optional_in_primary, k};
    }
  }
  return {};
}

// Whether a table key template uses the field named `n`.
template <class Facts>
constexpr bool primary_uses(std::string_view n) noexcept {
  return [n]<std::size_t... K>(std::index_sequence<K...>) {
    return ((keys_at<Facts, K>::index_type::is_table &&
             (template_fields<keys_at<Facts, K>::partition>::uses(n) ||
              template_fields<keys_at<Facts, K>::sort>::uses(n))) ||
            ...);
  }
  (std::make_index_sequence<keys_count<Facts>>{});
}

// The problem of field #F's sources when it is a shard field: declared, required fields of the
// primary key (so an item's shard never changes).
template <class Facts, std::size_t F>
constexpr declaration_problem find_shard_sources_problem() noexcept {
  using enum declaration_problem;
  if constexpr (!Facts::field_computed[F]) {
    return none;
  } else {
    for (std::string_view source : Facts::template field_at<F>::sources) {
      if (Facts::field_index(source) == Facts::field_count) return shard_source_undeclared;
    }
    for (std::string_view source : Facts::template field_at<F>::sources) {
      const std::size_t i = Facts::field_index(source);
      if (Facts::field_computed[i] || Facts::field_optional[i] || !primary_uses<Facts>(source)) {
        return shard_source_not_primary;
      }
    }
    return none;
  }
}

template <class Facts>
constexpr declaration_check find_declaration_problem() noexcept {
  using enum declaration_problem;
  using A = item_attributes<Facts>;
  constexpr std::size_t keys = keys_count<Facts>;
  const bool table_keys = [&]<std::size_t... K>(std::index_sequence<K...>) {
    return (keys_at<Facts, K>::index_type::is_table || ...);
  }
  (std::make_index_sequence<keys>{});
  if (!table_keys) return {no_table_keys};
  if (keys > 64) return {keys_over_64};
  const std::array<declaration_check, keys> each_keys = [&]<std::size_t... K>(
      std::index_sequence<K...>) {
    return std::array<declaration_check, keys>{find_keys_problem<Facts, keys_at<Facts, K>>(K)...};
  }
  (std::make_index_sequence<keys>{});
  for (const declaration_check& c : each_keys) {
    if (c.problem != none) return c;
  }
  if constexpr (std::tuple_size_v<typename Facts::native_list> != 0) {
    constexpr native_entity_check n = find_native_entity_problem<Facts>();
    constexpr std::array<declaration_problem, 5> as{none, native_twice, native_templates,
                                                    native_field_missing, native_attribute_type};
    if (n.check.problem != native_problem::none) {
      return {as[static_cast<std::size_t>(n.check.problem)], n.index, n.check.attribute};
    }
  }
  for (std::size_t f = 0; f != Facts::field_count; ++f) {
    if (Facts::field_names[f].empty()) return {unnamed_field, f};
    if (Facts::field_index(Facts::field_names[f]) != f) return {duplicate_field, f};
    for (std::size_t k = 0; k != keys; ++k) {
      if (Facts::field_names[f] == A::keys_texts.partition_attribute[k] ||
          Facts::field_names[f] == A::keys_texts.sort_attribute[k]) {
        return {field_like_key_attribute, f};
      }
    }
  }
  for (std::size_t s = 1; s < A::named_attribute_count; ++s) {
    if (A::repeats_previous(s) && A::attribute_template(A::attributes_by_name[s]) !=
                                      A::attribute_template(A::attributes_by_name[s - 1])) {
      return {shared_attribute_templates, s};
    }
  }
  for (std::size_t f = Facts::ttl_index + 1; f < Facts::field_count; ++f) {
    if (Facts::field_ttl[f]) return {ttl_twice, f};
  }
  for (std::size_t f = Facts::version_index + 1; f < Facts::field_count; ++f) {
    if (Facts::field_version[f]) return {version_twice, f};
  }
  if constexpr (has_computed<Facts>) {
    const std::array<declaration_problem, Facts::field_count> shards =
        []<std::size_t... F>(std::index_sequence<F...>) {
      return std::array<declaration_problem, Facts::field_count>{
          find_shard_sources_problem<Facts, F>()...};
    }
    (std::make_index_sequence<Facts::field_count>{});
    for (std::size_t f = 0; f != Facts::field_count; ++f) {
      if (shards[f] != none) return {shards[f], f};
    }
  }
  return {};
}

// Reports mistake C of the declaration of `Facts` (instantiated only for a mistake found).
template <class Facts, declaration_check C>
constexpr bool report_declaration() {
  using enum declaration_problem;
  using P = schema_problem;
  constexpr auto entity = Facts::name_text;
  if constexpr (C.problem == no_table_keys) {
    return report<P::no_table_keys, entity, "primary key">();
  } else if constexpr (C.problem == keys_over_64) {
    return report<P::keys_over_64, entity, "keys">();
  } else if constexpr (C.problem == native_twice || C.problem == native_templates ||
                       C.problem == native_field_missing || C.problem == native_attribute_type) {
    using Index = std::tuple_element_t<C.at, typename Facts::native_list>;
    if constexpr (C.problem == native_twice) {
      return report<P::keys_twice, entity, Index::partition_text>();
    } else if constexpr (C.problem == native_templates) {
      return report<P::native_templates, entity, Index::partition_text>();
    } else if constexpr (C.problem == native_field_missing) {
      return report<P::native_field_missing, entity, Index::template attribute_text<C.field>>();
    } else {
      return report<P::native_attribute_type, entity, Index::template attribute_text<C.field>>();
    }
  } else if constexpr (C.problem == keys_without_templates) {
    return report<P::keys_without_templates, entity,
                  keys_at<Facts, C.at>::index_type::partition_text>();
  } else if constexpr (C.problem == keys_twice || C.problem == sort_template ||
                       C.problem == optional_in_primary) {
    constexpr auto index = keys_at<Facts, C.at>::index_type::partition_text;
    if constexpr (C.problem == keys_twice) {
      return report<P::keys_twice, entity, index>();
    } else if constexpr (C.problem == sort_template) {
      return report<P::sort_template, entity, index>();
    } else {
      return report<P::optional_in_primary, entity, index>();
    }
  } else if constexpr (C.problem == undeclared_template_field || C.problem == data_in_key) {
    using K = keys_at<Facts, C.at>;
    using T =
        std::conditional_t<C.in_sort, template_fields<K::sort>, template_fields<K::partition>>;
    if constexpr (C.problem == undeclared_template_field) {
      return report<P::undeclared_template_field, entity, T::template name_text<C.field>()>();
    } else {
      return report<P::data_in_key, entity, T::template name_text<C.field>()>();
    }
  } else if constexpr (C.problem == unnamed_field) {
    return report<P::unnamed_field, entity, "fields">();
  } else if constexpr (C.problem == duplicate_field) {
    return report<P::duplicate_field, entity, Facts::template field_at<C.at>::name>();
  } else if constexpr (C.problem == field_like_key_attribute) {
    return report<P::field_like_key_attribute, entity, Facts::template field_at<C.at>::name>();
  } else if constexpr (C.problem == shared_attribute_templates) {
    using A = item_attributes<Facts>;
    return report<P::shared_attribute_templates, entity,
                  A::template attribute_name_text<A::attributes_by_name[C.at]>()>();
  } else if constexpr (C.problem == ttl_twice) {
    return report<P::ttl_twice, entity, Facts::template field_at<C.at>::name>();
  } else if constexpr (C.problem == version_twice) {
    return report<P::version_twice, entity, Facts::template field_at<C.at>::name>();
  } else if constexpr (C.problem == shard_source_undeclared) {
    return report<P::shard_source_undeclared, entity, Facts::template field_at<C.at>::name>();
  } else {
    return report<P::shard_source_not_primary, entity, Facts::template field_at<C.at>::name>();
  }
}

// True when the declaration has no mistake; evaluating it reports the first one.
template <class Facts>
struct declaration_checks {
  static constexpr declaration_check found = find_declaration_problem<Facts>();
  static constexpr bool ok = [] {
    if constexpr (found.problem != declaration_problem::none) {
      return report_declaration<Facts, found>();
    } else {
      return true;
    }
  }();
};

}  // namespace keyplate::detail
