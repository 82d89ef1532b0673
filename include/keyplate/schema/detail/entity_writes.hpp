// keyplate: the writes of an entity that take whole items or primary keys: `Entity::put`,
// `get`, `remove` and `move`, as request parts (with the version checks of versions.hpp); the
// fields of each key as masks, and the checks that a call gives exactly the primary key fields
// (shared with update_plan.hpp and update_checks.hpp).
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
#include "../../fixed_string.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../values.hpp"
#include "argument_pack.hpp"
#include "entity_facts.hpp"
#include "entity_items.hpp"
#include "entity_make.hpp"
#include "versions.hpp"

namespace keyplate::detail {

// The fields of each keys<...> as masks over the entity's fields (writes work on entities of
// up to 64 fields: the write checks report more).
template <class Facts>
struct write_masks {
  static constexpr std::uint64_t bit(std::size_t f) noexcept {
    return f < 64 ? std::uint64_t{1} << f : 0;
  }
  static constexpr std::uint64_t mask(const std::array<bool, Facts::field_count>& uses) noexcept {
    std::uint64_t m = 0;
    for (std::size_t f = 0; f != Facts::field_count; ++f) m |= uses[f] ? bit(f) : 0;
    return m;
  }
  static constexpr std::size_t keys_count = detail::keys_count<Facts>;
  // For each keys<...>: the fields of both its templates.
  static constexpr std::array<std::uint64_t, keys_count> index_fields =
      []<std::size_t... K>(std::index_sequence<K...>) {
    return std::array<std::uint64_t, keys_count>{mask(fields_of_keys<Facts, keys_at<Facts, K>>)...};
  }
  (std::make_index_sequence<keys_count>{});
  // The position of the table's keys<...> (the declaration checks make sure there is one).
  static constexpr std::size_t table_at = []<std::size_t... K>(std::index_sequence<K...>) {
    constexpr std::array<bool, keys_count> is_table{keys_at<Facts, K>::index_type::is_table...};
    for (std::size_t k = 0; k != keys_count; ++k) {
      if (is_table[k]) return k;
    }
    return std::size_t{0};
  }
  (std::make_index_sequence<keys_count>{});
  static constexpr std::uint64_t primary_fields = index_fields[table_at];
  // Computed fields (shards): their sources are primary key fields, so every write has them.
  static constexpr std::uint64_t computed_fields = mask(Facts::field_computed);
  static constexpr std::uint64_t optional_fields = mask(Facts::field_optional);
};

// What a write's argument is.
enum class argument_kind : unsigned char { primary, set, unset, known, version, other };
template <class Arg>
constexpr argument_kind kind_of() noexcept {
  if constexpr (is_named_value<Arg>) return argument_kind::primary;
  if constexpr (is_set_value<Arg>) return argument_kind::set;
  if constexpr (is_unset_field<Arg>) return argument_kind::unset;
  if constexpr (is_known_value<Arg>) return argument_kind::known;
  if constexpr (is_expected_version<Arg>) return argument_kind::version;
  return argument_kind::other;
}

// Every field of the primary key given with kp::arg, and nothing else with kp::arg: the first
// `kp::arg` of another field (`not_primary_field`, `at` the argument), else the first primary
// key field missing (`primary_field_missing`, `at` the field); `none` when both hold.
enum class primary_problem : unsigned char { none, not_primary_field, primary_field_missing };
struct primary_check {
  primary_problem problem = primary_problem::none;
  std::size_t at = 0;
};
template <class Facts, class... Args>
constexpr primary_check find_primary_problem() noexcept {
  using M = write_masks<Facts>;
  constexpr std::array<bool, sizeof...(Args)> is_arg{
      (kind_of<Args>() == argument_kind::primary)...};
  constexpr std::array<std::size_t, sizeof...(Args)> field{
      Facts::field_index(Args::name.view())...};
  std::uint64_t given = 0;
  for (std::size_t i = 0; i != is_arg.size(); ++i) {
    if (!is_arg[i]) continue;
    if ((M::primary_fields & M::bit(field[i])) == 0) {
      return {primary_problem::not_primary_field, i};
    }
    given |= M::bit(field[i]);
  }
  const std::uint64_t missing = M::primary_fields & ~M::computed_fields & ~given;
  for (std::size_t f = 0; f != Facts::field_count; ++f) {
    if ((missing & M::bit(f)) != 0) return {primary_problem::primary_field_missing, f};
  }
  return {};
}
template <class Facts, class... Args>
constexpr bool primary_args_ok() {
  constexpr primary_check c = find_primary_problem<Facts, Args...>();
  if constexpr (c.problem == primary_problem::none) {
    return true;
  } else if constexpr (c.problem == primary_problem::not_primary_field) {
    return report<schema_problem::not_primary_field, Facts::name_text,
                  arg_at<c.at, Args...>::name>();
  } else {
    return report<schema_problem::primary_field_missing, Facts::name_text,
                  Facts::template field_at<c.at>::name>();
  }
}

// get and remove: exactly the primary key fields, as kp::arg.
// The writes' masks hold 64 fields; checked before anything reads them.
template <class Facts>
constexpr bool writable() {
  return require<(Facts::field_count <= 64), schema_problem::writes_over_64_fields,
                 Facts::name_text, "fields">();
}

// Whether a key argument's value is one its field takes (a version argument has no field).
template <class Facts, class Arg>
constexpr bool key_arg_fits() {
  if constexpr (is_expected_version<Arg>) {
    return true;
  } else {
    return value_fits<Facts, Arg>();
  }
}

// get and remove: the primary key fields as kp::arg; remove also takes the version expected,
// which an entity with a version attribute requires.
template <class Facts, fixed_string Operation, class... Args>
constexpr bool key_args_ok() {
  // The branches that stop at a check that reported are alike on purpose.
  // NOLINTBEGIN(bugprone-branch-clone)
  constexpr bool versioned = Operation.view() == std::string_view("remove");
  if constexpr (!writable<Facts>()) {
    return false;
  } else if constexpr (!((is_named_value<Args> || (versioned && is_expected_version<Args>)) &&
                         ...)) {
    return report<schema_problem::key_not_named, Facts::name_text, Operation>();
  } else if constexpr (!argument_names_ok<Facts, Args...>()) {
    return false;
  } else if constexpr (!primary_args_ok<Facts, Args...>()) {
    return false;
  } else if constexpr (constexpr std::size_t untyped =
                           first_false<sizeof...(Args)>({key_arg_fits<Facts, Args>()...});
                       untyped != sizeof...(Args)) {
    return report<schema_problem::value_type, Facts::name_text, arg_at<untyped, Args...>::name>();
  } else if constexpr (versioned) {
    return version_args_ok<Facts, Operation, Args...>();
  } else {
    return true;
  }
  // NOLINTEND(bugprone-branch-clone)
}

template <class Facts, class Values>
struct entity_writes {
  static_assert(evaluated(writable<Facts>()));
  using M = write_masks<Facts>;
  using items = entity_items<Facts, Values>;
  using make = entity_make<Facts, Values>;
  using table_keys = keys_at<Facts, M::table_at>;
  using table = typename table_keys::index_type;

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
  static result<dynamodb::put_parts> put(const Values& v, bool create_only) {
    dynamodb::put_parts p;
    p.item = items::item(v);
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
        versions::check(versions::of(v), p.condition_expression, p.expression_attribute_names,
                        p.expression_attribute_values);
      }
    }
    if (const error e = dynamodb::check_item(p.item); e.code != error_code::none) return e;
    return p;
  }

  // The item at `from`'s primary key must exist (and be at `from`'s version) and is deleted;
  // `to`'s item must not exist and is put.
  static result<dynamodb::transaction_parts> move(const Values& from, const Values& to) {
    dynamodb::transaction_parts t;
    t.remove.key = primary_key(from);
    result<dynamodb::put_parts> p = put(to, true);
    if (!p) return p.error();
    t.put = std::move(*p);
    if (t.remove.key == primary_key(to)) return codec_error(error_code::same_primary_key);
    t.remove.condition_expression = "attribute_exists(#pk)";
    t.remove.expression_attribute_names.emplace("#pk", table::partition_attribute);
    if constexpr (Facts::has_version) {
      using versions = entity_versions<Facts, Values>;
      versions::check(versions::of(from), t.remove.condition_expression,
                      t.remove.expression_attribute_names, t.remove.expression_attribute_values);
    }
    return t;
  }

  // The values of a call's primary key fields (canonical, with the computed fields); the
  // other fields stay blank.
  template <class... Args>
  KEYPLATE_ALWAYS_INLINE static result<Values> primary_values(const Args&... args) {
    Values v = values_access::blank<Values>();
    error err{};
    const bool ok = ([&](const auto& arg) {
      if constexpr (is_expected_version<std::decay_t<decltype(arg)>>) {
        return true;
      } else {
        return make::assign(v, arg, err);
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
      const result<Values> v = primary_values(args...);
      if (!v) return v.error();
      dynamodb::delete_parts d;
      d.key = primary_key(*v);
      if constexpr (Facts::has_version) {
        const expected_version expected = expected_among(args...);
        if (!expected.any) {
          entity_versions<Facts, Values>::check(expected.version, d.condition_expression,
                                                d.expression_attribute_names,
                                                d.expression_attribute_values);
        }
      }
      return d;
    }
  }
};

}  // namespace keyplate::detail
