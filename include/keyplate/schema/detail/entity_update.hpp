// keyplate: `Entity::update`'s request: where an update's keys are rebuilt. The plan
// (update_plan.hpp) says, per attribute, whether it is written, removed or kept; this writes the
// SET, REMOVE, ADD and DELETE clauses from the call's values and update operators
// (update_operators.hpp), the condition (the item exists, each `kp::known` value, the version of
// versions.hpp, the call's `kp::when`) and refuses values DynamoDB would refuse. `upsert` writes
// every attribute of an item the same way, without the existence condition.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb/item_size.hpp"
#include "../../dynamodb/requests.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../update_operators.hpp"
#include "../values.hpp"
#include "entity_items.hpp"
#include "entity_make.hpp"
#include "entity_writes.hpp"
#include "expression_text.hpp"
#include "item_attributes.hpp"
#include "native_checks.hpp"
#include "update_checks.hpp"
#include "update_plan.hpp"
#include "versions.hpp"

namespace keyplate::detail {

template <class Facts, class Values>
struct entity_update {
  using items = entity_items<Facts, Values>;
  using make = entity_make<Facts, Values>;
  using writes = entity_writes<Facts, Values>;
  using attrs = item_attributes<Facts>;

  // Stores an argument's canonical value in `v` (an unset field keeps no value).
  template <class Arg>
  static bool assign(Values& v, const Arg& arg, error& err) {
    if constexpr (kind_of<Arg>() == argument_kind::unset ||
                  kind_of<Arg>() == argument_kind::version ||
                  kind_of<Arg>() == argument_kind::condition ||
                  kind_of<Arg>() == argument_kind::returns) {
      return true;
    } else {
      return make::template assign_value<Facts::field_index(Arg::name.view())>(v, arg.value, err);
    }
  }

  // Whether attribute `a` is a data attribute whose new value is written as no attribute (an
  // empty set): the update removes it.
  template <attribute a>
  static bool written_as_nothing(const Values& v) {
    if constexpr (a.role == attribute_role::field && Facts::field_data[a.index]) {
      using C = typename Facts::template codec_at<a.index>;
      return values_access::has_value<a.index>(v) &&
             absent_mapped<typename C::value_type, typename C::mapping>(
                 values_access::value_of<a.index>(v));
    } else {
      (void)v;
      return false;
    }
  }
  // The clauses of the update expression, each a list of actions joined by ", ".
  struct clauses {
    std::string set, remove, add, remove_elements;  // SET, REMOVE, ADD, DELETE

    static void join(std::string& clause, std::string_view action) {
      if (!clause.empty()) clause += ", ";
      clause += action;
    }
    // "SET a, b REMOVE c ADD d DELETE e", the empty clauses left out.
    std::string expression() const {
      std::string out;
      for (const auto& [keyword, actions] :
           {std::pair<std::string_view, const std::string&>{"SET ", set},
            {"REMOVE ", remove},
            {"ADD ", add},
            {"DELETE ", remove_elements}}) {
        if (actions.empty()) continue;
        if (!out.empty()) out += ' ';
        out += keyword;
        out += actions;
      }
      return out;
    }
  };

  // Update operator `Op` on field attribute `name` with operand `value` (`#aS`, `:aS`); the
  // empty list `:eS` that `append` and `prepend` start from when the item has no list.
  template <std::size_t S, update_operator Op>
  static void add_operator(const std::string& name, const std::string& value,
                           dynamodb::update_parts& u, clauses& c) {
    if constexpr (Op == update_operator::add) {
      c.join(c.add, name + ' ' + value);
    } else if constexpr (Op == update_operator::remove_from) {
      c.join(c.remove_elements, name + ' ' + value);
    } else if constexpr (Op == update_operator::set_if_absent) {
      c.join(c.set, name + " = if_not_exists(" + name + ", " + value + ')');
    } else {
      const std::string empty = ":e" + std::to_string(S);
      u.expression_attribute_values.emplace(empty, dynamodb::attribute_value::list({}));
      const std::string stored = "if_not_exists(" + name + ", " + empty + ')';
      c.join(c.set,
             name + " = list_append(" +
                 (Op == update_operator::append ? stored + ", " + value : value + ", " + stored) +
                 ')');
    }
  }

  // Adds attribute #S to the update as `Step` (update_plan's step<S>) says: SET, REMOVE, an
  // operator, or the condition on a known field's value. An operator whose operand is written
  // as nothing (an empty set) does nothing.
  template <std::size_t S, attribute_step Step>
  static void add_to_update(const Values& v, dynamodb::update_parts& u, clauses& c) {
    constexpr attribute a = attrs::attributes[S];
    if constexpr (Step.what == attribute_action::keep && !Step.known_field) {
      return;
    } else {
      if (Step.operated && written_as_nothing<a>(v)) return;
      const std::string name = "#a" + std::to_string(S);
      const std::string value = ":a" + std::to_string(S);
      u.expression_attribute_names.emplace(name, attrs::attribute_name(a));
      if (Step.what == attribute_action::remove ||
          (!Step.known_field && written_as_nothing<a>(v))) {
        c.join(c.remove, name);
      } else {
        u.expression_attribute_values.emplace(value, items::template attribute_of<S>(v));
        if constexpr (Step.operated) {
          add_operator<S, Step.op>(name, value, u, c);
        } else if constexpr (Step.known_field) {
          u.condition_expression += " AND " + name + " = " + value;
        } else {
          c.join(c.set, name + " = " + value);
        }
      }
    }
  }

  // What DynamoDB would refuse whatever the item holds: lists and maps nested too deep, or an
  // item over 400 KB with nothing but the primary key and the attributes the update writes
  // (each value `:aS` is attribute `#aS`, add_to_update's names).
  // `empty_value` for a native index's key attribute the update writes as an empty string.
  static error native_values_fit(const dynamodb::update_parts& u) {
    return empty_native_attribute<Facts>(
        [&u](std::string_view name) -> const dynamodb::attribute_value* {
          for (const auto& [placeholder, named] : u.expression_attribute_names) {
            if (named != name) continue;
            const auto at = u.expression_attribute_values.find(':' + placeholder.substr(1));
            return at != u.expression_attribute_values.end() ? &at->second : nullptr;
          }
          return nullptr;
        });
  }
  static error values_fit(const dynamodb::update_parts& u) {
    std::size_t size = dynamodb::item_size(u.key);
    std::string name_placeholder = "#";  // `#aS` for `:aS`, one buffer for every value
    for (const auto& [placeholder, value] : u.expression_attribute_values) {
      if (dynamodb::nesting(value) > dynamodb::max_nesting) {
        return error{error_code::too_deep, {}, 0};
      }
      name_placeholder.resize(1);
      name_placeholder.append(placeholder, 1);
      const auto name = u.expression_attribute_names.find(name_placeholder);
      if (name != u.expression_attribute_names.end()) size += name->second.size();
      size += dynamodb::value_size(value);
    }
    return size > dynamodb::max_item_size ? error{error_code::item_too_large, {}, 0} : error{};
  }

  // The version step of an update: at version k, check k and SET k + 1; at any version, ADD 1.
  static error add_version(const expected_version& expected, dynamodb::update_parts& u,
                           clauses& c) {
    using versions = entity_versions<Facts, Values>;
    if (expected.any) {
      u.expression_attribute_names.emplace("#version", versions::name);
      u.expression_attribute_values.emplace(":next", dynamodb::attribute_value::number("1"));
      c.join(c.add, "#version :next");
      return {};
    }
    result<dynamodb::attribute_value> next = versions::next(expected.version);
    if (!next) return next.error();
    versions::expect_version(expected.version, u.condition_expression, u.expression_attribute_names,
                             u.expression_attribute_values);
    u.expression_attribute_values.emplace(":next", std::move(*next));
    c.join(c.set, "#version = :next");
    return {};
  }

  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::update_parts> update(const Args&... args) {
    if constexpr (!update_args_ok<Facts, Args...>()) {
      return reported_at_compile_time();
    } else {
      using Plan = update_plan<Facts, Args...>;
      Values v = values_access::blank<Values>();
      error err{};
      if (!(assign(v, args, err) && ...)) return err;
      make::fill_computed(v);
      dynamodb::update_parts u;
      u.key = writes::primary_key(v);
      u.origin = writes::origin;
      u.condition_expression = "attribute_exists(#pk)";
      u.expression_attribute_names.emplace("#pk", writes::table::partition_attribute);
      clauses c;
      [&]<std::size_t... S>(std::index_sequence<S...>) {
        (add_to_update<S, Plan::template step<S>>(v, u, c), ...);
      }
      (std::make_index_sequence<attrs::attribute_count>{});
      if (const error e = values_fit(u); e.code != error_code::none) return e;
      if constexpr (std::tuple_size_v<typename Facts::native_list> != 0) {
        if (const error e = native_values_fit(u); e.code != error_code::none) return e;
      }
      if constexpr (Facts::has_version) {
        if (const error e = add_version(expected_among(args...), u, c);
            e.code != error_code::none) {
          return e;
        }
      }
      // The call's kp::when, after values_fit: its values are no part of the item.
      if (!add_when<Facts>(u, err, args...)) return err;
      add_returning<return_choice_of<Args...>()>(u);
      u.update_expression = c.expression();
      return u;
    }
  }

  // Attribute #S of an upsert: SET when `it` (the item of the values) has it, else REMOVE; the
  // table's keys are the request's `Key`, and the version is add_version's.
  template <std::size_t S>
  static void upsert_attribute(const dynamodb::item& it, dynamodb::update_parts& u, clauses& c) {
    constexpr attribute a = attrs::attributes[S];
    using M = write_masks<Facts>;
    if constexpr ((attrs::attribute_writers[S] & M::bit(M::table_at)) != 0 ||
                  (a.role == attribute_role::field && a.index == Facts::version_index)) {
      return;
    } else {
      const std::string name = "#a" + std::to_string(S);
      u.expression_attribute_names.emplace(name, attrs::attribute_name(a));
      if (const dynamodb::attribute_value* value = it.find(attrs::attribute_name(a))) {
        const std::string placeholder = ":a" + std::to_string(S);
        u.expression_attribute_values.emplace(placeholder, *value);
        c.join(c.set, name + " = " + placeholder);
      } else {
        c.join(c.remove, name);
      }
    }
  }

  // `upsert(v)`: an UpdateItem without an existence condition that SETs every attribute
  // `item(v)` has but the primary key, and REMOVEs every other attribute the entity declares
  // (an absent optional field, a sparse key without its fields); attributes the entity does not
  // declare stay. Its options: the version expected, `kp::when`, the return options.
  template <class... Options>
  static result<dynamodb::update_parts> upsert(const Values& v, const Options&... options) {
    if constexpr (!upsert_options_ok<Facts, Options...>()) {
      return reported_at_compile_time();
    } else {
      dynamodb::update_parts u;
      u.key = writes::primary_key(v);
      u.origin = writes::origin;
      const dynamodb::item it = items::item(v);
      clauses c;
      [&]<std::size_t... S>(std::index_sequence<S...>) {
        (upsert_attribute<S>(it, u, c), ...);
      }
      (std::make_index_sequence<attrs::attribute_count>{});
      if (const error e = values_fit(u); e.code != error_code::none) return e;
      if constexpr (std::tuple_size_v<typename Facts::native_list> != 0) {
        if (const error e = native_values_fit(u); e.code != error_code::none) return e;
      }
      if constexpr (Facts::has_version) {
        if (const error e = add_version(expected_among(options...), u, c);
            e.code != error_code::none) {
          return e;
        }
      }
      error err{};
      if (!add_when<Facts>(u, err, options...)) return err;
      add_returning<return_choice_of<Options...>()>(u);
      u.update_expression = c.expression();
      return u;
    }
  }
};

}  // namespace keyplate::detail
