// keyplate: the messages of the mistakes of native indexes (native_index.hpp): an entity's keys
// on one, the schema's types for its attributes, and its queries (diagnostics.hpp's `report`
// calls this for them).
#pragma once

#include "../../fixed_string.hpp"
#include "schema_problems.hpp"

namespace keyplate::detail {

// Whether `p` is a mistake of a native index: those whose message is below.
constexpr bool is_native_problem(schema_problem p) noexcept {
  using enum schema_problem;
  return p == native_templates || p == native_field_missing || p == native_attribute_type ||
         p == native_types_differ || p == native_undeclared || p == native_layout ||
         p == native_partial_not_string || p == native_filter_key;
}

// (One static_assert per message, as in declaration_messages.hpp.)
template <schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr void native_message() {
  using enum schema_problem;
  static_assert(is_native_problem(Problem));
  if constexpr (Problem == native_templates) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: kp::keys on a native index takes no templates: its key attributes "
                  "are the entity's fields");
  } else if constexpr (Problem == native_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the entity is on a native index whose key attribute is no field "
                  "of it");
  } else if constexpr (Problem == native_attribute_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a native index's key attribute must be stored as S, N or B (a "
                  "kp::field of a string, number, id or date codec), not a boolean or a data "
                  "attribute");
  } else if constexpr (Problem == native_types_differ) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a native index's key attribute has one type in the table, but "
                  "this entity stores the attribute with another type (or as a data attribute)");
  } else if constexpr (Problem == native_undeclared) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: this entity has a field for every key attribute of a native index "
                  "it is not on, so DynamoDB indexes its items there too: add kp::keys<Index> "
                  "or rename a field");
  } else if constexpr (Problem == native_layout) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a native index has no key layouts or key texts: its keys are the "
                  "fields (Entity::key and Entity::layout are for kp::index)");
  } else if constexpr (Problem == native_partial_not_string) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: kp::partial (begins_with) needs an attribute stored as a string; "
                  "compare a number with kp::between, kp::greater, ...");
  } else if constexpr (Problem == native_filter_key) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: filter: this is a key attribute of the queried native index "
                  "(DynamoDB rejects filters on key attributes): give it in the key condition");
  }
}

}  // namespace keyplate::detail
