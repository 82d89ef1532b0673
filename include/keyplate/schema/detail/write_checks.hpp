// keyplate: what the writes check before they write: the fields of each key as masks
// (`write_masks`), what each argument of a write is (`kind_of`), that a call gives exactly the
// primary key fields (`find_primary_problem`), and the arguments and options of `get`, `remove`
// and `put` (`key_args_ok`, `put_options_ok`). Shared by entity_writes.hpp, update_plan.hpp and
// update_checks.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../../dynamodb/requests.hpp"
#include "../../fixed_string.hpp"
#include "../arguments.hpp"
#include "../conditions.hpp"
#include "../diagnostics.hpp"
#include "../returning.hpp"
#include "../update_operators.hpp"
#include "argument_pack.hpp"
#include "condition_checks.hpp"
#include "entity_facts.hpp"
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
// (`operation`: one of update_operators.hpp's, on a field; `returns`: one of returning.hpp's.)
enum class argument_kind : unsigned char {
  primary,
  set,
  unset,
  known,
  operation,
  version,
  condition,
  returns,
  other
};
template <class Arg>
constexpr argument_kind kind_of() noexcept {
  if constexpr (is_named_value<Arg>) return argument_kind::primary;
  if constexpr (is_set_value<Arg>) return argument_kind::set;
  if constexpr (is_unset_field<Arg>) return argument_kind::unset;
  if constexpr (is_known_value<Arg>) return argument_kind::known;
  if constexpr (is_operator_value<Arg>) return argument_kind::operation;
  if constexpr (is_expected_version<Arg>) return argument_kind::version;
  if constexpr (is_when<Arg>) return argument_kind::condition;
  if constexpr (is_return_option<Arg>) return argument_kind::returns;
  return argument_kind::other;
}

// The operator of an `operation` argument (`add` for any other).
template <class Arg>
constexpr update_operator operator_of() noexcept {
  if constexpr (is_operator_value<Arg>) {
    return Arg::op;
  } else {
    return update_operator::add;
  }
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
  if constexpr (!is_named_value<Arg>) {
    return true;  // a version or an option: no field
  } else {
    return value_fits<Facts, Arg>();
  }
}

// remove's options besides the version: `kp::when`, `kp::must_exist` and the return options.
template <class Arg>
inline constexpr bool is_remove_option =
    is_when<Arg> || is_must_exist<Arg> || is_return_option<Arg>;

// What a return option asks for (`all_old` for any other argument).
template <class Arg>
constexpr dynamodb::return_values returned_of() noexcept {
  if constexpr (is_returning<Arg>) {
    return Arg::value;
  } else {
    return dynamodb::return_values::all_old;
  }
}
// The return options of a write: each at most once; `put` and `remove` return `ddb::all_old`
// only (DynamoDB's PutItem and DeleteItem take no other).
template <class Facts, fixed_string Operation, class... Args>
constexpr bool returning_ok() {
  constexpr std::size_t returns = (std::size_t{is_returning<Args>} + ... + 0);
  constexpr std::size_t on_failure = (std::size_t{is_returning_on_failure<Args>} + ... + 0);
  constexpr bool any_kind = Operation.view() == std::string_view("update");
  if constexpr (returns > 1 || on_failure > 1) {
    return report<schema_problem::returning_twice, Facts::name_text, Operation>();
  } else if constexpr (!any_kind &&
                       !((returned_of<Args>() == dynamodb::return_values::all_old) && ...)) {
    return report<schema_problem::returning_kind, Facts::name_text, Operation>();
  } else {
    return true;
  }
}

// get and remove: the primary key fields as kp::arg; remove also takes the version expected,
// which an entity with a version attribute requires, and its options.
template <class Facts, fixed_string Operation, class... Args>
constexpr bool key_args_ok() {
  // The branches that stop at a check that reported are alike on purpose.
  // NOLINTBEGIN(bugprone-branch-clone)
  constexpr bool check = Operation.view() == std::string_view("check");
  constexpr bool versioned = check || Operation.view() == std::string_view("remove");
  if constexpr (!writable<Facts>()) {
    return false;
  } else if constexpr (!((is_named_value<Args> ||
                          (versioned && (is_expected_version<Args> || is_remove_option<Args>))) &&
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
  } else if constexpr (check && ((is_returning<Args>) || ...)) {
    return report<schema_problem::check_returning, Facts::name_text, Operation>();
  } else if constexpr (check && !((is_when<Args> || is_must_exist<Args>) || ...)) {
    return report<schema_problem::check_without_condition, Facts::name_text, Operation>();
  } else if constexpr (versioned) {
    return version_args_ok<Facts, Operation, Args...>() &&
           when_args_ok<Facts, Operation, Args...>() && returning_ok<Facts, Operation, Args...>();
  } else {
    return true;
  }
  // NOLINTEND(bugprone-branch-clone)
}

// put: the values, then `ddb::replace`, `kp::when` and the return options, each at most once.
template <class Facts, class... Options>
constexpr bool put_options_ok() {
  constexpr std::size_t replaces =
      (std::size_t{std::is_same_v<Options, dynamodb::replace_t>} + ... + 0);
  if constexpr (!((std::is_same_v<Options, dynamodb::replace_t> || is_when<Options> ||
                   is_return_option<Options>)&&...) ||
                replaces > 1) {
    return report<schema_problem::put_option_kind, Facts::name_text, "put">();
  } else {
    return when_args_ok<Facts, "put", Options...>() && returning_ok<Facts, "put", Options...>();
  }
}

// What the return options among a write's arguments ask for, as a constant: `add_returning` is
// then one function per request type and choice, not one per call's argument list (each of
// which an unoptimised build would emit).
struct return_choice {
  bool returned_given = false;
  dynamodb::return_values returned = dynamodb::return_values::none;
  bool old_item_on_failure = false;
};
template <class... Args>
constexpr return_choice return_choice_of() noexcept {
  return_choice c{};
  ((is_returning<Args> ? (void)(c.returned_given = true, c.returned = returned_of<Args>())
                       : void()),
   ...);
  c.old_item_on_failure = (is_returning_on_failure<Args> || ...);
  return c;
}

// Sets what the response of the write `parts` holds: `Choice` is `return_choice_of<Args...>()`.
template <return_choice Choice, class Parts>
void add_returning(Parts& parts) noexcept {
  if constexpr (Choice.returned_given) parts.returned = Choice.returned;
  if constexpr (Choice.old_item_on_failure) parts.old_item_on_failure = true;
}

}  // namespace keyplate::detail
