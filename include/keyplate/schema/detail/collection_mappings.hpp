// keyplate: the built-in mappings of collections: `std::vector<T>` (L), `std::map<std::string,
// T>` (M), `std::set` of strings, integers, `kp::number` or `kp::bytes` (SS, NS, BS) and
// `std::optional<T>`. A value that is written as no attribute (an empty set, an empty optional)
// is left out of a map, and is `NULL` in a list, where nothing can be left out; `NULL` and no
// attribute read back as that value. A collection is mapped when its elements are.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../dynamodb/attribute_value.hpp"
#include "../../result.hpp"
#include "mapping_access.hpp"
#include "scalar_mappings.hpp"

namespace keyplate {

namespace detail {
// An element of a list (or a member of a map): a value written as no attribute is `NULL`.
template <class T>
dynamodb::attribute_value write_element(const T& value) {
  if (absent_mapped(value)) return dynamodb::attribute_value::null();
  return write_mapped(value);
}
template <class T>
bool read_element(const dynamodb::attribute_value& a, T& out, mapping_reader& r) {
  if constexpr (may_be_absent<T>) {
    if (a.is_null()) {
      out = T{};
      return true;
    }
  }
  return read_mapped(a, out, r);
}

// The set type a `std::set<E>` is written as.
template <class E>
inline constexpr attribute_kind set_kind_of = std::is_same_v<E, std::string> ? attribute_kind::SS
                                              : std::is_same_v<E, bytes>     ? attribute_kind::BS
                                                                             : attribute_kind::NS;
template <class E>
inline constexpr bool set_element = std::is_same_v<E, std::string> || std::is_same_v<E, bytes> ||
                                    std::is_same_v<E, number> || mapped_integer<E>;
}  // namespace detail

/// `std::vector<T>`: `L`, element by element (an error's path names the element: `lines[2]`).
template <class T, class A>
requires detail::mapped<T>
struct attribute_mapping<std::vector<T, A>> : detail::read_mapping_base<std::vector<T, A>> {
  using type = std::vector<T, A>;
  static dynamodb::attribute_value to_attribute(const type& v) {
    dynamodb::attribute_list out;
    out.reserve(v.size());
    for (const T& element : v) out.push_back(detail::write_element(element));
    return dynamodb::attribute_value::list(std::move(out));
  }
  static bool read(const dynamodb::attribute_value& a, type& out, detail::mapping_reader& r) {
    const dynamodb::attribute_list* list = a.as_list();
    if (list == nullptr) return r.fail(error_code::wrong_attribute_type);
    out.clear();
    out.resize(list->size());
    for (std::size_t i = 0; i != list->size(); ++i) {
      if constexpr (std::is_same_v<T, bool>) {  // std::vector<bool> holds no bool to read into
        bool element = false;
        if (!detail::read_element((*list)[i], element, r)) return r.fail_in(i);
        out[i] = element;
      } else if (!detail::read_element((*list)[i], out[i], r)) {
        return r.fail_in(i);
      }
    }
    return true;
  }
  static bool check(const type& v, detail::mapping_reader& r) {
    for (std::size_t i = 0; i != v.size(); ++i) {
      if (!detail::check_mapped(v[i], r)) return r.fail_in(i);
    }
    return true;
  }
};

/// `std::map<std::string, T>`: `M`, member by member (a path names the member: `prices.EUR`);
/// a value written as no attribute is left out. A member's name follows DynamoDB's naming rule
/// (`dynamodb::name_problem`): "" is `empty_name`, 64 KB or more `long_name`.
template <class T, class C, class A>
requires detail::mapped<T>
struct attribute_mapping<std::map<std::string, T, C, A>>
    : detail::read_mapping_base<std::map<std::string, T, C, A>> {
  using type = std::map<std::string, T, C, A>;
  static dynamodb::attribute_value to_attribute(const type& m) {
    dynamodb::attribute_map out;
    for (const auto& [name, value] : m) {
      if (!detail::absent_mapped(value)) out.emplace(name, detail::write_mapped(value));
    }
    return dynamodb::attribute_value::map(std::move(out));
  }
  static bool read(const dynamodb::attribute_value& a, type& out, detail::mapping_reader& r) {
    const dynamodb::attribute_map* map = a.as_map();
    if (map == nullptr) return r.fail(error_code::wrong_attribute_type);
    out.clear();
    for (const auto& [name, value] : *map) {
      if (!detail::read_element(value, out[name], r)) return r.fail_in(name);
    }
    return true;
  }
  static bool check(const type& m, detail::mapping_reader& r) {
    for (const auto& [name, value] : m) {
      // DynamoDB's naming rule holds for a map's members too: 1 byte to under 64 KB.
      if (const error_code c = dynamodb::name_problem(name); c != error_code::none) {
        return r.fail(c);
      }
      if (!attribute_mapping<std::string>::check(name, r) || !detail::check_mapped(value, r)) {
        return r.fail_in(name);
      }
    }
    return true;
  }
};

/// `std::set` of strings (`SS`), of integers or `kp::number` (`NS`), of `kp::bytes` (`BS`).
/// DynamoDB has no empty set: an empty set is written as no attribute (`NULL` inside a list)
/// and reads back empty.
template <class E, class C, class A>
requires detail::set_element<E>
struct attribute_mapping<std::set<E, C, A>> : detail::read_mapping_base<std::set<E, C, A>> {
  using type = std::set<E, C, A>;
  static constexpr attribute_kind kind = detail::set_kind_of<E>;
  static dynamodb::attribute_value to_attribute(const type& s) {
    if (s.empty()) return dynamodb::attribute_value::null();
    dynamodb::attribute_set out;
    out.reserve(s.size());
    for (const E& element : s) out.push_back(std::move(detail::write_mapped(element).text));
    if constexpr (kind == attribute_kind::SS) {
      return dynamodb::attribute_value::string_set(std::move(out));
    } else if constexpr (kind == attribute_kind::NS) {
      return dynamodb::attribute_value::number_set(std::move(out));
    } else {
      return dynamodb::attribute_value::binary_set(std::move(out));
    }
  }
  static bool read(const dynamodb::attribute_value& a, type& out, detail::mapping_reader& r) {
    out.clear();
    if (a.is_null()) return true;
    if (a.type() != kind) return r.fail(error_code::wrong_attribute_type);
    const attribute_kind scalar = kind == attribute_kind::SS   ? attribute_kind::S
                                  : kind == attribute_kind::NS ? attribute_kind::N
                                                               : attribute_kind::B;
    std::size_t i = 0;
    for (const std::string& text : set_of(a)) {
      E value{};
      if (!detail::read_mapped(dynamodb::attribute_value(scalar, text), value, r)) {
        return r.fail_in(i);
      }
      if (!out.insert(std::move(value)).second) {
        r.fail(error_code::duplicate_in_set);
        return r.fail_in(i);
      }
      ++i;
    }
    return true;
  }
  static bool absent(const type& s) noexcept { return s.empty(); }
  static bool check(const type& s, detail::mapping_reader& r) {
    std::size_t i = 0;
    for (const E& element : s) {
      if (!detail::check_mapped(element, r)) return r.fail_in(i);
      ++i;
    }
    return true;
  }

 private:
  static const dynamodb::attribute_set& set_of(const dynamodb::attribute_value& a) {
    if constexpr (kind == attribute_kind::SS) {
      return *a.as_string_set();
    } else if constexpr (kind == attribute_kind::NS) {
      return *a.as_number_set();
    } else {
      return *a.as_binary_set();
    }
  }
};

/// `std::optional<T>`: the value, or no attribute when empty (`NULL` inside a list).
template <class T>
requires detail::mapped<T>
struct attribute_mapping<std::optional<T>> : detail::read_mapping_base<std::optional<T>> {
  using type = std::optional<T>;
  static dynamodb::attribute_value to_attribute(const type& v) {
    return v ? detail::write_mapped(*v) : dynamodb::attribute_value::null();
  }
  static bool read(const dynamodb::attribute_value& a, type& out, detail::mapping_reader& r) {
    if (a.is_null()) {
      out.reset();
      return true;
    }
    return detail::read_mapped(a, out.emplace(), r);
  }
  static bool absent(const type& v) noexcept { return !v.has_value(); }
  static bool check(const type& v, detail::mapping_reader& r) {
    return !v || detail::check_mapped(*v, r);
  }
};

}  // namespace keyplate
