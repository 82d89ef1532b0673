// keyplate: the part of `dynamodb::attribute_value` (attribute_value.hpp) that recurses through
// the values a collection holds: the collections' storage, copying, the builders and accessors
// of lists, maps and sets, `visit`, and DynamoDB's equality (numbers by value, sets whatever
// their order).
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "../../detail/config.hpp"
#include "../../detail/decimal.hpp"
#include "../attribute_value.hpp"

namespace keyplate::dynamodb {

// A value holds values: copying, destroying and comparing one recurse, as deep as the nesting.
// NOLINTBEGIN(misc-no-recursion)
namespace detail_attribute {
// A collection's elements: the one member its type uses.
struct collections {
  attribute_list list;
  attribute_map map;
  attribute_set set;
};

KEYPLATE_NOINLINE inline void collections_deleter::operator()(collections* c) const noexcept {
  delete c;
}

inline const collections& empty() noexcept {
  static const collections none;
  return none;
}

// Whether two sets hold the same elements (each compared by `key`), whatever their order.
template <class Key>
bool same_set(const attribute_set& a, const attribute_set& b, Key key) {
  if (a.size() != b.size()) return false;
  std::vector<std::string> x, y;
  x.reserve(a.size());
  y.reserve(b.size());
  for (const std::string& e : a) x.push_back(key(e));
  for (const std::string& e : b) y.push_back(key(e));
  std::sort(x.begin(), x.end());
  std::sort(y.begin(), y.end());
  return x == y;
}
}  // namespace detail_attribute

inline attribute_value::attribute_value(const attribute_value& other)
    : text(other.text), type_(other.type_) {
  if (other.collections_) {
    collections_.reset(new detail_attribute::collections(*other.collections_));
  }
}
inline attribute_value& attribute_value::operator=(const attribute_value& other) {
  if (this != &other) *this = attribute_value(other);
  return *this;
}

inline detail_attribute::collections& attribute_value::own() {
  if (!collections_) collections_.reset(new detail_attribute::collections());
  return *collections_;
}

inline attribute_value attribute_value::list(attribute_list elements) {
  attribute_value v{attribute_kind::L, {}};
  v.own().list = std::move(elements);
  return v;
}
inline attribute_value attribute_value::map(attribute_map members) {
  attribute_value v{attribute_kind::M, {}};
  v.own().map = std::move(members);
  return v;
}
inline attribute_value attribute_value::set_of(attribute_kind kind, attribute_set elements) {
  attribute_value v{kind, {}};
  v.own().set = std::move(elements);
  return v;
}

inline const attribute_list* attribute_value::as_list() const noexcept {
  if (type_ != attribute_kind::L) return nullptr;
  return collections_ ? &collections_->list : &detail_attribute::empty().list;
}
inline attribute_list* attribute_value::as_list() {
  return type_ == attribute_kind::L ? &own().list : nullptr;
}
inline const attribute_map* attribute_value::as_map() const noexcept {
  if (type_ != attribute_kind::M) return nullptr;
  return collections_ ? &collections_->map : &detail_attribute::empty().map;
}
inline attribute_map* attribute_value::as_map() {
  return type_ == attribute_kind::M ? &own().map : nullptr;
}
inline const attribute_set* attribute_value::set(attribute_kind kind) const noexcept {
  if (type_ != kind) return nullptr;
  return collections_ ? &collections_->set : &detail_attribute::empty().set;
}
inline attribute_set* attribute_value::set(attribute_kind kind) {
  return type_ == kind ? &own().set : nullptr;
}

template <class F>
decltype(auto) attribute_value::visit(F&& f) const {
  using K = attribute_kind;
  switch (type_) {
    case K::N:
      return std::invoke(f, attribute_tag<K::N>{}, text);
    case K::B:
      return std::invoke(f, attribute_tag<K::B>{}, text);
    case K::BOOL:
      return std::invoke(f, attribute_tag<K::BOOL>{}, text == "true");
    case K::null:
      return std::invoke(f, attribute_tag<K::null>{}, nullptr);
    case K::L:
      return std::invoke(f, attribute_tag<K::L>{}, *as_list());
    case K::M:
      return std::invoke(f, attribute_tag<K::M>{}, *as_map());
    case K::SS:
      return std::invoke(f, attribute_tag<K::SS>{}, *as_string_set());
    case K::NS:
      return std::invoke(f, attribute_tag<K::NS>{}, *as_number_set());
    case K::BS:
      return std::invoke(f, attribute_tag<K::BS>{}, *as_binary_set());
    case K::S:
      break;
  }
  return std::invoke(f, attribute_tag<K::S>{}, text);
}

inline bool operator==(const attribute_value& a, const attribute_value& b) {
  if (a.type_ != b.type_) return false;
  const auto self = [](const std::string& s) -> const std::string& { return s; };
  switch (a.type_) {
    case attribute_kind::N:
      return detail::decimal::same_value(a.text, b.text);
    case attribute_kind::null:
      return true;
    case attribute_kind::L:
      return *a.as_list() == *b.as_list();
    case attribute_kind::M:
      return *a.as_map() == *b.as_map();
    case attribute_kind::SS:
    case attribute_kind::BS:
      return detail_attribute::same_set(*a.set(a.type_), *b.set(b.type_), self);
    case attribute_kind::NS:
      return detail_attribute::same_set(*a.set(a.type_), *b.set(b.type_),
                                        detail::decimal::comparison_key);
    case attribute_kind::S:
    case attribute_kind::B:
    case attribute_kind::BOOL:
      break;
  }
  return a.text == b.text;
}
// NOLINTEND(misc-no-recursion)

}  // namespace keyplate::dynamodb
