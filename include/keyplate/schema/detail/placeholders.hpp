// keyplate: `placeholders`, the one allocator of a request's `#name` and `:value` placeholders:
// every expression a request adds through it (a user's condition or filter; the built-in
// conditions and key conditions name their fixed placeholders, `#pk`, `#aN`, `#version`,
// `:pk`, which it never makes) gets names that collide with none and values that are each used
// once. `add_condition` joins a condition to the ones before it.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include "../../dynamodb/attribute_value.hpp"
#include "condition_nodes.hpp"

namespace keyplate::detail {

class placeholders {
 public:
  placeholders(std::map<std::string, std::string>& names,
               std::map<std::string, dynamodb::attribute_value>& values) noexcept
      : names_(names), values_(values) {}

  // The placeholder of attribute `name`: the one the request already has for it, else a new
  // `#nK`.
  std::string name(std::string_view attribute) {
    for (const auto& [placeholder, named] : names_) {
      if (named == attribute) return placeholder;
    }
    std::string placeholder = fresh('#', names_);
    names_.emplace(placeholder, attribute);
    return placeholder;
  }
  // A new placeholder `:vK` for `value`.
  std::string value(dynamodb::attribute_value v) {
    std::string placeholder = fresh(':', values_);
    values_.emplace(placeholder, std::move(v));
    return placeholder;
  }

 private:
  // The first of `#n0`, `#n1` ... (`:v0` ...) that `taken` does not hold.
  template <class Map>
  std::string fresh(char sigil, const Map& taken) {
    std::size_t& next = sigil == '#' ? next_name_ : next_value_;
    for (;; ++next) {
      std::string p{sigil, sigil == '#' ? 'n' : 'v'};
      p += std::to_string(next);
      if (!taken.contains(p)) {
        ++next;
        return p;
      }
    }
  }

  std::map<std::string, std::string>& names_;
  std::map<std::string, dynamodb::attribute_value>& values_;
  std::size_t next_name_ = 0;
  std::size_t next_value_ = 0;
};

// Appends `term` to `condition` with ` AND `, in parentheses when it is an OR (which binds
// less tightly than AND): `attribute_exists(#pk) AND (a OR b)`.
inline void add_condition(std::string& condition, std::string_view term,
                          binding binds = binding::leaf) {
  if (condition.empty()) {
    condition += term;  // (not `=`: g++ 12 -O3 reports a false -Wrestrict for that)
    return;
  }
  condition += " AND ";
  if (binds == binding::or_) condition += '(';
  condition += term;
  if (binds == binding::or_) condition += ')';
}

}  // namespace keyplate::detail
