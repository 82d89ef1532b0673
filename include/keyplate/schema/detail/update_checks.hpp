// keyplate: the compile-time checks of `Entity::update`'s arguments: each argument's own mistake
// (its kind, its field, its value's type), then the primary key, the version, and what the
// plan (update_plan.hpp) finds: nothing to change, a rewritten key missing a field, a key
// attribute whose fate the update cannot decide. One mistake gives one error.
#pragma once

#include <cstddef>

#include "../../fixed_string.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "argument_pack.hpp"
#include "condition_checks.hpp"
#include "entity_make.hpp"
#include "item_attributes.hpp"
#include "update_plan.hpp"
#include "versions.hpp"
#include "write_checks.hpp"

namespace keyplate::detail {

// The problem of one argument of an update, by its kind (`none` when it has none).
template <class Facts, class Arg>
constexpr schema_problem find_update_argument_problem() {
  using P = schema_problem;
  constexpr std::size_t f = Facts::field_index(Arg::name.view());
  constexpr bool primary = (write_masks<Facts>::primary_fields & write_masks<Facts>::bit(f)) != 0;
  constexpr argument_kind kind = kind_of<Arg>();
  if constexpr (kind == argument_kind::version || kind == argument_kind::condition) {
    return P::none;  // checked by version_args_ok and when_args_ok
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
  } else if constexpr (!when_args_ok<Facts, "update", Args...>()) {
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

}  // namespace keyplate::detail
