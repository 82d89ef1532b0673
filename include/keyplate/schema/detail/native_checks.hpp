// keyplate: the checks of native indexes (native_index.hpp): an entity's (`find_native_problem`:
// its keys on the index name no templates, each key attribute is a field stored as `S`, `N` or
// `B`) and the schema's (`find_native_type_clash`: one type per key attribute across every
// entity, since DynamoDB declares one type per attribute name and refuses an item whose index
// attribute has another). Constant evaluation over names, as declaration_checks.hpp does.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../../attribute_kind.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../dynamodb/table_definition.hpp"
#include "../../error.hpp"
#include "entity_facts.hpp"
#include "native_forward.hpp"
#include "stored_kinds.hpp"

namespace keyplate::detail {

// The type field #F of `Facts` is stored as, when it can be a native key attribute (`S`, `N`
// or `B`, not a data attribute); `BOOL` for every other field, which cannot.
template <class Facts, std::size_t F>
constexpr attribute_kind native_kind() noexcept {
  if constexpr (Facts::field_data[F]) {
    return attribute_kind::BOOL;
  } else {
    constexpr stored_kind k = stored_kind_of<typename Facts::template codec_at<F>>();
    if constexpr (k.is(attribute_kind::S) || k.is(attribute_kind::N) || k.is(attribute_kind::B)) {
      return k.kind;
    } else {
      return attribute_kind::BOOL;
    }
  }
}
// Every field's native_kind, by field position.
template <class Facts>
inline constexpr auto native_kinds = []<std::size_t... F>(std::index_sequence<F...>) {
  return std::array<attribute_kind, Facts::field_count>{native_kind<Facts, F>()...};
}
(std::make_index_sequence<Facts::field_count>{});

// The type of native key attribute `name` of an entity on the index (its field's).
template <class Facts>
constexpr attribute_kind native_attribute_kind(std::string_view name) noexcept {
  return native_kinds<Facts>[Facts::field_index(name)];
}

enum class native_problem : unsigned char {
  none,
  twice,
  templates,
  field_missing,
  attribute_type,
};
struct native_check {
  native_problem problem = native_problem::none;
  std::size_t attribute = 0;  // field_missing, attribute_type: the index's attribute
};

// The first mistake of the entity's keys on native index `Index`, its N-th native index.
template <class Facts, class Index, std::size_t N>
constexpr native_check find_native_problem() noexcept {
  using enum native_problem;
  using natives = typename Facts::native_list;
  const std::size_t first = []<std::size_t... I>(std::index_sequence<I...>) {
    std::size_t at = sizeof...(I);
    ((at = at == sizeof...(I) && std::is_same_v<std::tuple_element_t<I, natives>, Index> ? I : at),
     ...);
    return at;
  }
  (std::make_index_sequence<std::tuple_size_v<natives>>{});
  if (first != N) return {twice};
  using K = typename Facts::template keys_on<Index>;
  if (K::partition.size() != 0 || K::sort.size() != 0) return {templates};
  for (std::size_t a = 0; a != Index::attributes.size(); ++a) {
    if (Facts::field_index(Index::attributes[a]) == Facts::field_count) return {field_missing, a};
  }
  for (std::size_t a = 0; a != Index::attributes.size(); ++a) {
    if (native_attribute_kind<Facts>(Index::attributes[a]) == attribute_kind::BOOL) {
      return {attribute_type, a};
    }
  }
  return {};
}

// The first native mistake of the entity: which native index (`index`) and what.
struct native_entity_check {
  native_check check;
  std::size_t index = 0;
};
template <class Facts>
constexpr native_entity_check find_native_entity_problem() noexcept {
  using natives = typename Facts::native_list;
  return []<std::size_t... N>(std::index_sequence<N...>) {
    native_entity_check out;
    ((out.check.problem == native_problem::none
          ? (out = {find_native_problem<Facts, std::tuple_element_t<N, natives>, N>(), N})
          : out),
     ...);
    return out;
  }
  (std::make_index_sequence<std::tuple_size_v<natives>>{});
}

// ---- the schema ------------------------------------------------------------------------
// Where two entities store one native key attribute with different types: the entity that
// differs from the first one with a field of that name, and the attribute's index among
// `Index::attributes`. `entity == sizeof...(Es)` when none.
struct native_clash {
  std::size_t entity = 0;
  std::size_t attribute = 0;
};
template <class Index, class... Es>
constexpr native_clash find_native_type_clash() noexcept {
  constexpr std::size_t count = sizeof...(Es);
  for (std::size_t a = 0; a != Index::attributes.size(); ++a) {
    const std::string_view name = Index::attributes[a];
    // Each entity's type for the attribute, when it has a field of that name.
    const std::array<bool, count> has{(Es::field_index(name) != Es::field_count)...};
    const std::array<attribute_kind, count> kind{(Es::field_index(name) != Es::field_count
                                                      ? native_attribute_kind<facts_of<Es>>(name)
                                                      : attribute_kind::BOOL)...};
    std::size_t first = count;
    for (std::size_t e = 0; e != count; ++e) {
      if (!has[e]) continue;
      if (first == count) {
        first = e;
      } else if (kind[e] != kind[first] || kind[e] == attribute_kind::BOOL) {
        return {e, a};
      }
    }
    if (first != count && kind[first] == attribute_kind::BOOL) return {first, a};
  }
  return {count, 0};
}

// The first entity that is not on native index `Index` but has a field of each of its
// attribute names (DynamoDB would index its items there all the same); `sizeof...(Es)` when
// none has.
template <class Index, class... Es>
constexpr std::size_t find_native_undeclared() noexcept {
  const auto all_named = [](const auto& field_index, std::size_t count) {
    for (const std::string_view name : Index::attributes) {
      if (field_index(name) == count) return false;
    }
    return true;
  };
  const std::array<bool, sizeof...(Es)> stray{
      (!Es::template has_native<Index> &&
       all_named([](std::string_view n) { return Es::field_index(n); }, Es::field_count))...};
  for (std::size_t e = 0; e != stray.size(); ++e) {
    if (stray[e]) return e;
  }
  return sizeof...(Es);
}

// The `AttributeDefinitions` types of native index `Index`'s attributes that are not `S` (every
// entity with a field of that name stores it so: find_native_type_clash), added to `t`.
template <class Index, class... Es>
void add_native_types(dynamodb::table_definition& t) {
  if constexpr (Index::is_native) {
    for (const std::string_view name : Index::attributes) {
      attribute_kind kind = attribute_kind::S;
      static_cast<void>(((Es::field_index(name) != Es::field_count
                              ? (kind = native_attribute_kind<facts_of<Es>>(name), true)
                              : false) ||
                         ...));
      if (kind != attribute_kind::S) t.attribute_types.emplace(std::string(name), kind);
    }
  }
}

// ---- writes ----------------------------------------------------------------------------
// `empty_value` naming the first key attribute of the entity's native indexes whose value
// `find(name)` (a `const dynamodb::attribute_value*`, null when the write has none) is an
// empty string or binary: DynamoDB refuses a write that gives an index key such a value.
template <class Facts, class Find>
error empty_native_attribute(const Find& find) {
  using natives = typename Facts::native_list;
  error out{};
  const auto check = [&](std::string_view name) {
    const dynamodb::attribute_value* a = find(name);
    if (a != nullptr && a->type() != attribute_kind::N && a->text.empty()) {
      out = error_at(error_code::empty_value, name);
    }
    return out.code != error_code::none;
  };
  [&]<std::size_t... N>(std::index_sequence<N...>) {
    static_cast<void>((std::any_of(std::tuple_element_t<N, natives>::attributes.begin(),
                                   std::tuple_element_t<N, natives>::attributes.end(), check) ||
                       ...));
  }
  (std::make_index_sequence<std::tuple_size_v<natives>>{});
  return out;
}

}  // namespace keyplate::detail
