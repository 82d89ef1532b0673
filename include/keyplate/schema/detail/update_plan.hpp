// keyplate: `Entity::update`. What an update may change is decided at compile time from the key
// templates (`update_plan`): every key attribute built from a changed field is rebuilt or
// removed, the primary key never changes, and a key that cannot be rebuilt from what the call
// gives does not compile. This is where an update's keys are rebuilt (and its version checked
// and incremented, with versions.hpp).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "../../detail/config.hpp"
#include "../../dynamodb/item_size.hpp"
#include "../../dynamodb/requests.hpp"
#include "../../result.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../values.hpp"
#include "entity_items.hpp"
#include "entity_make.hpp"
#include "entity_writes.hpp"
#include "item_attributes.hpp"
#include "versions.hpp"

namespace keyplate::detail {

// What an update does to one attribute of the item.
enum class attribute_action : unsigned char { keep, write, remove, undecidable };

template <class Facts>
struct update_rules {
  using M = write_masks<Facts>;
  using attrs = item_attributes<Facts>;

  // Attribute #s, for an update changing the fields in `changed`, of which those in `unset`
  // lose their value. A key attribute is rebuilt when an index it belongs to uses a changed
  // field and keeps all its fields; removed when every index it belongs to loses one. The
  // table's keys never change (their fields cannot be set).
  static constexpr attribute_action action_of(std::size_t s, std::uint64_t changed,
                                              std::uint64_t unset) noexcept {
    const attribute a = attrs::attributes[s];
    if (a.role == attribute_role::field) {
      if ((changed & M::bit(a.index)) == 0) return attribute_action::keep;
      return (unset & M::bit(a.index)) != 0 ? attribute_action::remove : attribute_action::write;
    }
    const std::uint64_t writers = attrs::attribute_writers[s];
    if ((writers & M::bit(M::table_at)) != 0) return attribute_action::keep;
    bool affected = false, stays = false, dense_other = false, sparse_other = false;
    for (std::size_t k = 0; k != M::keys_count; ++k) {
      if ((writers & M::bit(k)) == 0) continue;
      if ((M::index_fields[k] & changed) != 0) {
        affected = true;
        stays = stays || (M::index_fields[k] & unset) == 0;
      } else if ((M::index_fields[k] & M::optional_fields) != 0) {
        sparse_other = true;  // present or not: this update cannot tell
      } else {
        dense_other = true;
      }
    }
    if (!affected) return attribute_action::keep;
    if (stays) return attribute_action::write;
    if (dense_other) return attribute_action::keep;
    return sparse_other ? attribute_action::undecidable : attribute_action::remove;
  }

  template <argument_kind Kind, class... Args>
  static constexpr std::uint64_t mask_of() noexcept {
    return ((kind_of<Args>() == Kind ? M::bit(Facts::field_index(Args::name.view())) : 0) | ... |
            0);
  }
};

// The plan of one update: which fields each kind of argument names, and each attribute's action.
template <class Facts, class... Args>
struct update_plan {
  using rules = update_rules<Facts>;
  static constexpr std::uint64_t primary =
      rules::template mask_of<argument_kind::primary, Args...>();
  static constexpr std::uint64_t set = rules::template mask_of<argument_kind::set, Args...>();
  static constexpr std::uint64_t unset = rules::template mask_of<argument_kind::unset, Args...>();
  static constexpr std::uint64_t known = rules::template mask_of<argument_kind::known, Args...>();
  static constexpr std::uint64_t changed = set | unset;
  static constexpr std::uint64_t given = primary | set | known | rules::M::computed_fields;
  static constexpr std::size_t attribute_count = rules::attrs::attribute_count;
  static constexpr std::array<attribute_action, attribute_count> actions = [] {
    std::array<attribute_action, attribute_count> out{};
    for (std::size_t s = 0; s != attribute_count; ++s) out[s] = rules::action_of(s, changed, unset);
    return out;
  }();
  // The first field that a rewritten key needs and the update does not give; field_count if none.
  static constexpr std::size_t missing_field = [] {
    using M = typename rules::M;
    std::uint64_t m = 0;
    for (std::size_t k = 0; k != M::keys_count; ++k) {
      const bool rewritten =
          (M::index_fields[k] & changed) != 0 && (M::index_fields[k] & unset) == 0;
      if (rewritten) m |= M::index_fields[k] & ~given;
    }
    return m == 0 ? Facts::field_count : static_cast<std::size_t>(std::countr_zero(m));
  }();
  // The first attribute whose action the update cannot decide; attribute_count if none.
  static constexpr std::size_t undecidable_at = [] {
    for (std::size_t s = 0; s != attribute_count; ++s) {
      if (actions[s] == attribute_action::undecidable) return s;
    }
    return attribute_count;
  }();
};

// The problem of one argument of an update, by its kind (`none` when it has none).
template <class Facts, class Arg>
constexpr schema_problem find_update_argument_problem() {
  using P = schema_problem;
  constexpr std::size_t f = Facts::field_index(Arg::name.view());
  constexpr bool primary = (write_masks<Facts>::primary_fields & write_masks<Facts>::bit(f)) != 0;
  constexpr argument_kind kind = kind_of<Arg>();
  if constexpr (kind == argument_kind::version) {
    return P::none;  // checked by version_args_ok
  } else if constexpr (f == Facts::version_index && kind != argument_kind::primary) {
    return P::version_written;
  } else if constexpr (kind == argument_kind::unset) {
    return Facts::field_optional[f] ? P::none : P::unset_required_field;
  } else if constexpr (kind == argument_kind::primary) {
    return value_fits<Facts, Arg>() ? P::none : P::value_type;
  } else if constexpr (primary) {
    return kind == argument_kind::set ? P::update_sets_primary : P::known_primary_field;
  } else {
    // A new or known value is a value of the field's codec (not a `std::optional`: use unset).
    return codec_takes<typename Facts::template codec_at<f>, typename Arg::value_type>()
               ? P::none
               : P::value_type;
  }
}
// The first argument of an update with a problem; `sizeof...(Args)` when none has.
template <class Facts, class... Args>
constexpr std::size_t find_bad_update_argument() {
  return first_false<sizeof...(Args)>(
      {(find_update_argument_problem<Facts, Args>() == schema_problem::none)...});
}

template <class Facts, class... Args>
constexpr bool update_args_ok() {
  // Each check runs only when the ones before it pass, so one mistake gives one error. The
  // branches whose check reported already are alike on purpose.
  // NOLINTBEGIN(bugprone-branch-clone)
  using P = schema_problem;
  constexpr auto entity = Facts::name_text;
  if constexpr (!writable<Facts>()) {
    return false;
  } else if constexpr (!((kind_of<Args>() != argument_kind::other) && ...)) {
    return report<P::update_argument_kind, entity, "update">();
  } else if constexpr (!argument_names_ok<Facts, Args...>()) {
    return false;
  } else if constexpr (constexpr std::size_t at = find_bad_update_argument<Facts, Args...>();
                       at != sizeof...(Args)) {
    using Arg = arg_at<at, Args...>;
    return report<find_update_argument_problem<Facts, Arg>(), entity, Arg::name>();
  } else if constexpr (!primary_args_ok<Facts, Args...>()) {
    return false;
  } else if constexpr (!version_args_ok<Facts, "update", Args...>()) {
    return false;
  } else if constexpr (update_plan<Facts, Args...>::changed == 0) {
    return report<P::update_nothing, entity, "update">();
  } else if constexpr (constexpr std::size_t f = update_plan<Facts, Args...>::missing_field;
                       f != Facts::field_count) {
    return report<P::rebuild_field_missing, entity, Facts::template field_at<f>::name>();
  } else if constexpr (constexpr std::size_t s = update_plan<Facts, Args...>::undecidable_at;
                       s != update_plan<Facts, Args...>::attribute_count) {
    using A = item_attributes<Facts>;
    return report<P::undecidable_attribute, entity,
                  A::template attribute_name_text<A::attributes[s]>()>();
  } else {
    return true;
  }
  // NOLINTEND(bugprone-branch-clone)
}

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
                  kind_of<Arg>() == argument_kind::version) {
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
  // Adds attribute #S to the update: SET, REMOVE, or the condition on a known field's value.
  template <std::size_t S, class Plan>
  static void add_to_update(const Values& v, dynamodb::update_parts& u, std::string& sets,
                            std::string& removes) {
    constexpr attribute a = attrs::attributes[S];
    constexpr attribute_action what = Plan::actions[S];
    constexpr bool known_field =
        a.role == attribute_role::field && (Plan::known & write_masks<Facts>::bit(a.index)) != 0;
    if constexpr (what == attribute_action::keep && !known_field) {
      return;
    } else {
      const std::string name = "#a" + std::to_string(S);
      const std::string value = ":a" + std::to_string(S);
      u.expression_attribute_names.emplace(name, attrs::attribute_name(a));
      if (what == attribute_action::remove || (!known_field && written_as_nothing<a>(v))) {
        removes += (removes.empty() ? "" : ", ") + name;
      } else {
        u.expression_attribute_values.emplace(value, items::template attribute_of<S>(v));
        if constexpr (known_field) {
          u.condition_expression += " AND " + name + " = " + value;
        } else {
          sets += (sets.empty() ? "" : ", ") + name + " = " + value;
        }
      }
    }
  }

  // What DynamoDB would refuse whatever the item holds: lists and maps nested too deep, or an
  // item over 400 KB with nothing but the primary key and the attributes the update writes
  // (each value `:aS` is attribute `#aS`, add_to_update's names).
  static error values_fit(const dynamodb::update_parts& u) {
    std::size_t size = dynamodb::item_size(u.key);
    for (const auto& [placeholder, value] : u.expression_attribute_values) {
      if (dynamodb::nesting(value) > dynamodb::max_nesting) {
        return error{error_code::too_deep, {}, 0};
      }
      const auto name = u.expression_attribute_names.find("#" + placeholder.substr(1));
      if (name != u.expression_attribute_names.end()) size += name->second.size();
      size += dynamodb::value_size(value);
    }
    return size > dynamodb::max_item_size ? error{error_code::item_too_large, {}, 0} : error{};
  }

  // The version step of an update: at version k, check k and SET k + 1; at any version, ADD 1.
  static error add_version(const expected_version& expected, dynamodb::update_parts& u,
                           std::string& sets, std::string& adds) {
    using versions = entity_versions<Facts, Values>;
    if (expected.any) {
      u.expression_attribute_names.emplace("#version", versions::name);
      u.expression_attribute_values.emplace(":next", dynamodb::attribute_value::number("1"));
      adds = "#version :next";
      return {};
    }
    result<dynamodb::attribute_value> next = versions::next(expected.version);
    if (!next) return next.error();
    versions::check(expected.version, u.condition_expression, u.expression_attribute_names,
                    u.expression_attribute_values);
    u.expression_attribute_values.emplace(":next", std::move(*next));
    sets += (sets.empty() ? "" : ", ") + std::string("#version = :next");
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
      u.condition_expression = "attribute_exists(#pk)";
      u.expression_attribute_names.emplace("#pk", writes::table::partition_attribute);
      std::string sets, removes;
      [&]<std::size_t... S>(std::index_sequence<S...>) {
        (add_to_update<S, Plan>(v, u, sets, removes), ...);
      }
      (std::make_index_sequence<attrs::attribute_count>{});
      if (const error e = values_fit(u); e.code != error_code::none) return e;
      std::string adds;
      if constexpr (Facts::has_version) {
        if (const error e = add_version(expected_among(args...), u, sets, adds);
            e.code != error_code::none) {
          return e;
        }
      }
      if (!sets.empty()) u.update_expression = "SET " + sets;
      for (const std::string* clause : {&removes, &adds}) {
        if (clause->empty()) continue;
        if (!u.update_expression.empty()) u.update_expression += ' ';
        u.update_expression += (clause == &removes ? "REMOVE " : "ADD ") + *clause;
      }
      return u;
    }
  }
};

}  // namespace keyplate::detail
