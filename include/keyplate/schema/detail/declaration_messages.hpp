// keyplate: the messages of the mistakes in an entity's declaration and in the field names
// and values of make, get, remove and update (diagnostics.hpp's `report` calls this for them).
#pragma once

#include "../../fixed_string.hpp"
#include "schema_problems.hpp"

namespace keyplate::detail {

// Whether `p` is a mistake of a declaration or of a call's field arguments: those whose
// message is below.
constexpr bool is_declaration_problem(schema_problem p) noexcept {
  return p < schema_problem::query_no_keys_on_index;
}

// (One static_assert per message, each in its own branch: clang prints the failing condition,
// which must name the entity and the name, never the problem's enumerator.)
template <schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr void declaration_message() {
  using enum schema_problem;
  static_assert(is_declaration_problem(Problem));
  // ---- an entity's declaration
  if constexpr (Problem == fields_argument) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: an entity's second argument is kp::fields<kp::field<...>, ...>");
  } else if constexpr (Problem == no_table_keys) {
    static_assert(
        schema_error<Entity, Name>,
        "keyplate: the entity needs kp::keys on the base table (an index without a name)");
  } else if constexpr (Problem == keys_over_64) {
    static_assert(schema_error<Entity, Name>, "keyplate: an entity has keys on at most 64 indexes");
  } else if constexpr (Problem == keys_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the entity gives keys for this index twice");
  } else if constexpr (Problem == sort_template) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a sort key template is needed exactly when the index has a sort key");
  } else if constexpr (Problem == undeclared_template_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a key template names a field the entity does not declare");
  } else if constexpr (Problem == data_in_key) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a key template names a data attribute (kp::attribute): keys are "
                  "built from kp::field values");
  } else if constexpr (Problem == optional_in_primary) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the primary key must not use an optional field");
  } else if constexpr (Problem == unnamed_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a field or data attribute is named \"\" (DynamoDB's attribute names "
                  "are at least one byte long)");
  } else if constexpr (Problem == duplicate_field) {
    static_assert(schema_error<Entity, Name>, "keyplate: two fields of the entity have this name");
  } else if constexpr (Problem == field_like_key_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a field is named like a key attribute of an index");
  } else if constexpr (Problem == shared_attribute_templates) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: two indexes share this key attribute but the entity gives them "
                  "different templates for it");
  } else if constexpr (Problem == shard_source_undeclared) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a shard field names a source the entity does not declare");
  } else if constexpr (Problem == shard_source_not_primary) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a shard field's sources must be fields of the primary key (so an "
                  "item's shard never changes)");
  } else if constexpr (Problem == ttl_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: an entity has one kp::ttl_attribute (DynamoDB's TTL reads one "
                  "attribute)");
  } else if constexpr (Problem == version_twice) {
    static_assert(schema_error<Entity, Name>, "keyplate: an entity has one kp::version_attribute");
  } else if constexpr (Problem == no_keys_on_index) {
    static_assert(schema_error<Entity, Name>, "keyplate: the entity has no keys on this index");
  } else if constexpr (Problem == keys_without_templates) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: kp::keys on a kp::index needs its key templates");
    // ---- the arguments of make, get, remove and update
  } else if constexpr (Problem == unknown_field) {
    static_assert(schema_error<Entity, Name>, "keyplate: the entity has no field of this name");
  } else if constexpr (Problem == computed_field_given) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: this field is computed (a shard field): it is never given");
  } else if constexpr (Problem == repeated_field) {
    static_assert(schema_error<Entity, Name>, "keyplate: a field is given twice");
  } else if constexpr (Problem == make_not_named) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: make takes kp::arg<\"field\">(value) arguments");
  } else if constexpr (Problem == value_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the value's type is not one the field's codec takes");
  } else if constexpr (Problem == make_field_missing) {
    static_assert(schema_error<Entity, Name>, "keyplate: make: a required field is missing");
  } else if constexpr (Problem == values_unknown_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: get: the entity has no field of this name");
  }
}

}  // namespace keyplate::detail
