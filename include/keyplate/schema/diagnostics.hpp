// keyplate: every compile-time message of the schema layer, in one catalogue, and the one way
// they are reported. A check finds the first mistake by constant evaluation (a `find_*`
// function returning a problem) and only then instantiates `report<Problem, Entity, Name>()`,
// whose `static_assert` has the condition `schema_error<Entity, Name>`: the diagnostic shows the
// entity and the name (field, index, attribute or other entity) next to the `keyplate:`
// message. A declaration-level condition that is computed anyway uses `require<Ok, ...>()`,
// which reports only when `Ok` is false.
//
// The asserts of a single declaration (`field`, `index`, `entity_variant`) stay beside it: they
// name no entity.
#pragma once

#include "../fixed_string.hpp"
#include "../result.hpp"

namespace keyplate {

/// Always false: the condition of the schema layer's static_asserts. It appears in diagnostics
/// as `schema_error<"Order", "status">` (clang on the error line, g++ in the note below it).
template <fixed_string Entity, fixed_string Name>
inline constexpr bool schema_error = false;

namespace detail {

// Every mistake the schema layer reports. `Entity` names the entity (or, for a pair, the first
// entity; for the schema's own arguments "schema"), `Name` what the message is about.
enum class schema_problem : unsigned char {
  none,  // no mistake: never reported
  // ---- an entity's declaration (Name: a field, an index's partition attribute, an attribute)
  fields_argument,             // Name: "fields"
  no_table_keys,               // Name: "primary key"
  keys_over_64,                // Name: "keys"
  keys_twice,                  // Name: index
  sort_template,               // Name: index
  undeclared_template_field,   // Name: the template's field
  data_in_key,                 // Name: the data attribute a template names
  optional_in_primary,         // Name: index
  duplicate_field,             // Name: field
  field_like_key_attribute,    // Name: field
  shared_attribute_templates,  // Name: attribute
  shard_source_undeclared,     // Name: the shard field
  shard_source_not_primary,    // Name: the shard field
  ttl_twice,                   // Name: the second ttl_attribute
  no_keys_on_index,            // Name: index (Entity::layout<Index>)
  // ---- the arguments of make, get, remove and update (Name: the argument's field)
  unknown_field,
  computed_field_given,
  repeated_field,
  make_not_named,  // Name: "make"
  value_type,
  make_field_missing,
  values_unknown_field,  // values::get<"name">
  // ---- query and scatter
  query_no_keys_on_index,  // Name: index
  query_not_named,         // Name: "query"
  query_field_unknown,
  sort_field_not_leading,
  condition_not_last,
  partition_field_missing,
  shard_field_missing,
  partition_condition,
  scatter_unsharded,    // Name: index
  scatter_shard_given,  // Name: the shard field
  // ---- writes
  writes_over_64_fields,  // Name: "fields"
  key_not_named,          // Name: "get" or "remove"
  update_argument_kind,   // Name: "update"
  not_primary_field,
  primary_field_missing,
  update_sets_primary,
  known_primary_field,
  unset_required_field,
  update_nothing,  // Name: "update"
  rebuild_field_missing,
  undecidable_attribute,  // Name: attribute
  // ---- the schema (Entity: "schema", an entity, or the first of two entities)
  schema_indexes_argument,  // Name: "indexes"
  table_not_first,          // Name: the first index's partition attribute
  secondary_unnamed,        // Name: the index's partition attribute
  schema_key_named_field,   // Name: field
  index_not_listed,         // Name: index
  same_entity_name,         // Name: the other entity
  primary_keys_meet,        // Name: the other entity
  collection_no_owner,      // Name: index
  no_ttl_attribute,         // Entity: "schema", Name: "time_to_live"
  ttl_names_differ,         // Name: the other entity
};

// `Text`, as a value that depends on `Ts`: a report none of whose arguments depends on a
// template parameter is instantiated (and fires, with clang) where it is written.
template <fixed_string Text, class... Ts>
inline constexpr auto dependent_text = Text;

// Reports `Problem`: instantiate it only for a mistake found. Returns false, so a check can
// return it.
// (One static_assert per message, each in its own branch: clang prints the failing condition,
// which must name the entity and the name, never the problem's enumerator.)
template <schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr bool report() {
  using enum schema_problem;
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
  } else if constexpr (Problem == no_keys_on_index) {
    static_assert(schema_error<Entity, Name>, "keyplate: the entity has no keys on this index");
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
    // ---- query and scatter
  } else if constexpr (Problem == query_no_keys_on_index) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: the entity has no keys on this index");
  } else if constexpr (Problem == query_not_named) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query takes kp::arg<\"field\">(value) arguments");
  } else if constexpr (Problem == query_field_unknown) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: this field is in neither key template of the index");
  } else if constexpr (Problem == sort_field_not_leading) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: a sort key field is given but an earlier field of its "
                  "template is not (give leading fields, in template order)");
  } else if constexpr (Problem == condition_not_last) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: only the last sort key field given may be a condition");
  } else if constexpr (Problem == partition_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: a field of the partition key template is missing");
  } else if constexpr (Problem == shard_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: the partition key uses this shard field: scatter<Index> "
                  "queries every shard (or give kp::arg for one shard)");
  } else if constexpr (Problem == partition_condition) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: a partition key field takes a value, not a condition");
  } else if constexpr (Problem == scatter_unsharded) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scatter: the index's partition template uses no shard field");
  } else if constexpr (Problem == scatter_shard_given) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scatter: the shard is not given (scatter queries every shard)");
    // ---- writes
  } else if constexpr (Problem == writes_over_64_fields) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: writes work on entities of up to 64 fields");
  } else if constexpr (Problem == key_not_named) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: get and remove take the primary key fields as kp::arg<\"field\">("
                  "value) arguments");
  } else if constexpr (Problem == update_argument_kind) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update takes the primary key fields (kp::arg), and kp::set, "
                  "kp::unset and kp::known arguments");
  } else if constexpr (Problem == not_primary_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: this field is not part of the primary key (get, remove and update "
                  "take the primary key fields as kp::arg, update the others as kp::set or "
                  "kp::known)");
  } else if constexpr (Problem == primary_field_missing) {
    static_assert(schema_error<Entity, Name>, "keyplate: a field of the primary key is missing");
  } else if constexpr (Problem == update_sets_primary) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: this field is part of the primary key, which never "
                  "changes: use move");
  } else if constexpr (Problem == known_primary_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: a primary key field is given with kp::arg, not kp::known");
  } else if constexpr (Problem == unset_required_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: only an optional field can be unset");
  } else if constexpr (Problem == update_nothing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: nothing to change (give kp::set or kp::unset)");
  } else if constexpr (Problem == rebuild_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: a key this update rewrites is built from this field too: "
                  "kp::set it, or give its current value as kp::known");
  } else if constexpr (Problem == undecidable_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: this key attribute would lose one of its indexes but "
                  "another sparse index shares it, and the update cannot tell whether that "
                  "index keeps it");
    // ---- the schema
  } else if constexpr (Problem == schema_indexes_argument) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a schema's first argument is kp::indexes<...>, the table first");
  } else if constexpr (Problem == table_not_first) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the first index of a schema is the base table (an index without a "
                  "name)");
  } else if constexpr (Problem == secondary_unnamed) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: every index after the first needs a name (its IndexName)");
  } else if constexpr (Problem == schema_key_named_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a field is named like a key attribute of the schema");
  } else if constexpr (Problem == index_not_listed) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: the entity uses an index the schema does not list");
  } else if constexpr (Problem == same_entity_name) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: two entities of the schema have the same name");
  } else if constexpr (Problem == primary_keys_meet) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: these two entities can produce the same primary key (neither their "
                  "partition nor their sort key layouts are disjoint)");
  } else if constexpr (Problem == no_ttl_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: time_to_live: no entity of the schema has a kp::ttl_attribute");
  } else if constexpr (Problem == ttl_names_differ) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: time_to_live: two entities give their kp::ttl_attribute different "
                  "names (DynamoDB's TTL reads one attribute per table)");
  } else {
    static_assert(Problem == collection_no_owner);
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: no entity's partition template on this index uses exactly "
                  "these fields");
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

}  // namespace detail
}  // namespace keyplate
