// keyplate: the text of a request's expressions. `placeholders` is the one allocator of a
// request's `#name` and `:value` placeholders: every expression a write adds through it (a
// user's condition today; the built-in conditions name their fixed placeholders, `#pk`,
// `#aN`, `#version`, which it never makes) gets names that collide with none and values that
// are each used once. `condition_text<Facts>` writes a checked condition (condition_checks.hpp)
// with its operands made into attribute values by their attribute's codec or mapping.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../../attribute_kind.hpp"
#include "../../detail/decimal.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../result.hpp"
#include "../conditions.hpp"
#include "attributes.hpp"
#include "condition_nodes.hpp"
#include "mapping_access.hpp"
#include "stored_kinds.hpp"

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

// The DynamoDB spelling of a comparison.
constexpr std::string_view comparison_text(comparison op) noexcept {
  constexpr std::string_view texts[] = {" = ", " <> ", " < ", " <= ", " > ", " >= "};
  return texts[static_cast<std::size_t>(op)];
}

// Whether `low` <= `high` as DynamoDB orders them: numbers by value, strings and binary
// byte-wise (values of other types, or of two types, are left for DynamoDB to judge).
inline bool ordered(const dynamodb::attribute_value& low, const dynamodb::attribute_value& high) {
  if (low.type() != high.type()) return true;
  switch (low.type()) {
    case attribute_kind::N: {
      const auto x = decimal::parse(low.text), y = decimal::parse(high.text);
      return !x || !y || decimal::compare(*x, *y) <= 0;
    }
    case attribute_kind::S:
    case attribute_kind::B:
      return low.text <= high.text;  // char_traits<char> compares as unsigned bytes
    default:
      return true;
  }
}

template <class Facts>
struct condition_text {
  // Writes `c` into `out`, its names and values through `p`. False, with `err` naming the
  // attribute, when an operand is not a value its attribute's codec or mapping accepts.
  template <class C>
  static bool write(const C& c, placeholders& p, std::string& out, error& err) {
    if constexpr (C::binds == binding::leaf) {
      return leaf(c, p, out, err);
    } else if constexpr (C::binds == binding::not_) {
      out += "NOT ";
      return nested<binding::not_>(c.operand, p, out, err);
    } else {
      constexpr binding self = C::binds;
      if (!nested<self>(c.left, p, out, err)) return false;
      out += self == binding::and_ ? " AND " : " OR ";
      return nested<self>(c.right, p, out, err);
    }
  }

 private:
  // A child of a node binding `Parent`-tightly: in parentheses when it binds less tightly.
  template <binding Parent, class C>
  static bool nested(const C& c, placeholders& p, std::string& out, error& err) {
    constexpr bool wrap = C::binds < Parent;
    if (wrap) out += '(';
    if (!write(c, p, out, err)) return false;
    if (wrap) out += ')';
    return true;
  }

  template <class Leaf>
  using codec_of = typename Facts::template codec_at<Facts::field_index(Leaf::name.view())>;

  // `x` as the attribute value the leaf's attribute stores for it.
  template <class Leaf, class V>
  static bool stored_value(const V& x, dynamodb::attribute_value& out, error& err) {
    using C = codec_of<Leaf>;
    std::optional<typename C::value_type> canonical;
    if (!assign_field<C>(canonical, x, Leaf::name.view(), err)) return false;
    out = to_item_attribute<C>(*canonical);
    return true;
  }
  template <class Leaf, class V>
  static bool operand(const V& x, placeholders& p, std::string& out, error& err) {
    dynamodb::attribute_value value;
    if (!stored_value<Leaf>(x, value, err)) return false;
    out += p.value(std::move(value));
    return true;
  }
  // `value` as an attribute, once its mapping accepts it (a string is UTF-8, a number valid).
  template <class Leaf, class T>
  static bool checked(const T& value, placeholders& p, std::string& out, error& err) {
    mapping_reader r;
    if (!check_mapped(value, r)) {
      err = data_error_at(r.code, Leaf::name.view());
      return false;
    }
    out += p.value(write_mapped(value));
    return true;
  }
  // `x` as an attribute value of its own (contains: an element of a set or list, a substring,
  // or on an attribute of open type a value of any mapped type).
  template <class Leaf, class V>
  static bool free_value(const V& x, placeholders& p, std::string& out, error& err) {
    using E = typename data_kind<typename codec_of<Leaf>::value_type>::element;
    if constexpr (std::is_same_v<V, dynamodb::attribute_value>) {
      out += p.value(x);
      return true;
    } else if constexpr (!std::is_void_v<E>) {
      return checked<Leaf>(E(x), p, out, err);
    } else if constexpr (std::is_convertible_v<const V&, std::string_view>) {
      return checked<Leaf>(std::string(std::string_view(x)), p, out, err);
    } else {
      return checked<Leaf>(x, p, out, err);
    }
  }

  template <class Leaf>
  static bool leaf(const Leaf& c, placeholders& p, std::string& out, error& err) {
    return with_operands(c, p.name(Leaf::name.view()), p, out, err);
  }

  template <fixed_string N, bool Exists>
  static bool with_operands(const exists_node<N, Exists>&, const std::string& name, placeholders&,
                            std::string& out, error&) {
    out += Exists ? "attribute_exists(" : "attribute_not_exists(";
    out += name;
    out += ')';
    return true;
  }
  template <fixed_string N, comparison Op, class V>
  static bool with_operands(const compare_node<N, Op, V>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    out += name;
    out += comparison_text(Op);
    return operand<compare_node<N, Op, V>>(c.operand, p, out, err);
  }
  template <fixed_string N, class V, class W>
  static bool with_operands(const between_node<N, V, W>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    using L = between_node<N, V, W>;
    dynamodb::attribute_value low, high;
    if (!stored_value<L>(c.low, low, err) || !stored_value<L>(c.high, high, err)) return false;
    if (!ordered(low, high)) {  // DynamoDB rejects a BETWEEN whose bounds are reversed
      err = error_at(error_code::invalid_range, N.view());
      return false;
    }
    out += name + " BETWEEN ";
    out += p.value(std::move(low));  // (one statement each: the placeholders in order)
    out += " AND ";
    out += p.value(std::move(high));
    return true;
  }
  template <fixed_string N, class... Vs>
  static bool with_operands(const in_node<N, Vs...>& c, const std::string& name, placeholders& p,
                            std::string& out, error& err) {
    out += name + " IN (";
    bool first = true;
    const bool ok = std::apply(
        [&](const auto&... v) {
          return ([&] {
            if (!first) out += ", ";
            first = false;
            return operand<in_node<N, Vs...>>(v, p, out, err);
          }() && ...);
        },
        c.operands);
    out += ')';
    return ok;
  }
  template <fixed_string N, class V>
  static bool with_operands(const begins_with_node<N, V>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    out += "begins_with(" + name + ", ";
    using L = begins_with_node<N, V>;
    if (!checked<L>(std::string(std::string_view(c.operand)), p, out, err)) return false;
    out += ')';
    return true;
  }
  template <fixed_string N, class V>
  static bool with_operands(const contains_node<N, V>& c, const std::string& name, placeholders& p,
                            std::string& out, error& err) {
    out += "contains(" + name + ", ";
    if (!free_value<contains_node<N, V>>(c.operand, p, out, err)) return false;
    out += ')';
    return true;
  }
  template <fixed_string N, comparison Op, class V>
  static bool with_operands(const size_node<N, Op, V>& c, const std::string& name, placeholders& p,
                            std::string& out, error&) {
    out += "size(" + name + ')';
    out += comparison_text(Op);
    out += p.value(dynamodb::attribute_value{attribute_kind::N, std::to_string(c.operand)});
    return true;
  }
  template <fixed_string N>
  static bool with_operands(const type_node<N>& c, const std::string& name, placeholders& p,
                            std::string& out, error&) {
    out += "attribute_type(" + name + ", ";
    out += p.value(dynamodb::attribute_value::string(std::string(to_string(c.kind))));
    out += ')';
    return true;
  }
};

// Adds the condition of the `kp::when` among `args` (if any) to request `r`'s condition,
// after the write's own: false, with `err` set, when an operand is refused.
template <class Facts, class Request, class... Args>
bool add_when(Request& r, error& err, const Args&... args) {
  return ([&](const auto& arg) {
    if constexpr (is_when<std::remove_cvref_t<decltype(arg)>>) {
      placeholders p(r.expression_attribute_names, r.expression_attribute_values);
      std::string text;
      if (!condition_text<Facts>::write(arg.condition, p, text, err)) return false;
      add_condition(r.condition_expression, text,
                    std::remove_cvref_t<decltype(arg.condition)>::binds);
    }
    return true;
  }(args) &&
          ...);
}

}  // namespace keyplate::detail
