// keyplate: the messages of the mistakes in the calls of queries and writes, of versions, and
// of a schema's declaration (diagnostics.hpp's `report` calls this for them).
#pragma once

#include "../../fixed_string.hpp"
#include "schema_problems.hpp"

namespace keyplate::detail {

// (One static_assert per message, each in its own branch, as in declaration_messages.hpp.)
template <schema_problem Problem, fixed_string Entity, fixed_string Name>
constexpr void operation_message() {
  using enum schema_problem;
  // ---- query and scatter
  if constexpr (Problem == query_no_keys_on_index) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: the entity has no keys on this index");
  } else if constexpr (Problem == query_not_named) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query takes kp::arg<\"field\">(value) arguments and the options "
                  "kp::filter, kp::limit, kp::descending, kp::consistent, kp::count_only");
  } else if constexpr (Problem == query_option_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: an option is given twice (join filters with && or ||)");
  } else if constexpr (Problem == consistent_on_index) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: kp::consistent reads the table only (DynamoDB rejects "
                  "ConsistentRead on a global secondary index)");
  } else if constexpr (Problem == query_field_unknown) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: this field is in neither key template of the index");
  } else if constexpr (Problem == sort_field_not_leading) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: a sort key field is given but an earlier one is not (give "
                  "leading fields, in key order)");
  } else if constexpr (Problem == condition_not_last) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: only the last sort key field given may be a condition");
  } else if constexpr (Problem == partition_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: query: a field of the partition key is missing (every field of "
                  "its template, every partition attribute of a native index)");
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
                  "keyplate: get, remove and check take the primary key fields as "
                  "kp::arg<\"field\">(value) arguments (remove and check also kp::when, "
                  "kp::must_exist and kp::returning_on_failure, remove kp::returning)");
  } else if constexpr (Problem == update_argument_kind) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update takes the primary key fields (kp::arg), and kp::set, "
                  "kp::unset, kp::known, update operators (kp::add, ...), kp::when and "
                  "kp::returning arguments");
  } else if constexpr (Problem == returning_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a write takes kp::returning and kp::returning_on_failure at most "
                  "once each");
  } else if constexpr (Problem == returning_kind) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: put and remove return the old item only: kp::returning(ddb::all_old) "
                  "(DynamoDB's PutItem and DeleteItem reject the others)");
  } else if constexpr (Problem == check_returning) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: check: a condition check returns no item (only the old one when it "
                  "fails: kp::returning_on_failure, not kp::returning)");
  } else if constexpr (Problem == check_without_condition) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: check: a condition check needs a condition (kp::when(c) or "
                  "kp::must_exist)");
  } else if constexpr (Problem == transaction_argument) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a transaction takes the parts of put, update, remove and check (or "
                  "ddb::transact_action) and at most one kp::idempotency_token");
  } else if constexpr (Problem == transaction_action_count) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a transaction takes 1 to 100 actions (DynamoDB's TransactWriteItems "
                  "limit)");
  } else if constexpr (Problem == transact_get_argument) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: transact_get takes the parts of Entity::get (the entity decodes "
                  "its item)");
  } else if constexpr (Problem == scan_argument) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan takes kp::entities<...> and the options kp::filter, kp::limit, "
                  "kp::consistent, kp::count_only, kp::segment");
  } else if constexpr (Problem == scan_descending) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan: a Scan has no order (kp::descending is a query option)");
  } else if constexpr (Problem == scan_option_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan: kp::entities or an option is given twice (join filters with "
                  "&& or ||)");
  } else if constexpr (Problem == scan_no_entity) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan: kp::entities<> chooses no entity (leave it out to scan "
                  "every entity of the schema)");
  } else if constexpr (Problem == scan_entity_unknown) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan: kp::entities names an entity the schema does not list");
  } else if constexpr (Problem == scan_entity_twice) {
    static_assert(schema_error<Entity, Name>, "keyplate: scan: kp::entities names an entity twice");
  } else if constexpr (Problem == scan_count_inexact) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: scan: kp::count_only would count this entity's items too (its keys "
                  "may begin with the chosen entities' literal text): count the items read");
  } else if constexpr (Problem == transact_get_count) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: transact_get takes 1 to 100 gets (DynamoDB's TransactGetItems limit)");
  } else if constexpr (Problem == upsert_option_kind) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: upsert takes the values, then the version expected, kp::when, "
                  "kp::returning and kp::returning_on_failure");
  } else if constexpr (Problem == put_option_kind) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: put takes the values, then the options ddb::replace, kp::when, "
                  "kp::returning and kp::returning_on_failure, each at most once");
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
                  "keyplate: update: nothing to change (give kp::set, kp::unset or an "
                  "update operator)");
  } else if constexpr (Problem == operator_on_key_field) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: this key attribute is built from the field of an update "
                  "operator, whose new value only DynamoDB knows, so the key could not be "
                  "rebuilt (use kp::set)");
  } else if constexpr (Problem == add_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: kp::add needs a number or a set field");
  } else if constexpr (Problem == remove_from_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: kp::remove_from needs a set field");
  } else if constexpr (Problem == append_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: kp::append and kp::prepend need a list field");
  } else if constexpr (Problem == rebuild_field_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: a key this update rewrites is built from this field too: "
                  "kp::set it, or give its current value as kp::known");
  } else if constexpr (Problem == undecidable_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: this key attribute would lose one of its indexes but "
                  "another sparse index shares it, and the update cannot tell whether that "
                  "index keeps it");
    // ---- versions
  } else if constexpr (Problem == version_missing) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: this entity has a version attribute: give kp::at_version(k), the "
                  "version the item was read at, or kp::any_version to write whatever it holds");
  } else if constexpr (Problem == version_given_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: kp::at_version / kp::any_version is given more than once");
  } else if constexpr (Problem == no_version_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: kp::at_version / kp::any_version: this entity has no "
                  "kp::version_attribute");
  } else if constexpr (Problem == version_written) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: update: the version attribute is written by the update itself "
                  "(k + 1): give kp::at_version(k), not kp::set or kp::known");
    // ---- conditions
  } else if constexpr (Problem == condition_unknown_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: the entity declares no field or attribute of this name");
  } else if constexpr (Problem == condition_unknown_member) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: the struct's kp::members mapping names no member of "
                  "this name");
  } else if constexpr (Problem == condition_path_step) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: a path steps into a value with no members or elements "
                  "(a name steps into a map or a kp::members struct, a position into a list)");
  } else if constexpr (Problem == condition_key_attribute) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: this is a key attribute (DynamoDB rejects filters on "
                  "key attributes): name the fields the key is built from");
  } else if constexpr (Problem == condition_operand_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: an operand is not a value this attribute takes (its "
                  "codec, or its type's kp::attribute_mapping, does not take it)");
  } else if constexpr (Problem == condition_unordered) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: <, <=, >, >= and between compare string, number and "
                  "binary attributes only");
  } else if constexpr (Problem == condition_begins_with_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: begins_with needs a string attribute and a string "
                  "operand");
  } else if constexpr (Problem == condition_contains_type) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: contains needs a string, set or list attribute");
  } else if constexpr (Problem == condition_size_of_scalar) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: size() of a number or boolean attribute (size measures "
                  "strings, binary, sets, lists and maps)");
  } else if constexpr (Problem == condition_size_operand) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: condition: size() compares with an integer");
  } else if constexpr (Problem == condition_in_count) {
    static_assert(schema_error<Entity, Name>, "keyplate: condition: in takes 1 to 100 values");
  } else if constexpr (Problem == not_expired_without_ttl) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: not_expired: the entity has no kp::ttl_attribute (its items never "
                  "expire)");
  } else if constexpr (Problem == when_given_twice) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: a write takes one kp::when (join conditions with && or ||)");
  } else if constexpr (Problem == filter_not_shared) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: filter: an entity this query reads declares no attribute of this "
                  "name (a filter on several entities' items names attributes each of them "
                  "declares; to filter one entity's items, query that entity)");
  } else if constexpr (Problem == filter_types_differ) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: filter: the entities this query reads give this attribute different "
                  "types (a filter on several entities' items needs one type for each attribute)");
  } else if constexpr (Problem == not_expired_ttl_differs) {
    static_assert(schema_error<Entity, Name>,
                  "keyplate: not_expired: the entities this query reads give their "
                  "kp::ttl_attribute different names (DynamoDB's TTL reads one attribute per "
                  "table)");
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
}

}  // namespace keyplate::detail
