// keyplate: the text of a request's conditions. `condition_text<Facts>` writes a checked
// condition (condition_checks.hpp), its names and values through the request's placeholders
// (placeholders.hpp), with its operands made into attribute values by the codec or mapping of
// what each leaf's path reaches (condition_paths.hpp).
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
#include "condition_paths.hpp"
#include "mapping_access.hpp"
#include "placeholders.hpp"
#include "stored_kinds.hpp"

namespace keyplate::detail {

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
    } else if constexpr (std::is_same_v<C, unexpired_node>) {
      unexpired(c, p, out);
      return true;
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

  // The codec of what the leaf's path reaches (checked: the path leads somewhere).
  template <class Leaf>
  using codec_of =
      typename path_target<typename Facts::template codec_at<Facts::field_index(Leaf::name.view())>,
                           typename Leaf::path>::codec;
  // The leaf's path, as errors name it.
  template <class Leaf>
  static constexpr std::string_view path_of = path_text<typename Leaf::path>.view();

  // `x` as the attribute value the leaf's attribute stores for it.
  template <class Leaf, class V>
  static bool stored_value(const V& x, dynamodb::attribute_value& out, error& err) {
    using C = codec_of<Leaf>;
    std::optional<typename C::value_type> canonical;
    if (!assign_field<C>(canonical, x, path_of<Leaf>, err)) return false;
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
      err = data_error_at(r.code, path_of<Leaf>);
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

  // `kp::not_expired(now)`: the TTL attribute is absent (the item never expires) or not before
  // `now` (DynamoDB's TTL expires an item once its time is less than the current time).
  static void unexpired(const unexpired_node& c, placeholders& p, std::string& out) {
    const std::string ttl = p.name(Facts::field_names[Facts::ttl_index]);
    out += "attribute_not_exists(" + ttl + ") OR " + ttl + " >= ";
    out += p.value(dynamodb::attribute_value{attribute_kind::N, std::to_string(c.now)});
  }
  template <class Leaf>
  static bool leaf(const Leaf& c, placeholders& p, std::string& out, error& err) {
    return with_operands(c, path_expression(typename Leaf::path{}, p), p, out, err);
  }
  // `#n0.#n1[2]`: each name through the placeholders, each position as a number.
  template <fixed_string Name, path_step... Steps>
  static std::string path_expression(attribute_path<Name, Steps...>, placeholders& p) {
    std::string text = p.name(Name.view());
    (
        [&] {
          if constexpr (Steps.element) {
            text += '[';
            text += std::to_string(Steps.index);
            text += ']';
          } else {
            text += '.';
            text += p.name(Steps.member());
          }
        }(),
        ...);
    return text;
  }

  template <class P, bool Exists>
  static bool with_operands(const exists_node<P, Exists>&, const std::string& name, placeholders&,
                            std::string& out, error&) {
    out += Exists ? "attribute_exists(" : "attribute_not_exists(";
    out += name;
    out += ')';
    return true;
  }
  template <class P, comparison Op, class V>
  static bool with_operands(const compare_node<P, Op, V>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    out += name;
    out += comparison_text(Op);
    return operand<compare_node<P, Op, V>>(c.operand, p, out, err);
  }
  template <class P, class V, class W>
  static bool with_operands(const between_node<P, V, W>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    using L = between_node<P, V, W>;
    dynamodb::attribute_value low, high;
    if (!stored_value<L>(c.low, low, err) || !stored_value<L>(c.high, high, err)) return false;
    if (!ordered(low, high)) {  // DynamoDB rejects a BETWEEN whose bounds are reversed
      err = error_at(error_code::invalid_range, path_of<L>);
      return false;
    }
    out += name + " BETWEEN ";
    out += p.value(std::move(low));  // (one statement each: the placeholders in order)
    out += " AND ";
    out += p.value(std::move(high));
    return true;
  }
  template <class P, class... Vs>
  static bool with_operands(const in_node<P, Vs...>& c, const std::string& name, placeholders& p,
                            std::string& out, error& err) {
    out += name + " IN (";
    bool first = true;
    const bool ok = std::apply(
        [&](const auto&... v) {
          return ([&] {
            if (!first) out += ", ";
            first = false;
            return operand<in_node<P, Vs...>>(v, p, out, err);
          }() && ...);
        },
        c.operands);
    out += ')';
    return ok;
  }
  template <class P, class V>
  static bool with_operands(const begins_with_node<P, V>& c, const std::string& name,
                            placeholders& p, std::string& out, error& err) {
    out += "begins_with(" + name + ", ";
    using L = begins_with_node<P, V>;
    if (!checked<L>(std::string(std::string_view(c.operand)), p, out, err)) return false;
    out += ')';
    return true;
  }
  template <class P, class V>
  static bool with_operands(const contains_node<P, V>& c, const std::string& name, placeholders& p,
                            std::string& out, error& err) {
    out += "contains(" + name + ", ";
    if (!free_value<contains_node<P, V>>(c.operand, p, out, err)) return false;
    out += ')';
    return true;
  }
  template <class P, comparison Op, class V>
  static bool with_operands(const size_node<P, Op, V>& c, const std::string& name, placeholders& p,
                            std::string& out, error&) {
    out += "size(" + name + ')';
    out += comparison_text(Op);
    out += p.value(dynamodb::attribute_value{attribute_kind::N, std::to_string(c.operand)});
    return true;
  }
  template <class P>
  static bool with_operands(const type_node<P>& c, const std::string& name, placeholders& p,
                            std::string& out, error&) {
    out += "attribute_type(" + name + ", ";
    out += p.value(dynamodb::attribute_value::string(std::string(to_string(c.kind))));
    out += ')';
    return true;
  }
};

// Adds `arg`'s condition, when it is a `kp::when`, to request `r`'s condition, after the
// write's own: false, with `err` set, when an operand is refused. One function per argument
// type, so per condition type, whatever the call's other arguments.
template <class Facts, class Request, class Arg>
bool add_when_of(Request& r, error& err, const Arg& arg) {
  if constexpr (is_when<Arg>) {
    placeholders p(r.expression_attribute_names, r.expression_attribute_values);
    std::string text;
    if (!condition_text<Facts>::write(arg.condition, p, text, err)) return false;
    add_condition(r.condition_expression, text, decltype(arg.condition)::binds);
    return true;
  } else {
    return true;
  }
}
// Adds the condition of the `kp::when` among `args` (if any) to request `r`'s condition.
template <class Facts, class Request, class... Args>
bool add_when(Request& r, error& err, const Args&... args) {
  return (add_when_of<Facts>(r, err, args) && ...);
}

}  // namespace keyplate::detail
