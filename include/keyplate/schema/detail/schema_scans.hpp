// keyplate: `Schema::scan`, a Scan of the table that returns the items of some entities. Its
// checks (the arguments: `kp::entities` of the schema's entities, each once, and the scan
// options, each once; a filter every chosen entity holds up under, shared_conditions.hpp;
// `kp::count_only` only when no other entity's items may pass the filter) and
// its request: a FilterExpression that chooses the entities by the literal prefixes of their
// primary-key layouts (no type attribute needed), ANDed with the user's filter.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../../dynamodb/attribute_value.hpp"
#include "../../dynamodb/scan.hpp"
#include "../../result.hpp"
#include "../diagnostics.hpp"
#include "../query_options.hpp"
#include "../scan_options.hpp"
#include "../scan_parts.hpp"
#include "argument_pack.hpp"
#include "entity_facts.hpp"
#include "query_option_checks.hpp"
#include "shared_conditions.hpp"

namespace keyplate::detail {

// The `kp::entities` among a scan's arguments; `All` (every entity of the schema) when none.
template <class All, class... Args>
struct chosen_entities {
  using type = All;
};
template <class All, class First, class... Rest>
struct chosen_entities<All, First, Rest...>
    : std::conditional_t<is_entities<First>, std::type_identity<First>,
                         chosen_entities<All, Rest...>> {};

// The filter choosing the items of `N` entities by their primary keys' literal prefixes: one
// term per distinct pair of prefixes, `begins_with(#pk, :pk0) AND begins_with(#sk, :sk0)`, the
// terms joined with OR, with no parentheses that do not change the meaning (DynamoDB rejects
// "redundant parentheses"; a Scan's filter may name key attributes, a Query's may not). None at all
// when an entity's keys both start with a field (then any item may be one of its own; `read` tells
// them apart). (Every expression here depends on `N` or on the request's type, so that a program
// that scans nothing compiles none of it: clang resolves each `std::string` operation of a template
// where it is written otherwise.)
template <class Table, std::size_t N>
class entity_filter {
 public:
  // Adds the prefixes of an entity's partition and sort key layouts.
  constexpr void add(std::string_view partition, std::string_view sort) {
    if (partition.empty() && sort.empty()) every_ = true;
    for (std::size_t i = 0; i != count_; ++i) {
      if (terms_[i].first == partition && terms_[i].second == sort) return;
    }
    terms_[count_++] = {partition, sort};
  }
  // Writes the filter into `s` (in parentheses when it is an OR and `grouped`: a user's filter
  // is ANDed after it).
  template <class Request>
  void write(Request& s, bool grouped) const {
    if (every_) return;
    auto& out = s.filter_expression;
    const bool several = count_ > 1;  // (AND binds before OR: a term needs no parentheses)
    if (several && grouped) out += '(';
    for (std::size_t i = 0; i != count_; ++i) {
      const auto& [partition, sort] = terms_[i];
      const bool both = !partition.empty() && !sort.empty();
      if (i != 0) out += " OR ";
      if (!partition.empty()) {
        prefix(s, std::string_view("#pk"), Table::partition_attribute, std::string_view(":pk"),
               partition);
      }
      if (both) out += " AND ";
      if (!sort.empty()) {
        prefix(s, std::string_view("#sk"), Table::sort_attribute, std::string_view(":sk"), sort);
      }
    }
    if (several && grouped) out += ')';
  }

 private:
  // `begins_with(#pk, :pkN)`, reusing the placeholder of a prefix written before.
  template <class Request, class Text>
  static void prefix(Request& s, Text name, Text attribute, Text stem, Text text) {
    s.expression_attribute_names[std::string(name)] = attribute;
    std::remove_cvref_t<decltype(s.filter_expression)> placeholder;
    std::size_t taken = 0;
    for (const auto& [p, v] : s.expression_attribute_values) {
      if (!std::string_view(p).starts_with(stem)) continue;  // (p, stem: dependent types)
      ++taken;
      if (v.text == text) placeholder = p;
    }
    if (placeholder.empty()) {
      placeholder = stem;
      placeholder += std::to_string(taken);
      s.expression_attribute_values[placeholder] =
          dynamodb::attribute_value::string(std::string(text));
    }
    auto& out = s.filter_expression;
    out += "begins_with(";
    out += name;
    out += ", ";
    out += placeholder;
    out += ')';
  }

  std::array<std::pair<std::string_view, std::string_view>, N> terms_{};
  std::size_t count_ = 0;
  bool every_ = false;
};

// Whether a key of layout `K` may begin with `prefix`: its leading text does, or is the start
// of `prefix` and a field follows that may write the rest.
template <class K>
constexpr bool may_begin_with(std::string_view prefix) {
  constexpr std::string_view lead = K::literal(0);
  return lead.starts_with(prefix) || (K::field_count != 0 && prefix.starts_with(lead));
}
// Whether the filter of a scan of entity `C` may let an item of entity `F` through.
template <class Table, class C, class F>
constexpr bool may_pass_filter() {
  using Chosen = typename C::template layout<Table>;
  using Other = typename F::template layout<Table>;
  if constexpr (Table::has_sort) {
    return may_begin_with<typename Other::partition>(Chosen::partition::literal(0)) &&
           may_begin_with<typename Other::sort>(Chosen::sort::literal(0));
  } else {
    return may_begin_with<typename Other::partition>(Chosen::partition::literal(0));
  }
}

template <class Table, class... Es>  // the schema's entities
struct schema_scans {
  template <class... Args>
  using chosen = typename chosen_entities<entities_t<Es...>, Args...>::type;

  template <class Chosen>
  struct parts_of;
  template <class... Cs>
  struct parts_of<entities_t<Cs...>> {
    using type = scan_parts<Table, Cs...>;
  };
  /// What a scan with `Args` gives.
  template <class... Args>
  using parts = typename parts_of<chosen<Args...>>::type;

  template <class E>
  static constexpr bool in_schema = (std::is_same_v<E, Es> || ...);

  // The chosen entities: some, each of the schema, none twice.
  template <class... Cs>
  static constexpr bool entities_ok(const entities_t<Cs...>* /*chosen*/) {
    using P = schema_problem;
    if constexpr (sizeof...(Cs) == 0) {
      return report<P::scan_no_entity, "scan", dependent_text<"entities", Cs...>>();
    } else if constexpr (!(in_schema<Cs> && ...)) {
      return report<P::scan_entity_unknown, "scan",
                    dependent_text<"entities", arg_at<first_set<!in_schema<Cs>...>(), Cs...>>>();
    } else if constexpr (constexpr std::size_t r = first_repeated(
                             std::array<std::string_view, sizeof...(Cs)>{Cs::name...});
                         r != sizeof...(Cs)) {
      return report<P::scan_entity_twice, "scan", arg_at<r, Cs...>::name_text>();
    } else {
      return true;
    }
  }
  // `kp::count_only` counts what the filter lets through: exact only when no other entity's
  // items may pass it. The position of the first entity of the schema that may; `sizeof...(Es)`
  // when none.
  template <class F, class... Cs>
  static constexpr bool counted_too =
      !(std::is_same_v<F, Cs> || ...) && (may_pass_filter<Table, Cs, F>() || ...);
  template <class... Cs>
  static constexpr std::size_t first_counted_too(const entities_t<Cs...>* /*chosen*/) {
    return first_set<counted_too<Es, Cs...>...>();
  }

  template <class C, class... Cs>
  static constexpr bool filter_ok(const entities_t<Cs...>* /*chosen*/) {
    return shared_condition_ok<C, facts_of<Cs>...>();
  }

  // Whether a scan's arguments hold up: reports the first mistake.
  template <class... Args>
  static constexpr bool args_ok() {
    using P = schema_problem;
    constexpr std::size_t most =
        std::max({(std::size_t{is_filter<Args>} + ... + std::size_t{0}),
                  count_of<limit_option, Args...>, count_of<consistent_option, Args...>,
                  count_of<count_only_option, Args...>, count_of<segment_option, Args...>,
                  (std::size_t{is_entities<Args>} + ... + std::size_t{0})});
    if constexpr (count_of<descending_option, Args...> != 0) {
      return report<P::scan_descending, "scan", dependent_text<"descending", Args...>>();
    } else if constexpr (!((is_entities<Args> || is_scan_option<Args>)&&...)) {
      return report<P::scan_argument, "scan", dependent_text<"arguments", Args...>>();
    } else if constexpr (most > 1) {
      return report<P::scan_option_twice, "scan", dependent_text<"options", Args...>>();
    } else if constexpr (!entities_ok(static_cast<const chosen<Args...>*>(nullptr))) {
      return false;
    } else if constexpr (constexpr std::size_t other =
                             first_counted_too(static_cast<const chosen<Args...>*>(nullptr));
                         count_of<count_only_option, Args...> != 0 && other != sizeof...(Es)) {
      return report<P::scan_count_inexact, arg_at<other, Es...>::name_text, "count_only">();
    } else {
      return ([] {
        if constexpr (is_filter<Args>) {
          return filter_ok<decltype(Args::condition)>(static_cast<const chosen<Args...>*>(nullptr));
        } else {
          return true;
        }
      }() && ...);
    }
  }

  template <class... Cs>
  static void choose(dynamodb::scan_request& s, bool grouped, const entities_t<Cs...>* /*chosen*/) {
    entity_filter<Table, sizeof...(Cs)> filter;
    const auto add = [&filter]<class L>(std::type_identity<L>) {
      if constexpr (Table::has_sort) {
        filter.add(L::partition::literal(0), L::sort::literal(0));
      } else {
        filter.add(L::partition::literal(0), {});
      }
    };
    (add(std::type_identity<typename Cs::template layout<Table>>{}), ...);
    filter.write(s, grouped);
  }

  // The first chosen entity's facts (a filter renders the same on each: shared_conditions.hpp).
  template <class C, class... Cs>
  static facts_of<C> first_facts(const entities_t<C, Cs...>*);

  template <class... Args>
  static result<parts<Args...>> scan(const Args&... args) {
    if constexpr (!args_ok<Args...>()) {
      return reported_at_compile_time();
    } else {
      constexpr const chosen<Args...>* which = nullptr;
      parts<Args...> s;
      choose(s, (is_filter<Args> || ...), which);
      error err{};
      const bool segment_ok = ([&](const auto& arg) {
        if constexpr (std::is_same_v<std::remove_cvref_t<decltype(arg)>, segment_option>) {
          if (arg.total == 0 || arg.total > dynamodb::max_scan_segments) {
            err = error_at(error_code::bad_segment, "TotalSegments");
            return false;
          }
          if (arg.index >= arg.total) {
            err = error_at(error_code::bad_segment, "Segment");
            return false;
          }
          s.segment = arg.index;
          s.total_segments = arg.total;
        }
        return true;
      }(args) && ...);
      if (!segment_ok || !add_query_options<decltype(first_facts(which))>(s, err, args...)) {
        return err;
      }
      return s;
    }
  }
};

}  // namespace keyplate::detail
