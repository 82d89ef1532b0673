// keyplate: `dynamodb::item`, one DynamoDB item as plain data: attribute name -> value
// (`dynamodb::attribute_value`, any of DynamoDB's types, in its own header).
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "attribute_value.hpp"

namespace keyplate::detail {
struct item_builder;
}  // namespace keyplate::detail

namespace keyplate::dynamodb {

/// An item: attributes by name, kept sorted by name (byte-wise), each name once. What
/// `Entity::item` builds and `Entity::decode_item` / `Schema::identify` read; with
/// `<keyplate/dynamodb_json.hpp>` it converts to and from DynamoDB JSON.
///
/// **Example**:
/// ```
/// ddb::item it;
/// it.set("pk", {kp::attribute_kind::S, "CUSTOMER#42"});
/// if (const ddb::attribute_value* v = it.find("pk")) use(v->text);
/// ```
class item {
 public:
  using value_type = std::pair<std::string, attribute_value>;
  using const_iterator = std::vector<value_type>::const_iterator;

  item() = default;

  /// Sets attribute `name` to `value`, replacing an attribute of that name.
  void set(std::string_view name, attribute_value value) {
    // Attributes written in name order (as `Entity::item` does) append in constant time.
    if (attributes_.empty() || std::string_view(attributes_.back().first) < name) {
      append(name, std::move(value));
      return;
    }
    const auto at = lower_bound(name);
    if (at != attributes_.end() && at->first == name) {
      at->second = std::move(value);
    } else {
      attributes_.emplace(at, std::string(name), std::move(value));
    }
  }

  /// The attribute named `name`, or null.
  const attribute_value* find(std::string_view name) const noexcept {
    // An item of a few attributes (an entity's, typically) is searched in order, comparing
    // lengths first: cheaper than a binary search's string comparisons.
    if (attributes_.size() <= 16) {
      for (const value_type& a : attributes_) {
        if (a.first.size() == name.size() && std::string_view(a.first) == name) return &a.second;
      }
      return nullptr;
    }
    const auto at = std::lower_bound(
        attributes_.begin(), attributes_.end(), name,
        [](const value_type& a, std::string_view n) { return std::string_view(a.first) < n; });
    return at != attributes_.end() && at->first == name ? &at->second : nullptr;
  }
  bool contains(std::string_view name) const noexcept { return find(name) != nullptr; }

  /// Removes attribute `name`; false when there was none.
  bool erase(std::string_view name) {
    const auto at = lower_bound(name);
    if (at == attributes_.end() || at->first != name) return false;
    attributes_.erase(at);
    return true;
  }

  /// Room for `n` attributes without reallocating.
  void reserve(std::size_t n) { attributes_.reserve(n); }
  std::size_t size() const noexcept { return attributes_.size(); }
  bool empty() const noexcept { return attributes_.empty(); }
  /// The attributes in name order.
  const_iterator begin() const noexcept { return attributes_.begin(); }
  const_iterator end() const noexcept { return attributes_.end(); }

  friend bool operator==(const item&, const item&) = default;

 private:
  // `Entity::item` writes its attributes in an order sorted at compile time (the one door).
  friend struct keyplate::detail::item_builder;

  // Appends attribute `name`, which sorts after every attribute already here.
  void append(std::string_view name, attribute_value&& value) {
    attributes_.emplace_back(std::piecewise_construct, std::forward_as_tuple(name),
                             std::forward_as_tuple(std::move(value)));
  }
  void append(std::string&& name, attribute_value&& value) {
    attributes_.emplace_back(std::move(name), std::move(value));
  }

  std::vector<value_type>::iterator lower_bound(std::string_view name) {
    return std::lower_bound(
        attributes_.begin(), attributes_.end(), name,
        [](const value_type& a, std::string_view n) { return std::string_view(a.first) < n; });
  }

  std::vector<value_type> attributes_;
};

}  // namespace keyplate::dynamodb

namespace keyplate::detail {

// The one door to `item::append`: what builds an item from attributes already in name order.
struct item_builder {
  // Appends attribute `name`, which sorts after every attribute `it` has.
  static void append(dynamodb::item& it, std::string_view name, dynamodb::attribute_value&& value) {
    it.append(name, std::move(value));
  }
  static void append(dynamodb::item& it, std::string&& name, dynamodb::attribute_value&& value) {
    it.append(std::move(name), std::move(value));
  }
  // `attributes`, in name order with no name twice, as the whole of `it` (the vector itself:
  // no attribute moves).
  static void adopt(dynamodb::item& it, std::vector<dynamodb::item::value_type>&& attributes) {
    it.attributes_ = std::move(attributes);
  }
  // Adds a copy of every attribute of `extra` to `it`: both are in name order and share no
  // name, so one walk merges them (no search and no insertion in the middle per attribute).
  static void merge(dynamodb::item& it, const dynamodb::item& extra) {
    dynamodb::item merged;
    merged.reserve(it.size() + extra.size());
    auto next = it.attributes_.begin();
    const auto last = it.attributes_.end();
    for (const auto& [name, value] : extra.attributes_) {
      for (; next != last && next->first < name; ++next) {
        merged.append(next->first, std::move(next->second));
      }
      merged.append(name, dynamodb::attribute_value(value));
    }
    for (; next != last; ++next) merged.append(next->first, std::move(next->second));
    it = std::move(merged);
  }
};

}  // namespace keyplate::detail
