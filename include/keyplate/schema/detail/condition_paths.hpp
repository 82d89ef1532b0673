// keyplate: where a condition's path leads. `path_target<C, Path>` follows `Path`'s steps from
// an attribute of codec `C` (a data attribute's `mapped_value`): a member of a `std::map` or of
// a struct mapped by `kp::members`, an element of a `std::vector`, anything within a raw
// `ddb::attribute_value`. It gives the codec of what the path reaches (what the leaf's
// operands are checked against and written by) or the fault of the first step that goes
// nowhere. `path_text<Path>` is the path as DynamoDB's documents write it, `lines[0].qty`, in
// static storage (diagnostics and errors name it).
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../dynamodb/attribute_value.hpp"
#include "../../fixed_string.hpp"
#include "../fields.hpp"
#include "condition_nodes.hpp"

namespace keyplate::detail {

// Why a path goes nowhere: a step into a value that has no members or elements (a number, a
// string, a set, a key field), or a member a struct's mapping does not name.
enum class path_fault : unsigned char { none, not_composite, unknown_member };

template <class T>
struct without_optional {
  using type = T;
};
template <class T>
struct without_optional<std::optional<T>> {
  using type = T;
};

// A struct mapped by `kp::members`, whose members can be named in a path.
template <class T>
concept member_mapped = requires {
  attribute_mapping<T>::member_count;
};

template <class M, std::size_t... K>
constexpr std::size_t member_position(std::string_view name, std::index_sequence<K...>) {
  std::size_t at = sizeof...(K);
  ((at == sizeof...(K) && M::template member_name<K> == name ? void(at = K) : void()), ...);
  return at;
}

template <path_fault F>
struct fault_marker {};

// The element type of a list (`std::vector`), the value type of a map (`std::map` of
// `std::string` keys); void for anything else.
template <class T>
struct list_element {
  using type = void;
};
template <class T, class A>
struct list_element<std::vector<T, A>> {
  using type = T;
};
template <class T>
struct map_value {
  using type = void;
};
template <class T, class C, class A>
struct map_value<std::map<std::string, T, C, A>> {
  using type = T;
};

// The type one step `S` leads to from a value of type `T`: `std::type_identity<Next>`, or a
// `fault_marker`.
template <class T, path_step S>
constexpr auto step_into() {
  using U = typename without_optional<T>::type;
  if constexpr (std::is_same_v<U, dynamodb::attribute_value>) {
    return std::type_identity<U>{};
  } else if constexpr (S.element) {
    if constexpr (std::is_void_v<typename list_element<U>::type>) {
      return fault_marker<path_fault::not_composite>{};
    } else {
      return std::type_identity<typename list_element<U>::type>{};
    }
  } else if constexpr (!std::is_void_v<typename map_value<U>::type>) {
    return std::type_identity<typename map_value<U>::type>{};
  } else if constexpr (member_mapped<U>) {
    using M = attribute_mapping<U>;
    constexpr std::size_t k =
        member_position<M>(S.member(), std::make_index_sequence<M::member_count>{});
    if constexpr (k == M::member_count) {
      return fault_marker<path_fault::unknown_member>{};
    } else {
      return std::type_identity<typename M::template member_type<k>>{};
    }
  } else {
    return fault_marker<path_fault::not_composite>{};
  }
}

// Follows `Steps` from type `T`: `type` (void on a fault) and `fault`.
template <class T, path_step... Steps>
struct path_walk {
  using type = T;
  static constexpr path_fault fault = path_fault::none;
};
// Continues a walk from what `step_into` gave: a type, or a fault that ends it.
template <class Next, path_step... Rest>
struct path_walk_from;
template <path_fault F, path_step... Rest>
struct path_walk_from<fault_marker<F>, Rest...> {
  using type = void;
  static constexpr path_fault fault = F;
};
template <class T, path_step... Rest>
struct path_walk_from<std::type_identity<T>, Rest...> : path_walk<T, Rest...> {};
template <class T, path_step S, path_step... Rest>
struct path_walk<T, S, Rest...> : path_walk_from<decltype(step_into<T, S>()), Rest...> {};

// What `Path` reaches from an attribute of codec `C`: `codec` (the attribute's own for a path of
// no steps, else the `mapped_value` of the type reached) and `fault`.
template <class C, class Path>
struct path_target;
template <class C, fixed_string Name>
struct path_target<C, attribute_path<Name>> {
  using codec = C;
  static constexpr path_fault fault = path_fault::none;
};
template <class C, fixed_string Name, path_step S, path_step... Rest>
struct path_target<C, attribute_path<Name, S, Rest...>> {
 private:
  static constexpr auto walk() {
    if constexpr (is_mapped_value<C>) {
      return path_walk<typename C::value_type, S, Rest...>{};
    } else {
      return path_walk_from<fault_marker<path_fault::not_composite>>{};  // a key field's string
    }
  }
  using walked = decltype(walk());

 public:
  static constexpr path_fault fault = walked::fault;
  using codec =
      std::conditional_t<fault == path_fault::none,
                         mapped_value<typename without_optional<typename walked::type>::type>,
                         void>;
};

// The length of `path_text`: the name, `.member` per member, `[i]` per element.
template <fixed_string Name, path_step... Steps>
constexpr std::size_t path_length() {
  std::size_t n = Name.size();
  (
      [&] {
        if constexpr (Steps.element) {
          std::size_t digits = 1;
          for (std::size_t i = Steps.index; i >= 10; i /= 10) ++digits;
          n += digits + 2;
        } else {
          n += Steps.member().size() + 1;
        }
      }(),
      ...);
  return n;
}

template <class Path>
struct path_text_of;
template <fixed_string Name, path_step... Steps>
struct path_text_of<attribute_path<Name, Steps...>> {
  static constexpr std::size_t length = path_length<Name, Steps...>();
  struct chars {
    char text[length + 1]{};
  };
  static constexpr chars spelled = [] {
    chars out;
    std::size_t at = 0;
    for (const char c : Name.view()) out.text[at++] = c;
    (
        [&] {
          if constexpr (Steps.element) {
            char digits[24]{};
            std::size_t count = 0;
            std::size_t i = Steps.index;
            do {
              digits[count++] = static_cast<char>('0' + i % 10);
              i /= 10;
            } while (i != 0);
            out.text[at++] = '[';
            while (count != 0) out.text[at++] = digits[--count];
            out.text[at++] = ']';
          } else {
            out.text[at++] = '.';
            for (const char c : Steps.member()) out.text[at++] = c;
          }
        }(),
        ...);
    return out;
  }();
  static constexpr fixed_string<length> value{spelled.text};
};
// `Path` written out: `status`, `address.city`, `lines[0].qty`.
template <class Path>
inline constexpr auto path_text = path_text_of<Path>::value;

}  // namespace keyplate::detail
