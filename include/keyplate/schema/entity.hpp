// keyplate: `entity<Name, fields<...>, keys<...>...>`: fields declared once, key templates per
// index, and everything built from one set of values: the keys, the item, the queries, the
// writes. This is the face: each operation forwards to the header of its step under detail/
// (facts, declaration checks, make, items, queries, writes, the update); every message
// is in diagnostics.hpp.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "../dynamodb.hpp"
#include "../dynamodb/item.hpp"
#include "../dynamodb/page.hpp"
#include "../dynamodb/requests.hpp"
#include "../fixed_string.hpp"
#include "../result.hpp"
#include "arguments.hpp"
#include "conditions.hpp"
#include "detail/declaration_checks.hpp"
#include "detail/entity_facts.hpp"
#include "detail/entity_items.hpp"
#include "detail/entity_make.hpp"
#include "detail/entity_queries.hpp"
#include "detail/entity_update.hpp"
#include "detail/entity_writes.hpp"
#include "detail/native_forward.hpp"
#include "diagnostics.hpp"
#include "fields.hpp"
#include "get_parts.hpp"
#include "keys.hpp"
#include "values.hpp"

namespace keyplate {

template <fixed_string Name, class Fields, class... Keys>
struct entity {
  static_assert(
      detail::evaluated(detail::report<detail::schema_problem::fields_argument, Name, "fields">()));
};

/// An entity of a single-table design: its fields, each with a codec, and its key templates on
/// each index. Every key and attribute of an item comes from one `values`.
///
/// The facts of the declaration (`name`, `field_count`, `field_names`, `field_optional`,
/// `field_computed`, `field_index`, `field_at`, `codec_at`, `codec_or_string`, `keys_list`,
/// `keys_on`, `has_index`) come from its base, `detail::entity_facts`.
///
/// **Example**:
/// ```
/// using Order = kp::entity<"Order",
///     kp::fields<kp::field<"customerId", kp::uint<>>, kp::field<"orderId", kp::uint<10>>>,
///     kp::keys<Primary, "CUSTOMER#{customerId}", "ORDER#{orderId}">>;
/// auto o = Order::make(kp::arg<"customerId">(42), kp::arg<"orderId">(100));
/// ddb::item it = Order::item(o);
/// ```
template <fixed_string Name, class... Fs, class... Keys>
struct entity<Name, fields<Fs...>, Keys...> : detail::entity_facts<Name, fields<Fs...>, Keys...> {
 private:  // first: the members below use them
  using facts = detail::entity_facts<Name, fields<Fs...>, Keys...>;

 public:
  /// The values of one item.
  using values = entity_values<entity, std::tuple<detail::stored_value<Fs>...>>;

  /// True when the entity passed every check (a failure is a compile error naming the first
  /// mistake of the declaration).
  static constexpr bool valid = detail::declaration_checks<facts>::ok;
  static_assert(detail::evaluated(valid));  // runs the checks when the entity is first used

  /// The key layouts on `Index`: `partition` and `sort` (void when the index has no sort key),
  /// ordinary `kp::key` types over the fields' codecs, so sections 1-3 apply; `sparse` when a
  /// template uses an optional field. (Not on a `kp::native_index`: its keys are fields.)
  template <class Index>
  struct layout : detail::layouts_on<facts, Index> {
    static_assert(detail::evaluated(detail::require < facts::template has_index<Index>,
                                    detail::is_native_index<Index>
                                        ? detail::schema_problem::native_layout
                                        : detail::schema_problem::no_keys_on_index,
                                    Name, Index::partition_text > ()));
  };

  // ---- make ------------------------------------------------------------------------
  /// The values of one item from `kp::arg<"field">(value)` arguments, in any order: each
  /// checked and made canonical by its codec (as decoding would return it). Every required
  /// field once, optional ones at most once; an optional field also takes a `std::optional`
  /// (empty: no value). Throws `key_error` for an invalid value.
  template <class... Args>
  static values make(const Args&... args) {
    return try_make(args...).value();
  }
  /// `make` without exceptions: the error names the field.
  template <class... Args>
  static result<values> try_make(const Args&... args) {
    return maker::make(args...);
  }

  // ---- keys and items ------------------------------------------------------------------
  /// The item's keys on `Index`; for a sparse index a `std::optional`, empty when a field of
  /// its templates has no value.
  template <class Index>
  static auto key(const values& v) {
    static_assert(detail::evaluated(sizeof(layout<Index>) != 0));  // reports a missing index
    return items::template key<Index>(v);
  }

  /// The item: the key attributes of every index whose keys are present, and every field with
  /// a value in its attribute form (`N` numbers, raw `S` strings, canonical text for ids and
  /// dates; a codec without an attribute form: `S` in its key form). A key attribute several
  /// indexes share (an inverted index's) is one attribute, present while any of them is.
  static dynamodb::item item(const values& v) { return items::item(v); }

  /// The values of `it`, strictly: every field from its attribute (type and canonical form
  /// checked), and every key the fields define re-encoded and equal to its stored attribute;
  /// a key attribute without its fields is an error too. The error names the attribute
  /// (`missing_attribute`, `wrong_attribute_type`, `key_mismatch`, or the codec's error); for
  /// a data attribute, `path()` names the value at fault inside it (`lines[2].qty`).
  /// Attributes that are neither fields nor keys of this entity are ignored.
  static path_result<values> decode_item(const dynamodb::item& it) { return items::decode(it); }

  /// GetItem's response text as values (`decode_item`), empty when there is no such item; a
  /// Query's as a `ddb::page<Entity>`. Read by simdjson: include
  /// `<keyplate/dynamodb_simdjson.hpp>` (CMake: `keyplate::simdjson`). Errors name where
  /// (`Items[3].lines[2].qty`); never throws but `std::bad_alloc`.
  /// **Example**: `if (auto found = Order::read_item(text).value()) ship(*found);`
  template <class Reader = dynamodb::simdjson_reader>
  static path_result<std::optional<values>> read_item(std::string_view get_item_response) {
    return dynamodb::detail_page::included<Reader>::type::template read_item<entity>(
        get_item_response);
  }
  template <class Reader = dynamodb::simdjson_reader>
  static path_result<dynamodb::page<entity>> read_page(std::string_view query_response) {
    return dynamodb::detail_page::included<Reader>::type::template read_page<entity>(
        query_response);
  }

  // ---- queries ---------------------------------------------------------------------
  /// The Query of `Index` for `args` (`kp::arg<"field">(value)`, any order): every field of the
  /// partition template, then leading fields of the sort template, the last of which may be a
  /// condition (`kp::partial`, `kp::greater`, ... `kp::between`). All sort fields: `=`; some:
  /// the exact prefix or range; none: every item of the partition with this entity's sort
  /// prefix. Options, each at most once (query_options.hpp): `kp::filter(c)`, `kp::limit(n)`,
  /// `kp::descending`, `kp::consistent` (the table only), `kp::count_only`. Throws `key_error`
  /// for an invalid value.
  /// On a `kp::native_index`: the same rules for its attributes, typed (native_index.hpp).
  template <class Index, class... Args>
  static dynamodb::query_parts query(const Args&... args) {
    return try_query<Index>(args...).value();
  }
  /// `query` without exceptions.
  template <class Index, class... Args>
  static result<dynamodb::query_parts> try_query(const Args&... args) {
    using on = std::conditional_t<detail::is_native_index<Index>, native_queries, queries>;
    return on::template query<Index>(args...);
  }

  /// The queries of every shard of `Index`, whose partition template uses a `shard_field`:
  /// `query<Index>(args..., kp::arg<"shard">(s))` for each shard `s` in order, each with the
  /// options among `args`. Run them all and merge their pages with `ddb::merge_sorted` (in the
  /// queries' `order`).
  /// Throws `key_error` for an invalid value.
  template <class Index, class... Args>
  static auto scatter(const Args&... args) {
    return try_scatter<Index>(args...).value();
  }
  /// `scatter` without exceptions.
  template <class Index, class... Args>
  static auto try_scatter(const Args&... args) {
    return queries::template scatter<Index>(args...);
  }

  // ---- writes ----------------------------------------------------------------------
  /// A PutItem that creates the item and fails (`ConditionalCheckFailedException`) when one
  /// with its primary key exists: `item(v)` and `attribute_not_exists(#pk)`; with a version
  /// attribute, the item is written at `v`'s version + 1. Options, in any order, each at most
  /// once: `ddb::replace` creates or overwrites (with a version attribute, only an item at
  /// `v`'s version k, 0 meaning no item); `kp::when(c)` adds condition `c`
  /// (conditions.hpp); `kp::returning(ddb::all_old)` and `kp::returning_on_failure` say what the
  /// response holds (returning.hpp). Throws `key_error` for an item DynamoDB would refuse
  /// (`item_too_large`, `too_deep`) or an operand of `c` its attribute refuses.
  template <class... Options>
  static dynamodb::put_parts put(const values& v, const Options&... options) {
    return try_put(v, options...).value();
  }
  /// `put` without exceptions.
  template <class... Options>
  static result<dynamodb::put_parts> try_put(const values& v, const Options&... options) {
    return writes::put(v, options...);
  }

  /// The `Key` of a GetItem: exactly the primary key fields, `kp::arg<"field">(value)` in any
  /// order, as `get_parts<entity>` (a `dynamodb::key_parts` that knows its entity, for
  /// `kp::transact_get`). Throws `key_error` for an invalid value.
  template <class... Args>
  static get_parts<entity> get(const Args&... args) {
    return try_get(args...).value();
  }
  /// `get` without exceptions: the error names the field.
  template <class... Args>
  static result<get_parts<entity>> try_get(const Args&... args) {
    result<dynamodb::key_parts> k = writes::get(args...);
    if (!k) return k.error();
    return get_parts<entity>{std::move(*k)};
  }
  /// A DeleteItem of the item with these primary key fields (as `get`). An entity with a
  /// version attribute also takes `kp::at_version(k)` (the delete fails unless the item is at
  /// version k) or `kp::any_version`, and does not compile without one. Deleting an item that
  /// does not exist succeeds, unless the call adds `kp::must_exist`; `kp::when(c)` adds
  /// condition `c` (conditions.hpp); the return options as `put`'s (returning.hpp).
  template <class... Args>
  static dynamodb::delete_parts remove(const Args&... args) {
    return try_remove(args...).value();
  }
  /// `remove` without exceptions.
  template <class... Args>
  static result<dynamodb::delete_parts> try_remove(const Args&... args) {
    return writes::remove(args...);
  }

  /// A transaction's ConditionCheck (`kp::transaction`): the item with these primary key
  /// fields (as `get`) must meet the call's conditions for the transaction to commit; nothing
  /// is written. Takes `kp::when(c)` and `kp::must_exist`, at least one (it does not compile
  /// without a condition), `kp::returning_on_failure`, and with a version attribute
  /// `kp::at_version(k)` or `kp::any_version`, as `remove`.
  ///
  /// **Example**: `Product::check(kp::arg<"sku">("TEA"), kp::when(kp::attr<"stock"> >= 2))`
  template <class... Args>
  static dynamodb::check_parts check(const Args&... args) {
    return try_check(args...).value();
  }
  /// `check` without exceptions.
  template <class... Args>
  static result<dynamodb::check_parts> try_check(const Args&... args) {
    return writes::check(args...);
  }

  /// An UpdateItem of the item with these primary key fields (`kp::arg`): each `kp::set<"f">(v)`
  /// and `kp::unset<"f">` (optional fields), and every key attribute of another index built
  /// from a changed field, rebuilt (SET) or, when its index loses a field, removed. A rebuilt
  /// key's other fields come from the primary key, a `set`, or `kp::known<"f">(v)`: the current
  /// value, checked by the condition (`#f = :f`) and never written. The condition also needs
  /// the item to exist, so an update never creates. The primary key never changes: use `move`.
  /// An entity with a version attribute also takes `kp::at_version(k)` (the update fails
  /// unless the item is at version k, and writes k + 1) or `kp::any_version` (no check; adds
  /// 1), and does not compile without one. Update operators (`kp::add`, `kp::remove_from`,
  /// `kp::append`, `kp::prepend`, `kp::set_if_absent`: update_operators.hpp) change a field no
  /// key is built from where it is. `kp::when(c)` adds condition `c` (conditions.hpp); any
  /// `kp::returning` (returning.hpp). Throws `key_error` for an invalid value.
  template <class... Args>
  static dynamodb::update_parts update(const Args&... args) {
    return try_update(args...).value();
  }
  /// `update` without exceptions: the error names the field.
  template <class... Args>
  static result<dynamodb::update_parts> try_update(const Args&... args) {
    return updates::update(args...);
  }

  /// Creates the item or overwrites its declared attributes: an UpdateItem without an existence
  /// condition that SETs every field and key attribute of `v` (`item(v)` but the primary key)
  /// and REMOVEs each attribute the entity declares that `v` has not (an absent optional field,
  /// a sparse key); attributes the entity does not declare stay, unlike `put(v, ddb::replace)`.
  /// Options: `kp::at_version(k)` or `kp::any_version`, which an entity with a version attribute
  /// requires (at version 0: only where the item has no version), `kp::when(c)`, and the return
  /// options. Throws `key_error` for values DynamoDB would refuse.
  template <class... Options>
  static dynamodb::update_parts upsert(const values& v, const Options&... options) {
    return try_upsert(v, options...).value();
  }
  /// `upsert` without exceptions.
  template <class... Options>
  static result<dynamodb::update_parts> try_upsert(const values& v, const Options&... options) {
    return updates::upsert(v, options...);
  }

  /// A TransactWriteItems that moves the item `from` to the primary key of `to`: delete `from`
  /// (which must exist, at `from`'s version when the entity has a version attribute), put `to`
  /// (which must not exist; at `to`'s version + 1): the transaction
  /// `kp::transaction(remove(...), put(to))` with those conditions. Throws `key_error`
  /// (`same_primary_key`) when both have the same primary key: that is an update or a put.
  static dynamodb::transaction_parts move(const values& from, const values& to) {
    return try_move(from, to).value();
  }
  /// `move` without exceptions.
  static result<dynamodb::transaction_parts> try_move(const values& from, const values& to) {
    return writes::move(from, to);
  }

 private:
  using maker = detail::entity_make<facts, values>;
  using items = detail::entity_items<facts, values>;
  using queries = detail::entity_queries<facts>;
  using native_queries = detail::native_queries<facts>;
  using writes = detail::entity_writes<facts, values>;
  using updates = detail::entity_update<facts, values>;
};

}  // namespace keyplate
