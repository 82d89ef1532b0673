// keyplate: the compile-time checks of `Entity::update`'s arguments: each argument's own mistake
// (its kind, its field, its value's type), then the primary key, the version, and what the
// plan (update_plan.hpp) finds: nothing to change, a rewritten key missing a field, a key
// attribute whose fate the update cannot decide. One mistake gives one error. An update
// operator's own checks (its field's type, no key built from it) and `upsert`'s options too.
#pragma once

#include <cstddef>
#include <utility>

#include "../../fixed_string.hpp"
#include "../arguments.hpp"
#include "../diagnostics.hpp"
#include "../update_operators.hpp"
#include "argument_pack.hpp"
#include "condition_checks.hpp"
#include "entity_make.hpp"
#include "item_attributes.hpp"
#include "stored_kinds.hpp"
#include "template_fields.hpp"
#include "update_plan.hpp"
#include "versions.hpp"
#include "write_checks.hpp"

namespace keyplate::detail {

// Whether attribute #S is a key attribute built from field #F.
template <class Facts, std::size_t S, std::size_t F>
constexpr bool key_built_from() {
  using A = item_attributes<Facts>;
  if constexpr (A::attributes[S].role == attribute_role::field) {
    return false;
  } else {
    return template_fields<A::template attribute_template_text<S>()>::uses(Facts::field_names[F]);
  }
}
// The first key attribute built from field #F (the table's keys included), the attribute count
// when none is: the key an update operator on the field names.
template <class Facts, std::size_t F>
constexpr std::size_t operator_key_at() {
  return []<std::size_t... S>(std::index_sequence<S...>) {
    return first_false<sizeof...(S)>({!key_built_from<Facts, S, F>()...});
  }
  (std::make_index_sequence<item_attributes<Facts>::attribute_count>{});
}

// The problem of an update operator on field #F: a key is built from the field (its new value
// would be unknown), an operand the field does not take, or a field of the wrong type.
template <class Facts, class Arg, std::size_t F>
constexpr schema_problem operator_problem() {
  using P = schema_problem;
  using C = typename Facts::template codec_at<F>;
  constexpr stored_kind stored = stored_kind_of<C>();
  constexpr update_operator op = Arg::op;
  if constexpr (operator_key_at<Facts, F>() != item_attributes<Facts>::attribute_count) {
    return P::operator_on_key_field;
  } else if constexpr (!codec_takes<C, typename Arg::value_type>()) {
    return P::value_type;
  } else if constexpr (op == update_operator::add) {
    return stored.open() || stored.is(attribute_kind::N) || stored.is_set() ? P::none : P::add_type;
  } else if constexpr (op == update_operator::remove_from) {
    return stored.open() || stored.is_set() ? P::none : P::remove_from_type;
  } else if constexpr (op == update_operator::append || op == update_operator::prepend) {
    return stored.open() || stored.is(attribute_kind::L) ? P::none : P::append_type;
  } else {
    return P::none;  // set_if_absent: any field
  }
}

// The problem of one argument of an update, by its kind (`none` when it has none).
template <class Facts, class Arg>
constexpr schema_problem find_update_argument_problem() {
  using P = schema_problem;
  constexpr std::size_t f = Facts::field_index(Arg::name.view());
  constexpr bool primary = (write_masks<Facts>::primary_fields & write_masks<Facts>::bit(f)) != 0;
  constexpr argument_kind kind = kind_of<Arg>();
  if constexpr (kind == argument_kind::version || kind == argument_kind::condition ||
                kind == argument_kind::returns) {
    return P::none;  // checked by version_args_ok, when_args_ok and returning_ok
  } else if constexpr (f == Facts::version_index && kind != argument_kind::primary) {
    return P::version_written;
  } else if constexpr (kind == argument_kind::unset) {
    return Facts::field_optional[f] ? P::none : P::unset_required_field;
  } else if constexpr (kind == argument_kind::primary) {
    return value_fits<Facts, Arg>() ? P::none : P::value_type;
  } else if constexpr (kind == argument_kind::operation) {
    return operator_problem<Facts, Arg, f>();
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
    constexpr schema_problem problem = find_update_argument_problem<Facts, Arg>();
    if constexpr (problem == P::operator_on_key_field) {
      using A = item_attributes<Facts>;
      constexpr std::size_t key = operator_key_at<Facts, Facts::field_index(Arg::name.view())>();
      return report<problem, entity, A::template attribute_name_text<A::attributes[key]>()>();
    } else {
      return report<problem, entity, Arg::name>();
    }
  } else if constexpr (!primary_args_ok<Facts, Args...>()) {
    return false;
  } else if constexpr (!version_args_ok<Facts, "update", Args...>()) {
    return false;
  } else if constexpr (!when_args_ok<Facts, "update", Args...>()) {
    return false;
  } else if constexpr (!returning_ok<Facts, "update", Args...>()) {
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

// upsert: the values, then the version expected (an entity with a version attribute needs one),
// `kp::when` and the return options.
template <class Facts, class... Options>
constexpr bool upsert_options_ok() {
  if constexpr (!writable<Facts>()) {
    return false;
  } else if constexpr (!((is_expected_version<Options> || is_when<Options> ||
                          is_return_option<Options>)&&...)) {
    return report<schema_problem::upsert_option_kind, Facts::name_text, "upsert">();
  } else {
    return version_args_ok<Facts, "upsert", Options...>() &&
           when_args_ok<Facts, "upsert", Options...>() &&
           returning_ok<Facts, "update", Options...>();
  }
}

}  // namespace keyplate::detail
