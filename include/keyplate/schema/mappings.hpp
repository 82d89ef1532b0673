// keyplate: how a data attribute's C++ type is stored in an item. `kp::attribute_mapping<T>`
// (mapping_access.hpp) is the customization point; the built-in mappings cover scalars
// (scalar_mappings.hpp) and standard collections (collection_mappings.hpp); `kp::members`
// maps a struct as an `M` of named members. `mapping_checks` checks a type's mapping member by
// member, so that a wrong one is a `keyplate:` error naming it, as a codec is checked.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../dynamodb/attribute_value.hpp"
#include "../fixed_string.hpp"
#include "../result.hpp"
#include "detail/collection_mappings.hpp"
#include "detail/mapping_access.hpp"
#include "detail/scalar_mappings.hpp"
#include "diagnostics.hpp"

namespace keyplate {

/// Always false: the condition of the data attributes' static_asserts, naming the member or
/// attribute at fault (`mapping_error<"qty">`).
template <fixed_string Name>
inline constexpr bool mapping_error = false;

namespace detail {
// One argument of `kp::members`: a member's name, or a pointer to the data member.
template <class T>
struct member_part {
  T value;
  constexpr member_part(T v) noexcept : value(v) {}  // NOLINT(google-explicit-constructor)
};
template <std::size_t N>
struct member_part<fixed_string<N>> {
  fixed_string<N> value;
  constexpr member_part(const char (&text)[N + 1]) noexcept  // NOLINT(google-explicit-constructor)
      : value(text) {}
};
template <std::size_t N>
member_part(const char (&)[N]) -> member_part<fixed_string<N - 1>>;
template <class M, class C>
member_part(M C::*) -> member_part<M C::*>;

template <class T>
inline constexpr bool is_name_part = false;
template <std::size_t N>
inline constexpr bool is_name_part<member_part<fixed_string<N>>> = true;
template <class T>
struct member_pointer_traits {
  static constexpr bool is_member = false;
};
template <class M, class C>
struct member_pointer_traits<member_part<M C::*>> {
  static constexpr bool is_member = !std::is_function_v<M>;
  using member_type = M;
  using class_type = C;
};

// Whether `T`'s mapping is what every mapping must be; reports the first wrong member,
// naming `Name` (the attribute or member whose type it is).
template <class T, fixed_string Name>
constexpr bool mapping_ok() {
  if constexpr (!requires { sizeof(attribute_mapping<T>); }) {
    static_assert(mapping_error<Name>,
                  "keyplate: this type has no kp::attribute_mapping (specialize it, deriving "
                  "from kp::members<\"name\", &T::member, ...> or giving to_attribute and "
                  "from_attribute)");
    return false;
  } else if constexpr (!requires(const T& v) {
                         {
                           attribute_mapping<T>::to_attribute(v)
                           } -> std::same_as<dynamodb::attribute_value>;
                       }) {
    static_assert(mapping_error<Name>,
                  "keyplate: kp::attribute_mapping<T>::to_attribute(const T&) must return "
                  "ddb::attribute_value");
    return false;
  } else if constexpr (!requires(const dynamodb::attribute_value& a) {
                         { attribute_mapping<T>::from_attribute(a) } -> std::same_as<result<T>>;
                       }) {
    static_assert(mapping_error<Name>,
                  "keyplate: kp::attribute_mapping<T>::from_attribute(const "
                  "ddb::attribute_value&) must return kp::result<T>");
    return false;
  } else if constexpr (!std::is_default_constructible_v<T>) {
    static_assert(mapping_error<Name>,
                  "keyplate: a data attribute's type must be default-constructible (reading "
                  "fills a default value)");
    return false;
  } else {
    return true;
  }
}
}  // namespace detail

namespace detail {
// Whether `kp::members`' arguments are pairs of a name and a pointer to a data member.
template <member_part... Parts>
constexpr bool members_shape_ok() {
  if constexpr (sizeof...(Parts) == 0 || sizeof...(Parts) % 2 != 0) {
    return false;
  } else {
    using part_types = std::tuple<std::remove_cv_t<decltype(Parts)>...>;
    return []<std::size_t... K>(std::index_sequence<K...>) {
      return ((is_name_part<std::tuple_element_t<2 * K, part_types>> &&
               member_pointer_traits<std::tuple_element_t<2 * K + 1, part_types>>::is_member) &&
              ...);
    }
    (std::make_index_sequence<sizeof...(Parts) / 2>{});
  }
}
// Whether two pointers to members point at one member (pointers of two types never do).
template <class P, class Q>
constexpr bool same_member(P, Q) noexcept {
  return false;
}
template <class P>
constexpr bool same_member(P a, P b) noexcept {
  return a == b;
}
// The mapping `kp::members` gives: nothing when its arguments are not pairs (reported there).
template <bool ShapeOk, member_part... Parts>
struct members_of {};
template <member_part... Parts>
struct members_of<true, Parts...> {
 private:
  static constexpr std::size_t count = sizeof...(Parts) / 2;
  static constexpr auto parts = std::tuple{Parts.value...};
  using part_types = std::tuple<std::remove_cv_t<decltype(Parts)>...>;
  template <std::size_t K>
  using pointer_traits = detail::member_pointer_traits<std::tuple_element_t<2 * K + 1, part_types>>;
  template <std::size_t K>
  static constexpr auto name = std::get<2 * K>(parts);
  template <std::size_t K>
  static constexpr auto pointer = std::get<2 * K + 1>(parts);

 public:
  /// The struct the members belong to.
  using type = typename pointer_traits<0>::class_type;
  /// How many members the mapping names (a condition's path may name each).
  ///
  /// **Example**: `kp::attribute_mapping<Line>::member_name<1> == "qty"`
  static constexpr std::size_t member_count = count;
  /// The name of member `K`, in the order given.
  template <std::size_t K>
  static constexpr std::string_view member_name = name<K>.view();
  /// The C++ type of member `K`.
  template <std::size_t K>
  using member_type = typename pointer_traits<K>::member_type;

 private:
  static constexpr bool names_ok = []<std::size_t... K>(std::index_sequence<K...>) {
    return ((name<K>.view().size() != 0) && ...);
  }
  (std::make_index_sequence<count>{});
  static_assert(names_ok,
                "keyplate: kp::members names a member \"\" (DynamoDB's names are at least one "
                "byte long)");
  static constexpr bool members_ok = [] {
    constexpr std::array<std::string_view, count> names =
        []<std::size_t... K>(std::index_sequence<K...>) {
      return std::array<std::string_view, count>{name<K>.view()...};
    }
    (std::make_index_sequence<count>{});
    for (std::size_t i = 0; i != count; ++i) {
      for (std::size_t j = 0; j != i; ++j) {
        if (names[i] == names[j]) return false;
      }
    }
    return true;
  }();
  static_assert(members_ok, "keyplate: kp::members names one name twice");
  static constexpr bool pointers_ok = []<std::size_t... K>(std::index_sequence<K...>) {
    bool ok = ((std::is_same_v<typename pointer_traits<K>::class_type, type>)&&...);
    if (!ok) return false;
    const std::array<bool, count* count> same = [] {
      std::array<bool, count * count> out{};
      [&]<std::size_t... I>(std::index_sequence<I...>) {
        ((out[I] = same_member(pointer<I / count>, pointer<I % count>)), ...);
      }
      (std::make_index_sequence<count * count>{});
      return out;
    }();
    for (std::size_t i = 0; i != count; ++i) {
      for (std::size_t j = 0; j != i; ++j) {
        if (same[i * count + j]) return false;
      }
    }
    return true;
  }
  (std::make_index_sequence<count>{});
  static_assert(pointers_ok,
                "keyplate: kp::members names one data member twice, or members of two classes");
  static constexpr bool types_ok = []<std::size_t... K>(std::index_sequence<K...>) {
    return (detail::mapping_ok<typename pointer_traits<K>::member_type, name<K>>() && ...);
  }
  (std::make_index_sequence<count>{});
  static_assert(detail::evaluated(types_ok));  // a wrong member's type reports itself

 public:
  /// `v` as an `M` of its members.
  static dynamodb::attribute_value to_attribute(const type& v) {
    dynamodb::attribute_map out;
    [&]<std::size_t... K>(std::index_sequence<K...>) {
      ((detail::absent_mapped(v.*pointer<K>)
            ? void()
            : void(out.emplace(name<K>.view(), detail::write_mapped(v.*pointer<K>)))),
       ...);
    }
    (std::make_index_sequence<count>{});
    return dynamodb::attribute_value::map(std::move(out));
  }
  /// The struct an `M` holds; an error names the member at fault in its `field`.
  static result<type> from_attribute(const dynamodb::attribute_value& a) {
    return detail::read_alone<type>(a);
  }
  /// (keyplate's own) Reads `a` into `out`, with the path of the value at fault.
  static bool read(const dynamodb::attribute_value& a, type& out, detail::mapping_reader& r) {
    const dynamodb::attribute_map* map = a.as_map();
    if (map == nullptr) return r.fail(error_code::wrong_attribute_type);
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (read_member<K>(*map, out, r) && ...);
    }
    (std::make_index_sequence<count>{});
  }
  /// (keyplate's own) Whether every member may be stored.
  static bool check(const type& v, detail::mapping_reader& r) {
    return [&]<std::size_t... K>(std::index_sequence<K...>) {
      return (check_member<K>(v, r) && ...);
    }
    (std::make_index_sequence<count>{});
  }

 private:
  template <std::size_t K>
  static bool read_member(const dynamodb::attribute_map& map, type& out,
                          detail::mapping_reader& r) {
    const auto at = map.find(name<K>.view());
    return detail::read_member(at == map.end() ? nullptr : &at->second, out.*pointer<K>, r) ||
           r.fail_in(name<K>.view());
  }
  template <std::size_t K>
  static bool check_member(const type& v, detail::mapping_reader& r) {
    return detail::check_mapped(v.*pointer<K>, r) || r.fail_in(name<K>.view());
  }
};
}  // namespace detail

/// The mapping of a struct as an `M` of named members, for `kp::attribute_mapping`:
/// names and pointers to data members, alternating. Each member's type needs a mapping of its
/// own; a member written as no attribute (an empty optional or set) is left out, and one
/// missing when read is `missing_attribute` (unless it may be absent). Members the map holds
/// beyond these are ignored.
///
/// **Example**:
/// ```
/// template <> struct kp::attribute_mapping<Line>
///     : kp::members<"sku", &Line::sku, "qty", &Line::qty> {};
/// ```
template <detail::member_part... Parts>
struct members : detail::members_of<detail::members_shape_ok<Parts...>(), Parts...> {
 private:
  static constexpr bool arguments_are_pairs = detail::members_shape_ok<Parts...>();
  static_assert(arguments_are_pairs,
                "keyplate: kp::members takes pairs: a member's name, then a pointer to that data "
                "member (kp::members<\"sku\", &Line::sku, \"qty\", &Line::qty>)");
};

}  // namespace keyplate
