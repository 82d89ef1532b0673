// keyplate: a condition checked against an entity: `leaf_problem<Facts, Leaf>` finds what is
// wrong with one leaf (its name, its path, its operands' types, its function on the type its
// path reaches; for `not_expired`, the entity's TTL attribute), `faulty_leaf` the first leaf of
// a tree with a problem (`first_leaf`: the first leaf a test finds faulty), and `condition_ok`
// reports it, naming the path.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "../../attribute_kind.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../conditions.hpp"
#include "../diagnostics.hpp"
#include "condition_nodes.hpp"
#include "condition_paths.hpp"
#include "entity_make.hpp"
#include "item_attributes.hpp"
#include "mapping_access.hpp"
#include "stored_kinds.hpp"

namespace keyplate::detail {

// An operand that is an attribute value of its own: a raw value, text (`S`), or a type with a
// mapping (the operand of `contains` and `begins_with` on an attribute of open type).
template <class V>
concept free_operand = std::is_same_v<V, dynamodb::attribute_value> ||
    std::is_convertible_v<const V&, std::string_view> || mapped<V>;

// The problems of one leaf's operands on an attribute of codec `C` (the name is checked).
template <class C>
struct operand_rules {
  static constexpr stored_kind kind = stored_kind_of<C>();
  static constexpr bool ordered = kind.open() || kind.is(attribute_kind::S) ||
                                  kind.is(attribute_kind::N) || kind.is(attribute_kind::B);

  template <class V>
  static constexpr bool takes = codec_takes<C, V>();

  template <class P, comparison Op, class V>
  static constexpr schema_problem of(std::type_identity<compare_node<P, Op, V>>) {
    if (!takes<V>) return schema_problem::condition_operand_type;
    const bool ordering = Op != comparison::eq && Op != comparison::ne;
    return ordering && !ordered ? schema_problem::condition_unordered : schema_problem::none;
  }
  template <class P, class V, class W>
  static constexpr schema_problem of(std::type_identity<between_node<P, V, W>>) {
    if (!takes<V> || !takes<W>) return schema_problem::condition_operand_type;
    return ordered ? schema_problem::none : schema_problem::condition_unordered;
  }
  template <class P, class... Vs>
  static constexpr schema_problem of(std::type_identity<in_node<P, Vs...>>) {
    if (sizeof...(Vs) == 0 || sizeof...(Vs) > 100) return schema_problem::condition_in_count;
    return (takes<Vs> && ...) ? schema_problem::none : schema_problem::condition_operand_type;
  }
  template <class P, class V>
  static constexpr schema_problem of(std::type_identity<begins_with_node<P, V>>) {
    const bool text = kind.open() || kind.is(attribute_kind::S);
    return text && std::is_convertible_v<const V&, std::string_view>
               ? schema_problem::none
               : schema_problem::condition_begins_with_type;
  }
  template <class P, class V>
  static constexpr schema_problem of(std::type_identity<contains_node<P, V>>) {
    if (kind.is(attribute_kind::S)) {
      return std::is_convertible_v<const V&, std::string_view>
                 ? schema_problem::none
                 : schema_problem::condition_operand_type;
    }
    if (kind.is_set() || kind.is(attribute_kind::L)) {
      using E = typename data_kind<typename C::value_type>::element;
      return std::is_constructible_v<E, const V&> ? schema_problem::none
                                                  : schema_problem::condition_operand_type;
    }
    if (kind.open()) {
      return free_operand<V> ? schema_problem::none : schema_problem::condition_operand_type;
    }
    return schema_problem::condition_contains_type;
  }
  template <class P, bool E>
  static constexpr schema_problem of(std::type_identity<exists_node<P, E>>) {
    return schema_problem::none;
  }
  template <class P, comparison Op, class V>
  static constexpr schema_problem of(std::type_identity<size_node<P, Op, V>>) {
    if (kind.is(attribute_kind::N) || kind.is(attribute_kind::BOOL)) {
      return schema_problem::condition_size_of_scalar;
    }
    return std::integral<V> && !std::is_same_v<V, bool> ? schema_problem::none
                                                        : schema_problem::condition_size_operand;
  }
  template <class P>
  static constexpr schema_problem of(std::type_identity<type_node<P>>) {
    return schema_problem::none;
  }
};

// What is wrong with `Leaf` on the entity of `Facts`; `none` when nothing is. (`not_expired`
// counts as a leaf here: it needs the entity's TTL attribute.)
template <class Facts, class Leaf>
requires condition_leaf<Leaf> || std::is_same_v<Leaf, unexpired_node>
constexpr schema_problem leaf_problem() {
  constexpr std::size_t f = Facts::field_index(Leaf::name.view());
  if constexpr (std::is_same_v<Leaf, unexpired_node>) {
    return Facts::ttl_index == Facts::field_count ? schema_problem::not_expired_without_ttl
                                                  : schema_problem::none;
  } else if constexpr (f == Facts::field_count) {
    using attrs = item_attributes<Facts>;
    constexpr bool key = std::find(attrs::names.begin(), attrs::names.end(), Leaf::name.view()) !=
                         attrs::names.end();
    return key ? schema_problem::condition_key_attribute
               : schema_problem::condition_unknown_attribute;
  } else {
    using target = path_target<typename Facts::template codec_at<f>, typename Leaf::path>;
    if constexpr (target::fault == path_fault::unknown_member) {
      return schema_problem::condition_unknown_member;
    } else if constexpr (target::fault == path_fault::not_composite) {
      return schema_problem::condition_path_step;
    } else {
      return operand_rules<typename target::codec>::of(std::type_identity<Leaf>{});
    }
  }
}

// The first leaf of condition `C`, in writing order, that `Test::template faulty<Leaf>` finds
// faulty; void when none is.
template <class Test, class C>
struct first_leaf {
  using type = std::conditional_t<Test::template faulty<C>, C, void>;
};
template <class Test, class L, class R>
struct first_leaf<Test, and_node<L, R>> {
  using left = typename first_leaf<Test, L>::type;
  using type = std::conditional_t<std::is_void_v<left>, typename first_leaf<Test, R>::type, left>;
};
template <class Test, class L, class R>
struct first_leaf<Test, or_node<L, R>> : first_leaf<Test, and_node<L, R>> {};
template <class Test, class C>
struct first_leaf<Test, not_node<C>> : first_leaf<Test, C> {};

// A leaf with a problem on the entity of `Facts`.
template <class Facts>
struct has_leaf_problem {
  template <class Leaf>
  static constexpr bool faulty = leaf_problem<Facts, Leaf>() != schema_problem::none;
};
// The first leaf of condition `C` with a problem, in writing order; void when none has one.
template <class Facts, class C>
using faulty_leaf = first_leaf<has_leaf_problem<Facts>, C>;

// Whether condition `C` holds up on the entity of `Facts`; reports its first problem.
template <class Facts, class C>
constexpr bool condition_ok() {
  using F = typename faulty_leaf<Facts, C>::type;
  if constexpr (std::is_void_v<F>) {
    return true;
  } else {
    return report<leaf_problem<Facts, F>(), Facts::name_text, path_text<typename F::path>>();
  }
}

// A write's options: at most one `kp::when`, whose condition holds up (`Operation` names the
// write).
template <class Facts, fixed_string Operation, class... Args>
constexpr bool when_args_ok() {
  constexpr std::size_t given = (std::size_t{is_when<Args>} + ... + 0);
  if constexpr (given > 1) {
    return report<schema_problem::when_given_twice, Facts::name_text, Operation>();
  } else {
    return ([] {
      if constexpr (is_when<Args>) {
        return condition_ok<Facts, decltype(Args::condition)>();
      } else {
        return true;
      }
    }() && ...);
  }
}

}  // namespace keyplate::detail
