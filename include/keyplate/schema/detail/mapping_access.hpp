// keyplate: how the schema layer uses a type's `kp::attribute_mapping`: writing a value, reading
// one back with the path of the value that failed (`lines[2].qty`), checking a value before it
// is stored, and whether a value is written as no attribute at all. Each step uses the
// mapping's own member when it has one (the built-in mappings do), and the public
// `to_attribute` / `from_attribute` otherwise (a user's full mapping).
#pragma once

#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "../../dynamodb/attribute_value.hpp"
#include "../../error.hpp"
#include "../../result.hpp"

namespace keyplate {

/// How a C++ type is stored as one attribute's value. Specialize it for a type of your own:
/// derive from `kp::members<"name", &T::member, ...>` (the value is an `M` of those members),
/// or give the two functions yourself:
/// ```
/// template <> struct kp::attribute_mapping<Money> {
///   static ddb::attribute_value to_attribute(const Money& m);
///   static kp::result<Money> from_attribute(const ddb::attribute_value& a);
/// };
/// ```
/// `from_attribute` returns an error for a value it cannot read (its `field`, when set, names
/// the member at fault and is added to the path). keyplate maps strings, integers, `double`
/// and `float`, `bool`, `kp::number`, `kp::bytes`, `std::vector`, `std::map<std::string, T>`,
/// `std::set`s, `std::optional` and `ddb::attribute_value` itself (mappings.hpp).
template <class T>
struct attribute_mapping;

namespace detail {

// What a failed read found: the code, and the path of the value at fault below the one read
// (`[2].qty`), built on the way back up only when a read fails, so a read that succeeds builds
// no text.
struct mapping_reader {
  std::string path;
  error_code code = error_code::none;

  bool fail(error_code c) noexcept {
    code = c;
    return false;
  }
  // The read that failed was of element `element` (of a list or set) / member `member` (of a
  // map) of the value being read.
  bool fail_in(std::size_t element) {
    std::string index = "[";
    index += std::to_string(element);
    index += ']';
    path.insert(0, index);
    return false;
  }
  bool fail_in(std::string_view member) {
    path.insert(0, member);
    path.insert(0, 1, '.');
    return false;
  }
};

// Whether `attribute_mapping<T>` is defined with the two functions every mapping has.
template <class T>
concept mapped = requires(const T& value, const dynamodb::attribute_value& a) {
  { attribute_mapping<T>::to_attribute(value) } -> std::same_as<dynamodb::attribute_value>;
  { attribute_mapping<T>::from_attribute(a) } -> std::same_as<result<T>>;
};

// Each step below takes the mapping `M`, `attribute_mapping<T>` unless a field declares its own
// (a version attribute's).

// `value` as an attribute.
template <class T, class M = attribute_mapping<T>>
dynamodb::attribute_value write_mapped(const T& value) {
  return M::to_attribute(value);
}

// Reads `a` into `out`; false with `r` holding the code and the path of the value at fault.
template <class T, class M = attribute_mapping<T>>
bool read_mapped(const dynamodb::attribute_value& a, T& out, mapping_reader& r) {
  if constexpr (requires { M::read(a, out, r); }) {
    return M::read(a, out, r);
  } else {
    result<T> value = M::from_attribute(a);
    if (!value) {
      r.fail(value.error().code);
      if (!value.error().field.empty()) r.fail_in(value.error().field);
      return false;
    }
    out = std::move(*value);
    return true;
  }
}

// Whether `value` may be stored (a string is UTF-8, a double finite and in DynamoDB's range);
// false with `r` holding the code and the path of the value at fault. A user's mapping is
// trusted.
template <class T, class M = attribute_mapping<T>>
bool check_mapped(const T& value, mapping_reader& r) {
  if constexpr (requires { M::check(value, r); }) {
    return M::check(value, r);
  } else {
    (void)value;
    (void)r;
    return true;
  }
}

// Whether a `T` may be written as no attribute (an empty set, an empty optional), and whether
// `value` is; no attribute reads back as `T{}`.
template <class T, class M = attribute_mapping<T>>
inline constexpr bool may_be_absent = requires(const T& value) {
  { M::absent(value) } -> std::same_as<bool>;
};
template <class T, class M = attribute_mapping<T>>
bool absent_mapped(const T& value) {
  if constexpr (may_be_absent<T, M>) {
    return M::absent(value);
  } else {
    (void)value;
    return false;
  }
}
// Reads attribute `a` of a map or item, which may be missing (null).
template <class T, class M = attribute_mapping<T>>
bool read_member(const dynamodb::attribute_value* a, T& out, mapping_reader& r) {
  if (a != nullptr) return read_mapped<T, M>(*a, out, r);
  if constexpr (may_be_absent<T, M>) {
    out = T{};
    return true;
  } else {
    return r.fail(error_code::missing_attribute);
  }
}

// A built-in mapping's public reading: its path-aware `read` with the path dropped (the
// error's `field` stays empty).
template <class T>
result<T> read_alone(const dynamodb::attribute_value& a) {
  mapping_reader r;
  T out{};
  if (!attribute_mapping<T>::read(a, out, r)) return codec_error(r.code);
  return out;
}

}  // namespace detail
}  // namespace keyplate
