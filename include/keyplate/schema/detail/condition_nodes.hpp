// keyplate: the nodes of a condition's tree, as `kp::attr<"name">` and `&& || !` build it
// (conditions.hpp): one leaf type per DynamoDB comparison or function, each naming its
// attribute in its type (checked against an entity by condition_checks.hpp) and holding its
// operands as given (made into attribute values by expression_text.hpp, through the
// attribute's codec or mapping).
#pragma once

#include <cstdint>
#include <tuple>
#include <type_traits>

#include "../../attribute_kind.hpp"
#include "../../fixed_string.hpp"

namespace keyplate::detail {

enum class comparison : unsigned char { eq, ne, lt, le, gt, ge };

// How tightly a node binds (DynamoDB: comparisons and functions, then NOT, AND, OR): a child
// binding less tightly than its parent needs is written in parentheses.
enum class binding : unsigned char { or_, and_, not_, leaf };

// Every node type derives from this, so `&& || !` take nodes and nothing else.
struct condition_node_base {};
template <class T>
concept condition_node = std::is_base_of_v<condition_node_base, T>;

// A leaf on attribute `Name`.
template <fixed_string Name>
struct leaf_on : condition_node_base {
  static constexpr auto name = Name;
  static constexpr binding binds = binding::leaf;
};

// `attr<"a"> == v` and the other comparisons.
template <fixed_string Name, comparison Op, class V>
struct compare_node : leaf_on<Name> {
  V operand;
};
// `attr<"a">.between(lo, hi)`.
template <fixed_string Name, class V, class W>
struct between_node : leaf_on<Name> {
  V low;
  W high;
};
// `attr<"a">.in(v, ...)`.
template <fixed_string Name, class... Vs>
struct in_node : leaf_on<Name> {
  std::tuple<Vs...> operands;
};
// `attr<"a">.begins_with(s)`.
template <fixed_string Name, class V>
struct begins_with_node : leaf_on<Name> {
  V operand;
};
// `attr<"a">.contains(x)`: a substring of a string, an element of a set or a list.
template <fixed_string Name, class V>
struct contains_node : leaf_on<Name> {
  V operand;
};
// `attr<"a">.exists()` (`Exists`) and `attr<"a">.absent()`.
template <fixed_string Name, bool Exists>
struct exists_node : leaf_on<Name> {};
// `attr<"a">.size() > n` and the other comparisons of a size.
template <fixed_string Name, comparison Op, class V>
struct size_node : leaf_on<Name> {
  V operand;
};
// `attr<"a">.type_is(kind)`.
template <fixed_string Name>
struct type_node : leaf_on<Name> {
  attribute_kind kind;
};

template <class L, class R>
struct and_node : condition_node_base {
  static constexpr binding binds = binding::and_;
  L left;
  R right;
};
template <class L, class R>
struct or_node : condition_node_base {
  static constexpr binding binds = binding::or_;
  L left;
  R right;
};
template <class C>
struct not_node : condition_node_base {
  static constexpr binding binds = binding::not_;
  C operand;
};

// Whether a node is a leaf (and so names an attribute).
template <class T>
concept condition_leaf = condition_node<T> && T::binds == binding::leaf;

}  // namespace keyplate::detail
