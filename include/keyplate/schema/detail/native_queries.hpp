// keyplate: `Entity::query<NativeIndex>`: the checks of a query on a native index (every
// partition attribute by value, sort attributes left to right, only the last a condition,
// `kp::partial` only on a string, no filter on a key attribute) and its key condition, each
// attribute's value in the type its field stores (`N`, `S`, `B`). The request's format (`#kI`,
// `:kI` for the index's attribute #I) is what the native cursors read back (native_cursor.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../../detail/nth_argument.hpp"
#include "../../detail/text.hpp"
#include "../../detail/utf8.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../query.hpp"
#include "../../result.hpp"
#include "../diagnostics.hpp"
#include "../native_index.hpp"
#include "../number.hpp"
#include "argument_pack.hpp"
#include "attributes.hpp"
#include "condition_checks.hpp"
#include "entity_make.hpp"
#include "native_checks.hpp"
#include "query_option_checks.hpp"

namespace keyplate::detail {

enum class native_query_problem : unsigned char {
  none,
  repeated_field,
  unknown_field,
  sort_field_not_leading,
  condition_not_last,
  partition_field_missing,
  partition_condition,
  partial_not_string,
  value_type,
};
struct native_query_check {
  native_query_problem problem = native_query_problem::none;
  std::size_t at = 0;  // the argument; the index's attribute for partition_field_missing
};

// Whether argument `Arg` (a kp::arg) is `kp::partial`.
template <class Arg>
inline constexpr bool is_partial_argument = is_partial<typename Arg::value_type>;

// The value type an argument's value (or each end of its condition) has.
template <class V>
struct operand_of {
  using type = V;
};
template <class T>
struct operand_of<condition<T>> {
  using type = T;
};

// Whether argument `Arg` fits its attribute's field: `kp::partial` on a string attribute, any
// other value one its codec takes. (Only called for an argument naming a key attribute.)
template <class Facts, class Arg>
constexpr native_query_problem native_value_problem() noexcept {
  constexpr std::size_t f = Facts::field_index(Arg::name.view());
  if constexpr (is_partial_argument<Arg>) {
    return native_kinds<Facts>[f] == attribute_kind::S ? native_query_problem::none
                                                       : native_query_problem::partial_not_string;
  } else {
    using V = typename operand_of<typename Arg::value_type>::type;
    return codec_takes<typename Facts::template codec_at<f>, V>()
               ? native_query_problem::none
               : native_query_problem::value_type;
  }
}

template <class Facts, class Index, class... Args>
constexpr native_query_check find_native_query_problem() noexcept {
  using enum native_query_problem;
  constexpr std::array<std::string_view, sizeof...(Args)> names{Args::name.view()...};
  constexpr std::array<bool, sizeof...(Args)> plain{is_plain_value<Args>...};
  if (const std::size_t r = first_repeated(names); r != names.size()) return {repeated_field, r};
  constexpr std::size_t p = Index::partition_count;
  std::size_t leading = 0;  // how many leading sort attributes the arguments give
  while (leading != Index::sort_count &&
         arg_position<Args...>(Index::sort_attributes[leading]) != sizeof...(Args)) {
    ++leading;
  }
  for (std::size_t i = 0; i != names.size(); ++i) {
    if (names[i].empty()) continue;  // an option
    const std::size_t a = Index::position(names[i]);
    if (a == Index::attributes.size()) return {unknown_field, i};
    if (a < p) continue;
    if (a - p >= leading) return {sort_field_not_leading, i};
    if (a - p + 1 != leading && !plain[i]) return {condition_not_last, i};
  }
  for (std::size_t a = 0; a != p; ++a) {
    const std::size_t at = arg_position<Args...>(Index::attributes[a]);
    if (at == names.size()) return {partition_field_missing, a};
    if (!plain[at]) return {partition_condition, at};
  }
  constexpr std::array<native_query_problem, sizeof...(Args)> values{[] {
    if constexpr (is_named_value<Args>) {
      return native_value_problem<Facts, Args>();
    } else {
      return none;
    }
  }()...};
  for (std::size_t i = 0; i != values.size(); ++i) {
    if (values[i] != none) return {values[i], i};
  }
  return {};
}

// Reports mistake C of a native query (instantiated only for a mistake found).
template <class Facts, class Index, native_query_check C, class... Args>
constexpr bool report_native_query_problem() {
  using enum native_query_problem;
  using P = schema_problem;
  constexpr auto entity = Facts::name_text;
  if constexpr (C.problem == partition_field_missing) {
    return report<P::partition_field_missing, entity, Index::template attribute_text<C.at>>();
  } else {
    constexpr auto name = arg_at<C.at, Args...>::name;
    if constexpr (C.problem == repeated_field) {
      return report<P::repeated_field, entity, name>();
    } else if constexpr (C.problem == unknown_field) {
      return report<P::query_field_unknown, entity, name>();
    } else if constexpr (C.problem == sort_field_not_leading) {
      return report<P::sort_field_not_leading, entity, name>();
    } else if constexpr (C.problem == condition_not_last) {
      return report<P::condition_not_last, entity, name>();
    } else if constexpr (C.problem == partition_condition) {
      return report<P::partition_condition, entity, name>();
    } else if constexpr (C.problem == partial_not_string) {
      return report<P::native_partial_not_string, entity, name>();
    } else {
      return report<P::value_type, entity, name>();
    }
  }
}

// A leaf naming a key attribute of native index `Index` (a filter must not: DynamoDB rejects
// filters on the queried index's key attributes).
template <class Index>
struct names_native_key {
  template <class Leaf>
  static constexpr bool faulty = Index::uses(Leaf::name.view());
};
// Whether a filter among `Args` names a key attribute of `Index`; reports the first.
template <class Facts, class Index, class... Args>
constexpr bool native_filters_ok() {
  return ([] {
    if constexpr (!is_filter<Args>) {
      return true;
    } else {
      using F = typename first_leaf<names_native_key<Index>, decltype(Args::condition)>::type;
      if constexpr (std::is_void_v<F>) {
        return true;
      } else {
        return report<schema_problem::native_filter_key, Facts::name_text,
                      path_text<typename F::path>>();
      }
    }
  }() && ...);
}

template <class Facts, class Index, class... Args>
constexpr bool native_query_args_ok() {
  using P = schema_problem;
  if constexpr (!Facts::template has_native<Index>) {
    return report<P::query_no_keys_on_index, Facts::name_text, Index::partition_text>();
  } else if constexpr (!(is_query_argument<Args> && ...)) {
    return report<P::query_not_named, Facts::name_text, "query">();
  } else {
    constexpr native_query_check c = find_native_query_problem<Facts, Index, Args...>();
    if constexpr (c.problem != native_query_problem::none) {
      return report_native_query_problem<Facts, Index, c, Args...>();
    } else if constexpr (!(is_query_option<Args> || ...)) {
      return true;
    } else if constexpr (!native_filters_ok<Facts, Index, Args...>()) {
      return false;
    } else {
      return query_options_ok<Facts, Index, Args...>();
    }
  }
}

// Whether `a` < `b` as DynamoDB orders values of one key type: numbers by value, strings and
// binary by unsigned bytes.
inline bool native_less(const dynamodb::attribute_value& a, const dynamodb::attribute_value& b) {
  if (a.type() == attribute_kind::N) return number(a.text) < number(b.text);
  return key_less(a.text, b.text);
}

template <class Facts>
struct native_queries {
  // Key attribute #A's value `x`, as its field stores it: `:kA` (`:kAend` for a BETWEEN's
  // upper end, `end`). False with `err` for a value the codec refuses or an empty string.
  template <class Index, std::size_t A, class V>
  static bool add_value(dynamodb::query_parts& q, const V& x, bool end, error& err) {
    constexpr std::string_view name = Index::attributes[A];
    using C = typename Facts::template codec_at<Facts::field_index(name)>;
    std::optional<typename C::value_type> canonical;
    if (!assign_field<C>(canonical, x, name, err)) return false;
    dynamodb::attribute_value value = to_item_attribute<C>(*canonical);
    return add_attribute_value<A>(q, std::move(value), name, end, err);
  }
  template <std::size_t A>
  static bool add_attribute_value(dynamodb::query_parts& q, dynamodb::attribute_value value,
                                  std::string_view name, bool end, error& err) {
    if (value.type() != attribute_kind::N && value.text.empty()) {
      err = error_at(error_code::empty_value, name);  // DynamoDB refuses an empty key value
      return false;
    }
    std::string placeholder = ":k" + std::to_string(A);
    if (end) placeholder += "end";
    q.key_values.emplace(std::move(placeholder), std::move(value));
    return true;
  }

  // The term of key attribute #A for argument value `x`.
  template <class Index, std::size_t A, class V>
  static bool add_term(dynamodb::query_parts& q, const V& x, error& err) {
    const std::string n = "#k" + std::to_string(A);
    const std::string v = ":k" + std::to_string(A);
    q.expression_attribute_names.emplace(n, Index::attributes[A]);
    std::string& e = q.key_condition_expression;
    if (!e.empty()) e += " AND ";
    if constexpr (std::is_same_v<V, partial>) {
      if (find_invalid_utf8(x.text) != npos) {
        err = error_at(error_code::invalid_utf8, Index::attributes[A]);
        return false;
      }
      e += "begins_with(" + n + ", " + v + ")";
      return add_attribute_value<A>(q, dynamodb::attribute_value::string(std::string(x.text)),
                                    Index::attributes[A], false, err);
    } else if constexpr (is_condition<V>) {
      if (!add_value<Index, A>(q, x.first, false, err)) return false;
      constexpr std::array<std::string_view, 4> ops{" > ", " >= ", " < ", " <= "};
      if (x.kind != bound_kind::between) {
        e += n;
        e += ops[static_cast<std::size_t>(x.kind)];
        e += v;
        return true;
      }
      if (!add_value<Index, A>(q, x.second, true, err)) return false;
      if (native_less(q.key_values.at(v + "end"), q.key_values.at(v))) {
        err = error_at(error_code::invalid_range, Index::attributes[A]);
        return false;
      }
      e += n + " BETWEEN " + v + " AND " + v + "end";
      return true;
    } else {
      e += n + " = " + v;
      return add_value<Index, A>(q, x, false, err);
    }
  }

  template <class Index, class... Args>
  static result<dynamodb::query_parts> query(const Args&... args) {
    if constexpr (!native_query_args_ok<Facts, Index, Args...>()) {
      return reported_at_compile_time();
    } else {
      dynamodb::query_parts q;
      q.index_name = std::string(Index::name);
      error err{};
      const bool ok = [&]<std::size_t... A>(std::index_sequence<A...>) {
        return ([&] {
          constexpr std::size_t at = arg_position<Args...>(Index::attributes[A]);
          if constexpr (at == sizeof...(Args)) {
            return true;  // a sort attribute the query does not give
          } else {
            return add_term<Index, A>(q, nth_argument<at>(args...).value, err);
          }
        }() && ...);
      }
      (std::make_index_sequence<Index::attributes.size()>{});
      if (!ok || !add_query_options<Facts>(q, err, args...)) return err;
      return q;
    }
  }
};

}  // namespace keyplate::detail
