// keyplate: the schema layer's mistakes (`schema_problem`), one per compile-time message, and
// `schema_error`, the condition every one of its static_asserts shows (diagnostics.hpp reports
// them; the messages are in declaration_messages.hpp, operation_messages.hpp and
// native_messages.hpp).
#pragma once

#include "../../fixed_string.hpp"

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
  unnamed_field,               // Name: "fields"
  duplicate_field,             // Name: field
  field_like_key_attribute,    // Name: field
  shared_attribute_templates,  // Name: attribute
  shard_source_undeclared,     // Name: the shard field
  shard_source_not_primary,    // Name: the shard field
  ttl_twice,                   // Name: the second ttl_attribute
  version_twice,               // Name: the second version_attribute
  no_keys_on_index,            // Name: index (Entity::layout<Index>)
  native_templates,            // Name: the native index's name
  native_field_missing,        // Name: the native index's attribute
  native_attribute_type,       // Name: the native index's attribute
  keys_without_templates,      // Name: index
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
  scatter_unsharded,          // Name: index
  scatter_shard_given,        // Name: the shard field
  query_option_twice,         // Name: "query"
  consistent_on_index,        // Name: the index's partition attribute
  native_partial_not_string,  // Name: the argument's attribute
  native_filter_key,          // Name: the filter's path
  // ---- writes
  writes_over_64_fields,     // Name: "fields"
  key_not_named,             // Name: "get" or "remove"
  update_argument_kind,      // Name: "update"
  put_option_kind,           // Name: "put"
  upsert_option_kind,        // Name: "upsert"
  returning_twice,           // Name: the operation
  returning_kind,            // Name: "put" or "remove"
  check_returning,           // Name: "check"
  check_without_condition,   // Name: "check"
  transaction_argument,      // Entity: "transaction", Name: "arguments"
  transaction_action_count,  // Entity: "transaction", Name: "actions"
  transact_get_argument,     // Entity: "transact_get", Name: "arguments"
  transact_get_count,        // Entity: "transact_get", Name: "gets"
  // ---- scans (Entity: "scan")
  scan_argument,        // Name: "arguments"
  scan_descending,      // Name: "descending"
  scan_option_twice,    // Name: "options"
  scan_no_entity,       // Name: "entities"
  scan_entity_unknown,  // Name: "entities"
  scan_entity_twice,    // Name: the entity
  scan_count_inexact,   // Entity: the other entity, Name: "count_only"
  not_primary_field,
  primary_field_missing,
  update_sets_primary,
  known_primary_field,
  unset_required_field,
  update_nothing,  // Name: "update"
  rebuild_field_missing,
  undecidable_attribute,  // Name: attribute
  // ---- update operators (Name: the field, or the key attribute built from it)
  operator_on_key_field,  // Name: the key attribute
  add_type,
  remove_from_type,
  append_type,
  // ---- versions (Name: the version attribute, or the operation)
  version_missing,       // Name: the version attribute
  version_given_twice,   // Name: "update" or "remove"
  no_version_attribute,  // Name: the operation
  version_written,       // Name: the version attribute
  // ---- conditions (Name: the path the condition names, or the operation)
  condition_unknown_attribute,
  condition_unknown_member,
  condition_path_step,
  condition_key_attribute,
  condition_operand_type,
  condition_unordered,
  condition_begins_with_type,
  condition_contains_type,
  condition_size_of_scalar,
  condition_size_operand,
  condition_in_count,
  not_expired_without_ttl,  // Name: "not_expired"
  when_given_twice,         // Name: the operation
  // ---- a filter on several entities (Entity: the entity, Name: the path)
  filter_not_shared,
  filter_types_differ,
  not_expired_ttl_differs,  // Entity: the entity whose TTL attribute differs
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
  native_types_differ,      // Entity: an entity whose field differs, Name: the attribute
  native_undeclared,        // Entity: the entity off the index, Name: the native index
  native_layout,            // Name: the native index's name (Entity::layout / key)
};

// `Text`, as a value that depends on `Ts`: a report none of whose arguments depends on a
// template parameter is instantiated (and fires, with clang) where it is written.
template <fixed_string Text, class... Ts>
inline constexpr auto dependent_text = Text;

}  // namespace detail
}  // namespace keyplate
