// keyplate: paging cursors of native indexes (`kp::native_index`). A page of a query on such an
// index ends with a `LastEvaluatedKey` holding the table's key attributes and every attribute
// of the index, typed `S`, `N` or `B` (a version 2 cursor text, cursor_text.hpp).
// `cursor::validate_native` accepts such a key only as a page of exactly one query, as
// `cursor::validate` does for an index keyed by templates: the query's key condition is read
// back (`native_condition_of`) and the key's values are compared with its values as DynamoDB
// orders them (numbers by value, strings and binary by unsigned bytes).
//
// The query format is what native_queries.hpp writes: attribute #I of `Index::attributes`
// (partition attributes first) is `#kI` with value `:kI` in `key_values`; one term per given
// attribute, in key order, joined by " AND ": every partition attribute `#kI = :kI`, then the
// leading sort attributes likewise, the last of them by `=`, `<`, `<=`, `>`, `>=`,
// `#kI BETWEEN :kI AND :kIend` or `begins_with(#kI, :kI)`.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../../attribute_kind.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../dynamodb/item.hpp"
#include "../../result.hpp"
#include "../number.hpp"
#include "attributes.hpp"
#include "cursor.hpp"

namespace keyplate::detail::cursor {

// The operator of one term of a native key condition.
enum class native_operator : unsigned char {
  equals,
  less,
  less_equal,
  greater,
  greater_equal,
  between,
  begins_with,
};

// A native key condition read back: `ops[I]` is the operator on `Index::attributes[I]`, for
// the first `count` attributes (every partition attribute, then the leading sort attributes).
template <class Index>
struct native_condition {
  std::array<native_operator, Index::attributes.size()> ops{};
  std::size_t count = 0;
};

// The placeholder `#kI` or `:kI` (`prefix` '#' or ':') of key attribute #I (I < 10).
inline std::string key_placeholder(char prefix, std::size_t i) {
  return {prefix, 'k', static_cast<char>('0' + i)};
}

// Whether `q` names its placeholders as a query of `Index` does: `#k0` to `#k(P-1)` present, and
// every `#kI` present (I digits) names `Index::attributes[I]`, so a query of another index
// (other attributes, or more of them) does not match. Other names (a filter's `#nK`) may be
// there; a filter on a key attribute uses its `#kI`.
template <class Index>
bool native_names_match(const dynamodb::query_parts& q) {
  const auto& names = q.expression_attribute_names;
  for (std::size_t i = 0; i != Index::partition_count; ++i) {
    if (!names.contains(key_placeholder('#', i))) return false;
  }
  return std::ranges::all_of(names, [](const auto& named) {
    const std::string_view p = named.first;
    if (p.size() < 3 || !p.starts_with("#k") ||
        p.find_first_not_of("0123456789", 2) != std::string_view::npos) {
      return true;  // not a key attribute's placeholder
    }
    // "#k" and one digit: an index has at most eight attributes (#k01, #k10 are none's).
    const auto i = static_cast<std::size_t>(p[2] - '0');
    return p.size() == 3 && i < Index::attributes.size() && named.second == Index::attributes[i];
  });
}

// Removes `prefix` from the front of `e`, when `e` begins with it.
inline bool take_prefix(std::string_view& e, std::string_view prefix) noexcept {
  if (!e.starts_with(prefix)) return false;
  e.remove_prefix(prefix.size());
  return true;
}

/// The key condition of `q` read back for `Index`, when it is one a query of `Index` writes
/// (above); nothing for any other text, which cannot be checked. Its placeholders are not
/// looked up (`native_names_match`, and the values where they are compared).
template <class Index>
std::optional<native_condition<Index>> native_condition_of(const dynamodb::query_parts& q) {
  using enum native_operator;
  static constexpr std::pair<std::string_view, native_operator> operators[] = {
      {"= ", equals},  {"< ", less},           {"<= ", less_equal},
      {"> ", greater}, {">= ", greater_equal}, {"BETWEEN ", between}};
  std::string_view e = q.key_condition_expression;
  native_condition<Index> c;
  for (; c.count != Index::attributes.size() && !e.empty(); ++c.count) {
    if (c.count != 0 && !take_prefix(e, " AND ")) return std::nullopt;
    const std::string n = key_placeholder('#', c.count);
    const std::string v = key_placeholder(':', c.count);
    native_operator op = begins_with;
    if (take_prefix(e, "begins_with(")) {  // begins_with(#kI, :kI)
      if (!(take_prefix(e, n) && take_prefix(e, ", ") && take_prefix(e, v) &&
            take_prefix(e, ")"))) {
        return std::nullopt;
      }
    } else {  // #kI <op> :kI, #kI BETWEEN :kI AND :kIend
      if (!take_prefix(e, n) || !take_prefix(e, " ")) return std::nullopt;
      const auto* o =
          std::ranges::find_if(operators, [&e](const auto& x) { return e.starts_with(x.first); });
      if (o == std::end(operators)) return std::nullopt;
      e.remove_prefix(o->first.size());
      if (!take_prefix(e, v)) return std::nullopt;
      op = o->second;
      if (op == between &&
          !(take_prefix(e, " AND ") && take_prefix(e, v) && take_prefix(e, "end"))) {
        return std::nullopt;
      }
    }
    c.ops[c.count] = op;
    // A partition attribute is given by equality; a condition ends the key condition.
    if (op != equals && (c.count < Index::partition_count || !e.empty())) return std::nullopt;
  }
  if (!e.empty() || c.count < Index::partition_count) return std::nullopt;
  return c;
}

/// Whether `q` is a query of native index `Index`: its `IndexName`, its placeholders and a key
/// condition `native_condition_of` reads back.
template <class Index>
bool is_native_query_of(const dynamodb::query_parts& q) {
  return q.index_name == Index::name && native_names_match<Index>(q) &&
         native_condition_of<Index>(q).has_value();
}

// How key value `a` compares with query value `b` (-1, 0, 1), as DynamoDB orders one key type;
// nothing when their types differ, `b` is empty (DynamoDB refuses an empty key value) or not a
// number DynamoDB accepts. (`a` comes from a cursor: canonical.)
inline std::optional<int> native_compare(const dynamodb::attribute_value& a,
                                         const dynamodb::attribute_value& b) {
  if (a.type() != b.type() || b.text.empty()) return std::nullopt;
  if (a.type() == attribute_kind::N) {
    const result<number> x = number::parse(a.text);
    const result<number> y = number::parse(b.text);
    if (!x || !y) return std::nullopt;
    return *x < *y ? -1 : *y < *x ? 1 : 0;
  }
  if (a.type() != attribute_kind::S && a.type() != attribute_kind::B) return std::nullopt;
  const int c = std::string_view(a.text).compare(b.text);  // unsigned bytes
  return c < 0 ? -1 : c > 0 ? 1 : 0;
}

// Whether key value `a` satisfies `op` with the query's values `lo` (`:kI`) and `hi` (`:kIend`,
// null but for BETWEEN). False when a value is missing or of another type.
inline bool native_satisfies(const dynamodb::attribute_value& a, native_operator op,
                             const dynamodb::attribute_value* lo,
                             const dynamodb::attribute_value* hi) {
  using enum native_operator;
  if (lo == nullptr) return false;
  const std::optional<int> c = native_compare(a, *lo);
  if (!c) return false;
  switch (op) {
    case equals:
      return *c == 0;
    case less:
      return *c < 0;
    case less_equal:
      return *c <= 0;
    case greater:
      return *c > 0;
    case greater_equal:
      return *c >= 0;
    case between: {
      const std::optional<int> d = hi != nullptr ? native_compare(a, *hi) : std::nullopt;
      return *c >= 0 && d && *d <= 0;
    }
    case begins_with:  // strings and binary only, by bytes
      return a.type() != attribute_kind::N && std::string_view(a.text).starts_with(lo->text);
  }
  return false;
}

// Whether `a` is native attribute #I of entity E as E writes it: its field's attribute type,
// and canonical (its codec reads it and writes the same text back).
template <class E, class Index, std::size_t I>
bool native_attribute_of(const dynamodb::attribute_value& a) {
  constexpr std::size_t f = E::field_index(Index::attributes[I]);
  if constexpr (f == E::field_count || E::field_data[f < E::field_count ? f : 0]) {
    return false;  // no such field, or a data attribute: E's declaration check reports it
  } else {
    using C = typename E::template codec_at<f>;
    const result<typename C::value_type> v = from_item_attribute<C>(a);
    if (!v) return false;
    const dynamodb::attribute_value back = to_item_attribute<C>(*v);
    return back.type() == a.type() && back.text == a.text;
  }
}

// Whether `key`'s attributes are canonical keys of entity E on the table and on native `Index`.
template <class E, class Table, class Index>
bool native_keys_of_entity(const dynamodb::item& key) {
  if constexpr (!E::template has_native<Index>) {
    return false;
  } else {
    return keys_of_entity<E, Table, Table>(key) &&
           [&key]<std::size_t... I>(std::index_sequence<I...>) {
      return (native_attribute_of<E, Index, I>(*key.find(Index::attributes[I])) && ...);
    }
    (std::make_index_sequence<Index::attributes.size()>{});
  }
}

/// `key` when it is a page's end of query `q` on native index `Index`: `q` a query of `Index`
/// (`is_native_query_of`), `key` exactly the index's attributes and the table's, canonical keys
/// of one of `Es` that is on `Index`, every partition attribute `q`'s value, the sort
/// attributes `q` gives equal to its values but the last, which satisfies its condition. Else
/// `foreign_cursor` (naming the attribute at fault when there is one) or `bad_cursor`.
template <class Table, class Index, class... Es>
result<dynamodb::item> validate_native(const dynamodb::query_parts& q, const dynamodb::item& key) {
  const std::optional<native_condition<Index>> condition = native_condition_of<Index>(q);
  if (q.index_name != Index::name || !native_names_match<Index>(q) || !condition) {
    return codec_error(error_code::foreign_cursor);  // q is not a query of this index
  }
  // Exactly the index's attributes and the table's (an attribute both have counts once).
  constexpr std::size_t n = Index::attributes.size();
  std::array<std::string_view, n + 2> wanted{};
  for (std::size_t i = 0; i != n; ++i) wanted[i] = Index::attributes[i];
  wanted[n] = Table::partition_attribute;
  wanted[n + 1] = Table::sort_attribute;
  if (const error e = exact_attributes(key, wanted); e.code != error_code::none) return e;
  if (!(native_keys_of_entity<Es, Table, Index>(key) || ...)) {
    return codec_error(error_code::bad_cursor);
  }

  const auto value = [&q](std::size_t i, std::string_view suffix) {
    std::string name = key_placeholder(':', i);
    name += suffix;
    const auto at = q.key_values.find(name);
    return at != q.key_values.end() ? &at->second : nullptr;
  };
  for (std::size_t i = 0; i != condition->count; ++i) {
    // Every term but the last is an equality (native_condition_of), a partition attribute's too.
    const native_operator op =
        i + 1 == condition->count ? condition->ops[i] : native_operator::equals;
    const dynamodb::attribute_value* hi =
        op == native_operator::between ? value(i, "end") : nullptr;
    if (!native_satisfies(*key.find(Index::attributes[i]), op, value(i, ""), hi)) {
      return error_at(error_code::foreign_cursor, Index::attributes[i]);
    }
  }
  return key;
}

}  // namespace keyplate::detail::cursor
