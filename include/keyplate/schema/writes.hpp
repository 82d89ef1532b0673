// keyplate: the writes of an entity, `Entity::put` / `get` / `remove` / `update` / `move`, as
// request parts. What `update` may change is decided at compile time from the key templates:
// every key attribute built from a changed field is rebuilt or removed, the primary key never
// changes, and a key that cannot be rebuilt from what the call gives does not compile.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "../fixed_string.hpp"
#include "../result.hpp"
#include "attributes.hpp"
#include "changes.hpp"
#include "errors.hpp"
#include "fields.hpp"
#include "item.hpp"
#include "keys.hpp"
#include "requests.hpp"

namespace keyplate::detail {

// The update and key checks of entity `Entity`, each reporting through its own helper so that
// every compiler prints the entity's and the field's names in the diagnostic.
template <fixed_string Entity>
struct write_checks {
  template <fixed_string Operation, bool Named>
  static constexpr bool require_named() {
    static_assert(Named || schema_error<Entity, Operation>,
                  "keyplate: get and remove take the primary key fields as kp::arg<\"field\">("
                  "value) arguments");
    return Named;
  }
  template <bool Kinds>
  static constexpr bool require_kinds() {
    static_assert(Kinds || schema_error<Entity, "update">,
                  "keyplate: update takes the primary key fields (kp::arg), and kp::set, "
                  "kp::unset and kp::known arguments");
    return Kinds;
  }
  template <fixed_string Field, bool Primary>
  static constexpr bool require_primary_field() {
    static_assert(Primary || schema_error<Entity, Field>,
                  "keyplate: this field is not part of the primary key (get, remove and update "
                  "take the primary key fields as kp::arg, update the others as kp::set or "
                  "kp::known)");
    return Primary;
  }
  template <fixed_string Field, bool Given>
  static constexpr bool require_primary_given() {
    static_assert(Given || schema_error<Entity, Field>,
                  "keyplate: a field of the primary key is missing");
    return Given;
  }
  template <fixed_string Field, bool Mutable>
  static constexpr bool require_mutable() {
    static_assert(Mutable || schema_error<Entity, Field>,
                  "keyplate: update: this field is part of the primary key, which never "
                  "changes: use move");
    return Mutable;
  }
  template <fixed_string Field, bool NotPrimary>
  static constexpr bool require_not_known_primary() {
    static_assert(NotPrimary || schema_error<Entity, Field>,
                  "keyplate: update: a primary key field is given with kp::arg, not kp::known");
    return NotPrimary;
  }
  template <fixed_string Field, bool Optional>
  static constexpr bool require_optional() {
    static_assert(Optional || schema_error<Entity, Field>,
                  "keyplate: update: only an optional field can be unset");
    return Optional;
  }
  template <bool Changes>
  static constexpr bool require_change() {
    static_assert(Changes || schema_error<Entity, "update">,
                  "keyplate: update: nothing to change (give kp::set or kp::unset)");
    return Changes;
  }
  template <fixed_string Field, bool Given>
  static constexpr bool require_rebuild_field() {
    static_assert(Given || schema_error<Entity, Field>,
                  "keyplate: update: a key this update rewrites is built from this field too: "
                  "kp::set it, or give its current value as kp::known");
    return Given;
  }
  template <fixed_string Attribute, bool Decidable>
  static constexpr bool require_decidable() {
    static_assert(Decidable || schema_error<Entity, Attribute>,
                  "keyplate: update: this key attribute would lose one of its indexes but "
                  "another sparse index shares it, and the update cannot tell whether that "
                  "index keeps it");
    return Decidable;
  }
};

// The writes of entity `E` (a friend of `E`: it reads E's attribute slots and encoders).
template <class E>
struct entity_writes {
  static_assert(E::field_count <= 64, "keyplate: writes work on entities of up to 64 fields");
  using values = typename E::values;
  using checks = write_checks<E::name_text>;
  static constexpr std::size_t keys_count = std::tuple_size_v<typename E::keys_list>;

  static constexpr std::uint64_t bit(std::size_t f) noexcept { return std::uint64_t{1} << f; }

  // The fields a key template uses, as a mask over E's fields.
  template <fixed_string Pattern>
  static constexpr std::uint64_t template_mask() noexcept {
    using T = template_fields<Pattern>;
    std::uint64_t m = 0;
    for (std::size_t i = 0; i != T::count; ++i) m |= bit(E::field_index(T::name(i)));
    return m;
  }
  // For each keys<...> of E: the fields of both its templates.
  static constexpr std::array<std::uint64_t, keys_count> index_fields =
      []<std::size_t... K>(std::index_sequence<K...>) {
    return std::array<std::uint64_t, keys_count>{
        (template_mask<E::template keys_at<K>::partition>() |
         template_mask<E::template keys_at<K>::sort>())...};
  }
  (std::make_index_sequence<keys_count>{});
  // The position of the table's keys<...> among E's.
  static constexpr std::size_t table_at = []<std::size_t... K>(std::index_sequence<K...>) {
    constexpr std::array<bool, keys_count> is_table{
        E::template keys_at<K>::index_type::is_table...};
    for (std::size_t k = 0; k != keys_count; ++k) {
      if (is_table[k]) return k;
    }
    return std::size_t{0};  // an entity without table keys does not compile
  }
  (std::make_index_sequence<keys_count>{});
  using table_keys = typename E::template keys_at<table_at>;
  using table = typename table_keys::index_type;
  static constexpr std::uint64_t primary_fields = index_fields[table_at];
  // Computed fields (shards): their sources are primary key fields, so every write has them.
  static constexpr std::uint64_t computed_fields = [] {
    std::uint64_t m = 0;
    for (std::size_t f = 0; f != E::field_count; ++f) m |= E::field_computed[f] ? bit(f) : 0;
    return m;
  }();
  static constexpr std::uint64_t optional_fields = [] {
    std::uint64_t m = 0;
    for (std::size_t f = 0; f != E::field_count; ++f) m |= E::field_optional[f] ? bit(f) : 0;
    return m;
  }();

  // ---- the primary key --------------------------------------------------------------
  static dynamodb::item primary_key(const values& v) {
    dynamodb::item key;
    key.set(table::partition_attribute,
            {attribute_kind::S, E::template encode_template<table_keys::partition>(v)});
    if constexpr (table::has_sort) {
      key.set(table::sort_attribute,
              {attribute_kind::S, E::template encode_template<table_keys::sort>(v)});
    }
    return key;
  }

  // ---- put, move -----------------------------------------------------------------------
  static dynamodb::put_parts put(const values& v, bool create_only) {
    dynamodb::put_parts p;
    p.item = E::item(v);
    if (create_only) {
      p.condition_expression = "attribute_not_exists(#pk)";
      p.expression_attribute_names.emplace("#pk", table::partition_attribute);
    }
    return p;
  }

  static result<dynamodb::transaction_parts> move(const values& from, const values& to) {
    dynamodb::transaction_parts t;
    t.remove.key = primary_key(from);
    t.put = put(to, true);
    if (t.remove.key == primary_key(to)) return codec_error(error_code::same_primary_key);
    t.remove.condition_expression = "attribute_exists(#pk)";
    t.remove.expression_attribute_names.emplace("#pk", table::partition_attribute);
    return t;
  }

  // ---- the argument kinds ----------------------------------------------------------------
  enum class kind : unsigned char { primary, set, unset, known, other };
  template <class Arg>
  static constexpr kind kind_of() noexcept {
    if constexpr (is_named_value<Arg>) return kind::primary;
    if constexpr (is_set_value<Arg>) return kind::set;
    if constexpr (is_unset_field<Arg>) return kind::unset;
    if constexpr (is_known_value<Arg>) return kind::known;
    return kind::other;
  }
  template <kind Kind, class... Args>
  static constexpr std::uint64_t mask_of() noexcept {
    return ((kind_of<Args>() == Kind ? bit(E::field_index(Args::name.view())) : 0) | ... | 0);
  }

  // ---- get, remove: exactly the primary key fields -----------------------------------
  template <fixed_string Operation, class... Args>
  static constexpr bool primary_args_ok() {
    // The branches that stop at a failed check are alike on purpose.
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (!checks::template require_named<Operation, (is_named_value<Args> && ...)>()) {
      return false;
    } else if constexpr (!E::template names_ok<Args...>()) {
      return false;
    } else {
      return primary_given<Args...>();
    }
    // NOLINTEND(bugprone-branch-clone)
  }
  template <fixed_string Operation, class... Args>
  static result<dynamodb::key_parts> key(const Args&... args) {
    if constexpr (!primary_args_ok<Operation, Args...>()) {
      return codec_error(error_code::none);  // reported at compile time
    } else {
      values v = E::blank();
      error err{};
      if (!(assign(v, args, err) && ...)) return err;
      E::fill_computed(v);
      return dynamodb::key_parts{primary_key(v)};
    }
  }

  // ---- update ------------------------------------------------------------------------
  // What an update does to one attribute of the entity.
  enum class action : unsigned char { keep, write, remove, undecidable };

  // Slot #S of E's attributes, for an update changing the fields in `changed`, of which those
  // in `unset` lose their value. A key attribute is rebuilt when an index it belongs to uses a
  // changed field and keeps all its fields; removed when every index it belongs to loses one.
  // The table's keys never change (their fields cannot be set).
  static constexpr action slot_action(std::size_t s, std::uint64_t changed,
                                      std::uint64_t unset) noexcept {
    const auto& slot = E::slots[s];
    if (slot.kind == E::slot_kind::field) {
      if ((changed & bit(slot.index)) == 0) return action::keep;
      return (unset & bit(slot.index)) != 0 ? action::remove : action::write;
    }
    const std::uint64_t sharers = E::slot_sharers[s];
    if ((sharers & bit(table_at)) != 0) return action::keep;
    bool affected = false, stays = false, dense_other = false, sparse_other = false;
    for (std::size_t k = 0; k != keys_count; ++k) {
      if ((sharers & bit(k)) == 0) continue;
      if ((index_fields[k] & changed) != 0) {
        affected = true;
        stays = stays || (index_fields[k] & unset) == 0;
      } else if ((index_fields[k] & optional_fields) != 0) {
        sparse_other = true;  // present or not: this update cannot tell
      } else {
        dense_other = true;
      }
    }
    if (!affected) return action::keep;
    if (stays) return action::write;
    if (dense_other) return action::keep;
    return sparse_other ? action::undecidable : action::remove;
  }

  template <class... Args>
  struct plan {
    static constexpr std::uint64_t primary = mask_of<kind::primary, Args...>();
    static constexpr std::uint64_t set = mask_of<kind::set, Args...>();
    static constexpr std::uint64_t unset = mask_of<kind::unset, Args...>();
    static constexpr std::uint64_t known = mask_of<kind::known, Args...>();
    static constexpr std::uint64_t changed = set | unset;
    static constexpr std::uint64_t given = primary | set | known | computed_fields;
    static constexpr std::array<action, E::slot_count> actions = [] {
      std::array<action, E::slot_count> out{};
      for (std::size_t s = 0; s != E::slot_count; ++s) out[s] = slot_action(s, changed, unset);
      return out;
    }();
  };

  template <class... Args>
  static constexpr bool update_args_ok() {
    // Each check runs only when the ones before it pass, so one mistake gives one error.
    // The branches that stop at a failed check are alike on purpose.
    // NOLINTBEGIN(bugprone-branch-clone)
    if constexpr (!checks::template require_kinds<((kind_of<Args>() != kind::other) && ...)>()) {
      return false;
    } else if constexpr (!E::template names_ok<Args...>()) {
      return false;
    } else if constexpr (!(check_update_arg<Args>() && ...)) {
      return false;
    } else if constexpr (!primary_given<Args...>()) {
      return false;
    } else if constexpr (!checks::template require_change<plan<Args...>::changed != 0>()) {
      return false;
    } else if constexpr (!rebuildable<plan<Args...>>()) {
      return false;
    } else {
      return decidable<plan<Args...>>();
    }
    // NOLINTEND(bugprone-branch-clone)
  }

  template <class... Args>
  static result<dynamodb::update_parts> update(const Args&... args) {
    if constexpr (!update_args_ok<Args...>()) {
      return codec_error(error_code::none);  // reported at compile time
    } else {
      using P = plan<Args...>;
      values v = E::blank();
      error err{};
      if (!(assign(v, args, err) && ...)) return err;
      E::fill_computed(v);
      dynamodb::update_parts u;
      u.key = primary_key(v);
      u.condition_expression = "attribute_exists(#pk)";
      u.expression_attribute_names.emplace("#pk", table::partition_attribute);
      std::string sets, removes;
      [&]<std::size_t... S>(std::index_sequence<S...>) {
        (describe_slot<S, P>(v, u, sets, removes), ...);
      }
      (std::make_index_sequence<E::slot_count>{});
      if (!sets.empty()) u.update_expression = "SET " + sets;
      if (!removes.empty()) {
        if (!u.update_expression.empty()) u.update_expression += ' ';
        u.update_expression += "REMOVE " + removes;
      }
      return u;
    }
  }

 private:
  // Every field of the primary key given with kp::arg, and nothing else with kp::arg.
  template <class... Args>
  static constexpr bool primary_given() {
    constexpr std::uint64_t primary = mask_of<kind::primary, Args...>();
    constexpr bool only =
        (checks::template require_primary_field<
             Args::name, (kind_of<Args>() != kind::primary ||
                          (primary_fields & bit(E::field_index(Args::name.view()))) != 0)>() &&
         ...);
    constexpr bool all = [&]<std::size_t... F>(std::index_sequence<F...>) {
      return (checks::template require_primary_given<E::template field_at<F>::name,
                                                     ((primary_fields & bit(F)) == 0 ||
                                                      (computed_fields & bit(F)) != 0 ||
                                                      (primary & bit(F)) != 0)>() &&
              ...);
    }
    (std::make_index_sequence<E::field_count>{});
    return only && all;
  }

  template <class Arg>
  static constexpr bool check_update_arg() {
    constexpr std::size_t f = E::field_index(Arg::name.view());
    constexpr bool primary = (primary_fields & bit(f)) != 0;
    if constexpr (kind_of<Arg>() == kind::set) {
      return checks::template require_mutable<Arg::name, !primary>() && check_value<Arg>();
    } else if constexpr (kind_of<Arg>() == kind::known) {
      return checks::template require_not_known_primary<Arg::name, !primary>() &&
             check_value<Arg>();
    } else if constexpr (kind_of<Arg>() == kind::unset) {
      return checks::template require_optional<Arg::name, E::field_optional[f]>();
    } else {
      return E::template check_value_type<Arg>();
    }
  }
  // A new or known value is a value of the field's codec (not a `std::optional`: use unset).
  template <class Arg>
  static constexpr bool check_value() {
    using C = typename E::template codec_at<E::field_index(Arg::name.view())>;
    constexpr bool fits = requires(char* out, const typename Arg::value_type& value) {
      C::encode(out, value);
    };
    return E::template require_value_type<Arg::name, fits>();
  }

  // Every index that a changed field touches and that keeps its key has all its fields.
  template <class P>
  static constexpr bool rebuildable() {
    constexpr std::uint64_t missing = [] {
      std::uint64_t m = 0;
      for (std::size_t k = 0; k != keys_count; ++k) {
        const bool rewritten =
            (index_fields[k] & P::changed) != 0 && (index_fields[k] & P::unset) == 0;
        if (rewritten) m |= index_fields[k] & ~P::given;
      }
      return m;
    }();
    if constexpr (missing == 0) {
      return true;
    } else {
      constexpr std::size_t f = static_cast<std::size_t>(std::countr_zero(missing));
      return checks::template require_rebuild_field<E::template field_at<f>::name, false>();
    }
  }
  // No key attribute that the update removes is shared with a sparse index it does not touch.
  template <class P>
  static constexpr bool decidable() {
    constexpr std::size_t at = [] {
      for (std::size_t s = 0; s != E::slot_count; ++s) {
        if (P::actions[s] == action::undecidable) return s;
      }
      return E::slot_count;
    }();
    if constexpr (at == E::slot_count) {
      return true;
    } else {
      return checks::template require_decidable<E::template slot_text<E::slots[at]>(), false>();
    }
  }

  // Stores an argument's canonical value in `v` (an unset field keeps no value).
  template <class Arg>
  static bool assign(values& v, const Arg& arg, error& err) {
    if constexpr (kind_of<Arg>() == kind::unset) {
      return true;
    } else {
      return E::template assign_value<E::field_index(Arg::name.view())>(v, arg.value, err);
    }
  }

  // Adds slot #S to the update: SET, REMOVE, or the condition on a known field's value.
  template <std::size_t S, class P>
  static void describe_slot(const values& v, dynamodb::update_parts& u, std::string& sets,
                            std::string& removes) {
    constexpr auto slot = E::slots[S];
    constexpr action what = P::actions[S];
    constexpr bool known_field =
        slot.kind == E::slot_kind::field && (P::known & bit(slot.index)) != 0;
    if constexpr (what == action::keep && !known_field) {
      return;
    } else {
      const std::string name = "#a" + std::to_string(S);
      const std::string value = ":a" + std::to_string(S);
      u.expression_attribute_names.emplace(name, E::slot_name(slot));
      if constexpr (what == action::remove) {
        removes += (removes.empty() ? "" : ", ") + name;
      } else {
        u.expression_attribute_values.emplace(value, attribute_of<S>(v));
        if constexpr (known_field) {
          u.condition_expression += " AND " + name + " = " + value;
        } else {
          sets += (sets.empty() ? "" : ", ") + name + " = " + value;
        }
      }
    }
  }
  // Slot #S's attribute for `v`: a field's attribute form, or a key rebuilt from its template.
  template <std::size_t S>
  static dynamodb::attribute_value attribute_of(const values& v) {
    constexpr auto slot = E::slots[S];
    if constexpr (slot.kind == E::slot_kind::field) {
      return to_item_attribute<typename E::template codec_at<slot.index>>(
          E::template value_of<slot.index>(v));
    } else {
      return {attribute_kind::S, E::template encode_template<E::template slot_pattern<S>()>(v)};
    }
  }
};

}  // namespace keyplate::detail
