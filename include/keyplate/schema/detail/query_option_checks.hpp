// keyplate: a query's options (query_options.hpp): their compile-time checks (each at most once,
// `kp::consistent` on the table only, the filter's condition against the entity) and what they
// add to the request (`add_query_options`: the filter's text through the request's placeholder
// allocator, Limit, ScanIndexForward, ConsistentRead, Select).
#pragma once

#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <type_traits>

#include "../../dynamodb.hpp"
#include "../../dynamodb/attribute_value.hpp"
#include "../../dynamodb/scan.hpp"
#include "../../error.hpp"
#include "../../fixed_string.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../query_options.hpp"
#include "condition_checks.hpp"
#include "expression_text.hpp"
#include "placeholders.hpp"

namespace keyplate::detail {

// What `query` and `scatter` take: the key fields as kp::arg, and options.
template <class Arg>
inline constexpr bool is_query_argument = is_named_value<Arg> || is_query_option<Arg>;

// How many of `Args` are `T` (for an option kind, `is_filter` counts filters).
template <class T, class... Args>
inline constexpr std::size_t count_of = (std::size_t{std::is_same_v<T, Args>} + ... + 0);

// Each option at most once, and `kp::consistent` on the table only (`Reader` names the entity,
// or "schema" for an item collection).
template <fixed_string Reader, class Index, class... Args>
constexpr bool option_counts_ok() {
  using P = schema_problem;
  constexpr std::size_t most =
      std::max({(std::size_t{is_filter<Args>} + ... + 0), count_of<limit_option, Args...>,
                count_of<descending_option, Args...>, count_of<consistent_option, Args...>,
                count_of<count_only_option, Args...>});
  if constexpr (most > 1) {
    return report<P::query_option_twice, Reader, "query">();
  } else if constexpr (count_of<consistent_option, Args...> != 0 && !Index::is_table) {
    return report<P::consistent_on_index, Reader, Index::partition_text>();
  } else {
    return true;
  }
}

template <class Facts, class Index, class... Args>
constexpr bool query_options_ok() {
  if constexpr (!option_counts_ok<Facts::name_text, Index, Args...>()) {
    return false;
  } else {
    return ([] {
      if constexpr (is_filter<Args>) {
        return condition_ok<Facts, decltype(Args::condition)>();
      } else {
        return true;
      }
    }() && ...);
  }
}

// The typed values a filter's placeholders go to: a query's `filter_values` (its key
// condition's strings are apart), a scan's `expression_attribute_values`.
inline std::map<std::string, dynamodb::attribute_value>& filter_values_of(
    dynamodb::query_parts& q) {
  return q.filter_values;
}
inline std::map<std::string, dynamodb::attribute_value>& filter_values_of(
    dynamodb::scan_request& s) {
  return s.expression_attribute_values;
}

// `kp::descending` on a query. (A template on the option, so that a scan, which has no order,
// never names it.)
template <class Option>
void set_descending(dynamodb::query_parts& q, const Option& /*descending*/) {
  q.order = dynamodb::scan_order::descending;
}

// Adds the options among `args` to `q` (a query's or a scan's parts). False, with `err`, for a
// filter operand its attribute does not take, or `kp::limit(0)` (`out_of_range`, field `Limit`:
// DynamoDB takes 1 or more). The filter's names join the key condition's (`#pk`, `#sk`; a filter
// never names a key attribute, so its own are new `#nK`); its values are `:vK`, apart from the
// key's `:pk`, `:sk`, `:lo`, `:hi`; its text is ANDed to what `q.filter_expression` holds.
template <class Facts, class Request, class... Args>
bool add_query_options(Request& q, error& err, const Args&... args) {
  return ([&](const auto& arg) {
    using A = std::remove_cvref_t<decltype(arg)>;
    if constexpr (is_filter<A>) {
      placeholders p(q.expression_attribute_names, filter_values_of(q));
      std::string text;
      if (!condition_text<Facts>::write(arg.condition, p, text, err)) return false;
      add_condition(q.filter_expression, text, decltype(arg.condition)::binds);
    } else if constexpr (std::is_same_v<A, limit_option>) {
      if (arg.count == 0) {
        err = error_at(error_code::out_of_range, "Limit");
        return false;
      }
      q.limit = arg.count;
    } else if constexpr (std::is_same_v<A, descending_option>) {
      set_descending(q, arg);  // (a query's only: a scan refuses kp::descending)
    } else if constexpr (std::is_same_v<A, consistent_option>) {
      q.consistent_read = true;
    } else if constexpr (std::is_same_v<A, count_only_option>) {
      q.count_only = true;
    }
    return true;
  }(args) &&
          ...);
}

}  // namespace keyplate::detail
