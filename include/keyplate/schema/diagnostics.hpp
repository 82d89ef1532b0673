// keyplate: the one way the schema layer's compile-time messages are reported. Its catalogue of
// mistakes is `schema_problem` (detail/schema_problems.hpp); their messages are in
// detail/declaration_messages.hpp (declarations and a call's field arguments),
// detail/operation_messages.hpp (queries, writes, versions, the schema) and
// detail/native_messages.hpp (native indexes). A check finds the first
// mistake by constant evaluation (a `find_*` function returning a problem) and only then
// instantiates `report<Problem, Entity, Name>()`, whose `static_assert` has the condition
// `schema_error<Entity, Name>`: the diagnostic shows the entity and the name (field, index,
// attribute or other entity) next to the `keyplate:` message. A declaration-level condition that is
// computed anyway uses `require<Ok, ...>()`, which reports only when `Ok` is false.
//
// Outside the catalogue, by design: the asserts of a single declaration (`field`, `index`,
// `native_index`, `entity_variant`) stay beside it, naming no entity; a data attribute's mapping
// is checked per type (mappings.hpp: `mapping_error<Name>` names the attribute or member, in
// the attribute's entity or in a struct); and the DynamoDB plain data (`dynamodb/`), which the
// schema layer builds on, reports its own (`merge_sorted`; `read_page` and `read_item` without
// their reader's header).
#pragma once

#include "../fixed_string.hpp"
#include "../result.hpp"
#include "detail/declaration_messages.hpp"
#include "detail/native_messages.hpp"
#include "detail/operation_messages.hpp"
#include "detail/schema_problems.hpp"

namespace keyplate::detail {

// Reports `Problem`: instantiate it only for a mistake found. Returns false, so a check can
// return it.
template <schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr bool report() {
  if constexpr (is_native_problem(Problem)) {
    native_message<Problem, Entity, Name>();
  } else if constexpr (is_declaration_problem(Problem)) {
    declaration_message<Problem, Entity, Name>();
  } else {
    operation_message<Problem, Entity, Name>();
  }
  return false;
}

// Reports `Problem` when `Ok` is false; true otherwise. For conditions a declaration computes
// anyway (one per entity and index, never one per argument).
template <bool Ok, schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr bool require() {
  if constexpr (Ok) {
    return true;
  } else {
    return report<Problem, Entity, Name>();
  }
}

// What an operation returns at run time in the branch its compile-time check has already
// reported (the build fails there, so it never runs).
inline error reported_at_compile_time() noexcept {
  return codec_error(error_code::none);
}

// Always true: `static_assert(evaluated(x))` makes the compiler evaluate `x`, and so run the
// checks it stands for, whose failures report themselves.
constexpr bool evaluated(bool) noexcept {
  return true;
}

}  // namespace keyplate::detail
