// keyplate: the nodes of a condition's tree, as `kp::attr<"name">` and `&& || !` build it
// (conditions.hpp): one leaf type per DynamoDB comparison or function, each naming in its type
// the path of its attribute (an attribute, then members and list elements within it; checked
// against an entity by condition_checks.hpp) and holding its operands as given (made into
// attribute values by expression_text.hpp, through the codec or mapping of what the path
// reaches).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
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

// One step of a path into an attribute: a member of a map or struct, by name
// (`attr<"address", "city">`), or an element of a list, by position (`attr<"lines", 0>`).
template <std::size_t N>
struct path_step {
  char text[N + 1]{};  // the member's name
  std::size_t index = 0;
  bool element = false;

  constexpr path_step(const char (&name)[N + 1]) noexcept {  // NOLINT(google-explicit-constructor)
    for (std::size_t i = 0; i != N; ++i) text[i] = name[i];
  }
  constexpr path_step(std::size_t position) noexcept  // NOLINT(google-explicit-constructor)
      requires(N == 0)
      : index(position), element(true) {}

  constexpr std::string_view member() const noexcept { return {text, N}; }
};
template <std::size_t M>
path_step(const char (&)[M]) -> path_step<M - 1>;
path_step(std::size_t)->path_step<0>;

// The path of a leaf's attribute: attribute `Name` (a field or data attribute), then `Steps`.
template <fixed_string Name, path_step... Steps>
struct attribute_path {
  static constexpr auto name = Name;
  static constexpr std::size_t depth = sizeof...(Steps);
};

// A leaf on the attribute at `Path`; `name` is the attribute the path starts at.
template <class Path>
struct leaf_on : condition_node_base {
  using path = Path;
  static constexpr auto name = Path::name;
  static constexpr binding binds = binding::leaf;
};

// `attr<"a"> == v` and the other comparisons.
template <class Path, comparison Op, class V>
struct compare_node : leaf_on<Path> {
  V operand;
};
// `attr<"a">.between(lo, hi)`.
template <class Path, class V, class W>
struct between_node : leaf_on<Path> {
  V low;
  W high;
};
// `attr<"a">.in(v, ...)`.
template <class Path, class... Vs>
struct in_node : leaf_on<Path> {
  std::tuple<Vs...> operands;
};
// `attr<"a">.begins_with(s)`.
template <class Path, class V>
struct begins_with_node : leaf_on<Path> {
  V operand;
};
// `attr<"a">.contains(x)`: a substring of a string, an element of a set or a list.
template <class Path, class V>
struct contains_node : leaf_on<Path> {
  V operand;
};
// `attr<"a">.exists()` (`Exists`) and `attr<"a">.absent()`.
template <class Path, bool Exists>
struct exists_node : leaf_on<Path> {};
// `attr<"a">.size() > n` and the other comparisons of a size.
template <class Path, comparison Op, class V>
struct size_node : leaf_on<Path> {
  V operand;
};
// `attr<"a">.type_is(kind)`.
template <class Path>
struct type_node : leaf_on<Path> {
  attribute_kind kind;
};

// `kp::not_expired(now)` (ttl.hpp): the item's `ttl_attribute` is absent or not before `now`,
// written `attribute_not_exists(#t) OR #t >= :now`. It names no attribute of its own: which
// attribute it is, is the TTL attribute of the entity that takes it.
struct unexpired_node : condition_node_base {
  static constexpr binding binds = binding::or_;
  static constexpr fixed_string<0> name{""};   // no field has this name: only ttl_index finds it
  using path = attribute_path<"not_expired">;  // as errors name it
  std::int64_t now = 0;                        // whole seconds since 1970-01-01 UTC
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
