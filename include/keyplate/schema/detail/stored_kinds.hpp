// keyplate: the DynamoDB type each field of an entity is stored as, known at compile time
// (`stored_kind_of<C>`): what conditions check their operators against (`contains` needs a
// string, a set or a list) and what `describe` prints.
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "../../attribute_kind.hpp"
#include "../../codec.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../bytes.hpp"
#include "../fields.hpp"
#include "../number.hpp"
#include "collection_mappings.hpp"
#include "scalar_mappings.hpp"

namespace keyplate::detail {

// What is known of the type a field is stored as: a DynamoDB type, `any` for a raw
// `ddb::attribute_value` (any type), `custom` for a user's mapping (unknown until written).
struct stored_kind {
  enum class form : unsigned char { known, any, custom };
  form what = form::custom;
  attribute_kind kind = attribute_kind::S;  // when `what == known`

  static constexpr stored_kind of(attribute_kind k) noexcept { return {form::known, k}; }
  constexpr bool is(attribute_kind k) const noexcept { return what == form::known && kind == k; }
  // Whether the type is unknown at compile time (`any` or `custom`): checks let it pass.
  constexpr bool open() const noexcept { return what != form::known; }
  constexpr bool is_set() const noexcept {
    return is(attribute_kind::SS) || is(attribute_kind::NS) || is(attribute_kind::BS);
  }
};

// The type a data attribute of C++ type `T` is written as.
template <class T>
struct data_kind {
  static constexpr stored_kind value = [] {
    if constexpr (std::is_same_v<T, std::string>) {
      return stored_kind::of(attribute_kind::S);
    } else if constexpr (std::is_same_v<T, bool>) {
      return stored_kind::of(attribute_kind::BOOL);
    } else if constexpr (std::is_same_v<T, bytes>) {
      return stored_kind::of(attribute_kind::B);
    } else if constexpr (mapped_integer<T> || std::is_floating_point_v<T> ||
                         std::is_same_v<T, number> || std::is_same_v<T, std::chrono::sys_seconds>) {
      return stored_kind::of(attribute_kind::N);
    } else if constexpr (std::is_same_v<T, dynamodb::attribute_value>) {
      return stored_kind{stored_kind::form::any};
    } else if constexpr (requires { &attribute_mapping<T>::read; }) {
      return stored_kind::of(attribute_kind::M);  // kp::members
    } else {
      return stored_kind{};
    }
  }();
  using element = void;  // the element type of a set or list
};
template <class T>
struct data_kind<std::optional<T>> : data_kind<T> {};
template <class T, class A>
struct data_kind<std::vector<T, A>> {
  static constexpr stored_kind value = stored_kind::of(attribute_kind::L);
  using element = T;
};
template <class T, class C, class A>
struct data_kind<std::map<std::string, T, C, A>> {
  static constexpr stored_kind value = stored_kind::of(attribute_kind::M);
  using element = void;
};
template <class E, class C, class A>
struct data_kind<std::set<E, C, A>> {
  static constexpr stored_kind value = stored_kind::of(set_kind_of<E>);
  using element = E;
};

// The type a field of codec `C` (or a data attribute's `mapped_value`) is stored as: a codec
// with an attribute form as that form, any other codec as `S` (its key form).
template <class C>
constexpr stored_kind stored_kind_of() noexcept {
  if constexpr (is_mapped_value<C>) {
    return data_kind<typename C::value_type>::value;
  } else if constexpr (attribute_codec<C>) {
    return stored_kind::of(C::attribute_type);
  } else {
    return stored_kind::of(attribute_kind::S);
  }
}

}  // namespace keyplate::detail
