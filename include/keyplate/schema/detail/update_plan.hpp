// keyplate: what an `Entity::update` may change, decided at compile time from the key templates
// (`update_plan`): every key attribute built from a changed field is rebuilt or removed, the
// primary key never changes, and a key that cannot be rebuilt from what the call gives does not
// compile (update_checks.hpp). entity_update.hpp writes the request from the plan.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "../update_operators.hpp"
#include "item_attributes.hpp"
#include "write_checks.hpp"

namespace keyplate::detail {

// What an update does to one attribute of the item.
enum class attribute_action : unsigned char { keep, write, remove, undecidable };

// An update's whole choice for one attribute: its action, whether it is a field the call names
// as known (its value is checked), or one an update operator changes, and that operator.
struct attribute_step {
  attribute_action what = attribute_action::keep;
  bool known_field = false;
  bool operated = false;
  update_operator op{};
};

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
  // The fields an update operator (update_operators.hpp) changes, and each one's operator.
  static constexpr std::uint64_t operated =
      rules::template mask_of<argument_kind::operation, Args...>();
  template <std::size_t F>
  static constexpr update_operator operator_on = [] {
    update_operator op{};
    ((op = kind_of<Args>() == argument_kind::operation && Facts::field_index(Args::name.view()) == F
               ? operator_of<Args>()
               : op),
     ...);
    return op;
  }();
  static constexpr std::uint64_t changed = set | unset | operated;
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
  // Attribute #S's step: entity_update.hpp takes it as a template argument, so the updates that
  // treat attribute #S alike share one function for it.
  template <std::size_t S>
  static constexpr attribute_step step = [] {
    constexpr attribute a = rules::attrs::attributes[S];
    constexpr bool field = a.role == attribute_role::field;
    constexpr std::uint64_t bit = rules::M::bit(a.index);
    constexpr bool operation = field && (operated & bit) != 0;
    return attribute_step{actions[S], field && (known & bit) != 0, operation,
                          operation ? operator_on<a.index> : update_operator{}};
  }();
  // The first attribute whose action the update cannot decide; attribute_count if none.
  static constexpr std::size_t undecidable_at = [] {
    for (std::size_t s = 0; s != attribute_count; ++s) {
      if (actions[s] == attribute_action::undecidable) return s;
    }
    return attribute_count;
  }();
};

}  // namespace keyplate::detail
