// keyplate: the writes of an entity that take whole items or primary keys: `Entity::put`,
// `get`, `remove`, `check` (a transaction's ConditionCheck) and `move`, as request parts (with the
// version checks of versions.hpp and the call's `kp::when` written by expression_text.hpp), once
// write_checks.hpp has checked the call.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb/item.hpp"
#include "../../dynamodb/item_size.hpp"
#include "../../dynamodb/requests.hpp"
#include "../../dynamodb/transaction.hpp"
#include "../../fixed_string.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../values.hpp"
#include "argument_pack.hpp"
#include "entity_facts.hpp"
#include "entity_items.hpp"
#include "entity_make.hpp"
#include "expression_text.hpp"
#include "native_checks.hpp"
#include "versions.hpp"
#include "write_checks.hpp"

namespace keyplate::detail {

template <class Facts, class Values>
struct entity_writes {
  static_assert(evaluated(writable<Facts>()));
  using M = write_masks<Facts>;
  using items = entity_items<Facts, Values>;
  using make = entity_make<Facts, Values>;
  using table_keys = keys_at<Facts, M::table_at>;
  using table = typename table_keys::index_type;
  // What the entity's requests carry: its name and its table's key attributes.
  static constexpr dynamodb::request_origin origin{
      Facts::name_text.view(), table::partition_attribute, table::sort_attribute};

  // The primary `Key` of `v`'s item.
  static dynamodb::item primary_key(const Values& v) {
    dynamodb::item key;
    key.set(table::partition_attribute,
            {attribute_kind::S, items::template encode_template<table_keys::partition>(v)});
    if constexpr (table::has_sort) {
      key.set(table::sort_attribute,
              {attribute_kind::S, items::template encode_template<table_keys::sort>(v)});
    }
    return key;
  }

  // The PutItem of `v`'s item; `too_deep` or `item_too_large` when DynamoDB would refuse it.
  // With a version attribute, the item is written at the next version and, unless created,
  // the put checks the stored one.
  template <class... Options>
  static result<dynamodb::put_parts> put(const Values& v, const Options&... options) {
    if constexpr (!put_options_ok<Facts, Options...>()) {
      return reported_at_compile_time();
    } else {
      constexpr bool create_only = !(std::is_same_v<Options, dynamodb::replace_t> || ...);
      dynamodb::put_parts p;
      p.item = items::item(v);
      p.origin = origin;
      if (create_only) {
        p.condition_expression = "attribute_not_exists(#pk)";
        p.expression_attribute_names.emplace("#pk", table::partition_attribute);
      }
      if constexpr (Facts::has_version) {
        using versions = entity_versions<Facts, Values>;
        result<dynamodb::attribute_value> next = versions::next(versions::of(v));
        if (!next) return next.error();
        p.item.set(versions::name, std::move(*next));
        if (!create_only) {
          versions::expect_version(versions::of(v), p.condition_expression,
                                   p.expression_attribute_names, p.expression_attribute_values);
        }
      }
      if (const error e = dynamodb::check_item(p.item); e.code != error_code::none) return e;
      if constexpr (std::tuple_size_v<typename Facts::native_list> != 0) {
        const error e = empty_native_attribute<Facts>(
            [&p](std::string_view name) { return p.item.find(name); });
        if (e.code != error_code::none) return e;
      }
      error err{};
      if (!add_when<Facts>(p, err, options...)) return err;
      add_returning<return_choice_of<Options...>()>(p);
      return p;
    }
  }

  // The item at `from`'s primary key must exist (and be at `from`'s version) and is deleted;
  // `to`'s item must not exist and is put.
  static result<dynamodb::transaction_parts> move(const Values& from, const Values& to) {
    dynamodb::delete_parts remove;
    remove.key = primary_key(from);
    remove.origin = origin;
    result<dynamodb::put_parts> p = put(to);
    if (!p) return p.error();
    if (remove.key == primary_key(to)) return codec_error(error_code::same_primary_key);
    remove.condition_expression = "attribute_exists(#pk)";
    remove.expression_attribute_names.emplace("#pk", table::partition_attribute);
    if constexpr (Facts::has_version) {
      using versions = entity_versions<Facts, Values>;
      versions::expect_version(versions::of(from), remove.condition_expression,
                               remove.expression_attribute_names,
                               remove.expression_attribute_values);
    }
    dynamodb::transaction_parts t;
    t.actions.reserve(2);
    t.actions.emplace_back(std::move(remove));
    t.actions.emplace_back(std::move(*p));
    return t;
  }

  // The values of a call's primary key fields (canonical, with the computed fields); the
  // other fields stay blank.
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<Values> primary_values(const Args&... args) {
    Values v = values_access::blank<Values>();
    error err{};
    const bool ok = ([&](const auto& arg) {
      if constexpr (is_named_value<std::decay_t<decltype(arg)>>) {
        return make::assign(v, arg, err);
      } else {
        return true;  // a version or an option
      }
    }(args) && ...);
    if (!ok) return err;
    make::fill_computed(v);
    return v;
  }

  // The `Key` of a GetItem.
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::key_parts> get(const Args&... args) {
    if constexpr (!key_args_ok<Facts, "get", Args...>()) {
      return reported_at_compile_time();
    } else {
      const result<Values> v = primary_values(args...);
      if (!v) return v.error();
      return dynamodb::key_parts{primary_key(*v)};
    }
  }

  // A DeleteItem: the `Key`, and with a version attribute the check of the version expected.
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::delete_parts> remove(const Args&... args) {
    if constexpr (!key_args_ok<Facts, "remove", Args...>()) {
      return reported_at_compile_time();
    } else {
      return keyed<dynamodb::delete_parts>(args...);
    }
  }
  // A transaction's ConditionCheck: the `Key` and the call's conditions.
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<dynamodb::check_parts> check(const Args&... args) {
    if constexpr (!key_args_ok<Facts, "check", Args...>()) {
      return reported_at_compile_time();
    } else {
      return keyed<dynamodb::check_parts>(args...);
    }
  }

 private:
  // The parts of a DeleteItem or a ConditionCheck: the `Key`, the check of the version
  // expected (with a version attribute), `attribute_exists` for kp::must_exist, the call's
  // kp::when, and the return options.
  template <class Parts, class... Args>
  KEYPLATE_ALWAYS_INLINE static result<Parts> keyed(const Args&... args) {
    const result<Values> v = primary_values(args...);
    if (!v) return v.error();
    Parts d;
    d.key = primary_key(*v);
    d.origin = origin;
    if constexpr (Facts::has_version) {
      const expected_version expected = expected_among(args...);
      if (!expected.any) {
        entity_versions<Facts, Values>::expect_version(expected.version, d.condition_expression,
                                                       d.expression_attribute_names,
                                                       d.expression_attribute_values);
      }
    }
    if constexpr ((is_must_exist<Args> || ...)) {
      d.expression_attribute_names.emplace("#pk", table::partition_attribute);
      add_condition(d.condition_expression, "attribute_exists(#pk)");
    }
    error err{};
    if (!add_when<Facts>(d, err, args...)) return err;
    add_returning<return_choice_of<Args...>()>(d);
    return d;
  }
};

}  // namespace keyplate::detail
