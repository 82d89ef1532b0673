// keyplate: `schema<indexes<...>, Entities...>`, the whole table: its indexes, its entities, the
// proof that no two entities can produce the same primary key, and what reads across them
// (`identify`, item collections, scans, cursors, `neighbours`, `table_definition`). This is the
// face: the checks are in detail/schema_checks.hpp, the pairwise relations in
// detail/relations.hpp, the reads in detail/schema_reads.hpp, the scans in
// detail/schema_scans.hpp, the cursors in detail/cursor.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "../dynamodb.hpp"
#include "../dynamodb/item.hpp"
#include "../dynamodb/page.hpp"
#include "../dynamodb/scan.hpp"
#include "../dynamodb/table_definition.hpp"
#include "../result.hpp"
#include "detail/cursor.hpp"
#include "detail/native_checks.hpp"
#include "detail/native_forward.hpp"
#include "detail/relations.hpp"
#include "detail/schema_checks.hpp"
#include "detail/schema_reads.hpp"
#include "detail/schema_scans.hpp"
#include "diagnostics.hpp"
#include "entity.hpp"
#include "entity_variant.hpp"
#include "index.hpp"
#include "scan_options.hpp"
#include "scan_parts.hpp"

namespace keyplate {

template <class Indexes, class... Entities>
struct schema {
  // (Never true: the condition only makes the report depend on `Indexes`. `indexes<>`, without
  // a table, comes here too.)
  static_assert(detail::evaluated(
      detail::require<(sizeof(Indexes*) == 0), detail::schema_problem::schema_indexes_argument,
                      "schema", "indexes">()));
};

/// A single-table design: `Indexes` (the base table first, then each secondary index) and its
/// entities. It does not compile when two entities can produce the same primary key, when an
/// entity uses an index the schema does not list, when two entities share a name, or when a
/// field is named like a key attribute.
///
/// **Example**:
/// ```
/// using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByEmail>, Customer, Order>;
/// auto which = Shop::identify(item);  // result<kp::entity_variant<Customer, Order>>
/// ```
template <class Table, class... Secondary, class... Es>
struct schema<indexes<Table, Secondary...>, Es...> {
 private:  // first: the members below use them
  using checks = detail::schema_checks<indexes<Table, Secondary...>, Es...>;
  using reads = detail::schema_reads<Table, Es...>;
  using scans = detail::schema_scans<Table, Es...>;

 public:
  using primary = Table;
  /// Every index, the base table first.
  using index_list = std::tuple<Table, Secondary...>;
  static constexpr std::size_t index_count = 1 + sizeof...(Secondary);
  static constexpr std::size_t entity_count = sizeof...(Es);
  template <std::size_t I>
  using entity_at = std::tuple_element_t<I, std::tuple<Es...>>;

  /// One item's values: which entity (`index()`, in schema order) and its values.
  using values = entity_variant<Es...>;

  /// True when the schema passed every check (a failure is a compile error naming the first
  /// mistake of its kind: an entity's field or index, a pair of entities).
  static constexpr bool valid = checks::ok && (Es::valid && ...);
  static_assert(detail::evaluated(checks::ok));  // runs the checks when the schema is first used

  /// The entity whose primary-key layouts decode `it`'s primary key attributes, and its
  /// `decode_item`. Works on the results of any query (GSIs project the primary key).
  /// `missing_attribute` without a partition key, `no_matching_layout` when no entity's keys
  /// match.
  static result<values> identify(const dynamodb::item& it) { return reads::identify(it); }

  /// A Query's or Scan's response text as a `ddb::page<Schema>`: each item by `identify`, in
  /// order, `LastEvaluatedKey` ready for `cursor`, the counts and `ConsumedCapacity`. Read by
  /// simdjson: include `<keyplate/dynamodb_simdjson.hpp>` (CMake: `keyplate::simdjson`).
  /// Errors name where (`Items[3].status`); never throws but `std::bad_alloc`.
  /// **Example**: `for (const Shop::values& v : Shop::read_page(text).value().items) show(v);`
  template <class Reader = dynamodb::simdjson_reader>
  static path_result<dynamodb::page<schema>> read_page(std::string_view query_or_scan_response) {
    return dynamodb::detail_page::included<Reader>::type::template read_page<schema>(
        query_or_scan_response);
  }

  /// An item collection: every item of every entity whose partition key on `Index` is built
  /// from these fields (`kp::arg`), in sort-key order. The partition key is written with the
  /// first entity (in schema order) whose partition template on `Index` uses exactly these
  /// fields. The query options follow (`kp::filter`, `kp::limit`, `kp::descending`,
  /// `kp::consistent` on the table only, `kp::count_only`, each at most once); a filter names
  /// only attributes that every entity the collection can hold declares, with one type.
  ///
  /// On a `kp::native_index` the arguments are those of `Entity::query` on it, and the query
  /// reads every entity on the index (nothing keeps them apart in its partitions); its filter
  /// names only attributes each of them declares, with one type.
  ///
  /// **Example**: `Shop::query<Primary>(kp::arg<"customerId">(42), kp::limit(20))`
  template <class Index, class... Args>
  static dynamodb::query_parts query(const Args&... args) {
    return try_query<Index>(args...).value();
  }
  /// `query` without exceptions.
  template <class Index, class... Args>
  static result<dynamodb::query_parts> try_query(const Args&... args) {
    return reads::template query<Index>(args...);
  }

  /// A Scan of the table that returns the items of the entities `kp::entities<...>` chooses
  /// (every entity of the schema without it), by the literal prefixes of their primary-key
  /// layouts: the `FilterExpression` begins with them, no type attribute is needed. The options
  /// follow, in any order, each at most once: `kp::filter` (on attributes every chosen entity
  /// declares, with one type), `kp::limit`, `kp::consistent`, `kp::count_only`, and
  /// `kp::segment(i, n)`, segment `i` of `n` of a parallel scan (`bad_segment` unless
  /// `i < n <= 1,000,000`). Its `read` decodes each item of a page, and leaves out the items of
  /// other entities that share the chosen ones' prefixes. Throws `key_error`.
  ///
  /// **Example**: `const auto part = Shop::scan(kp::entities<Order>, kp::segment(worker, 4));`
  template <class... Args>
  static typename scans::template parts<Args...> scan(const Args&... args) {
    return try_scan(args...).value();
  }
  /// `scan` without exceptions.
  template <class... Args>
  static result<typename scans::template parts<Args...>> try_scan(const Args&... args) {
    return scans::scan(args...);
  }

  /// The paging cursor for a Query's `LastEvaluatedKey`: opaque, URL-safe text to hand to a
  /// client, which gives it back to ask for the next page (`resume`). Throws `key_error`
  /// (`bad_cursor`) for an item that is not a key (a value not of type `S`, `N` or `B`, more
  /// than ten attributes, an empty or too long value, a number DynamoDB would refuse).
  static std::string cursor(const dynamodb::item& last_evaluated_key) {
    return try_cursor(last_evaluated_key).value();
  }
  /// `cursor` without exceptions.
  static result<std::string> try_cursor(const dynamodb::item& last_evaluated_key) {
    std::optional<std::string> text = detail::cursor::write(last_evaluated_key);
    if (!text) return codec_error(error_code::bad_cursor);
    return std::move(*text);
  }

  /// The `ExclusiveStartKey` that continues query `q` from a client's cursor, only when the
  /// cursor is one `cursor` wrote for a page of exactly this query: its attributes are the
  /// queried index's keys and the table's, each a canonical key of an entity of the schema on
  /// that index, the partition key is `q`'s and the sort key satisfies `q`'s condition (on a
  /// native index: every attribute of its key, typed as the entity's field, the partition ones
  /// equal to `q`'s, the given sort ones within `q`'s conditions). Else
  /// `bad_cursor` (not such text, or keys no entity writes) or `foreign_cursor` (another
  /// partition, outside the range, another index, or a condition keyplate did not write). A
  /// client can never page outside the query it was given. Never throws (except
  /// `std::bad_alloc`).
  static result<dynamodb::item> resume(const dynamodb::query_parts& q, std::string_view text) {
    return detail::cursor::resume_query<Es...>(indexes<Table, Secondary...>{}, q, text);
  }

  /// The `ExclusiveStartKey` that continues scan `s` from a client's cursor, only when the
  /// cursor is one `cursor` wrote for a page of a scan of this table: exactly the table's key
  /// attributes, a canonical key of an entity of the schema (of any entity: a scan's filter
  /// drops items after reading them, so a page can end on an item it does not return). Else
  /// `bad_cursor` or `foreign_cursor` (a query's cursor). Which segment holds a key is
  /// DynamoDB's to say: send the cursor with the segment whose page gave it. Never throws
  /// (except `std::bad_alloc`).
  static result<dynamodb::item> resume(const dynamodb::scan_request& /*s*/, std::string_view text) {
    const std::optional<dynamodb::item> key = detail::cursor::read(text);
    if (!key) return codec_error(error_code::bad_cursor);
    return detail::cursor::validate_scan<Table, Es...>(*key);
  }

  /// The `CreateTable` input for a table named `name`: each key attribute with its type (a
  /// native index's attributes as their fields store them, `N` or `S`), each index's key
  /// schema in key order.
  static dynamodb::table_definition table_definition(std::string_view name) {
    dynamodb::table_definition t = dynamodb::table_definition_of<Table, Secondary...>(name);
    (detail::add_native_types<Secondary, Es...>(t), ...);
    return t;
  }

  /// The UpdateTimeToLive request enabling DynamoDB's Time to Live on table `name`, on the
  /// attribute the entities' `kp::ttl_attribute` names. Does not compile when no entity has
  /// one, or two name it differently.
  static dynamodb::time_to_live_parts time_to_live(std::string_view name) {
    static_assert(detail::evaluated(checks::ttl_ok()));
    return {std::string(name), std::string(checks::ttl_names[checks::ttl_first]), true};
  }

  /// `neighbours<Index>[a][b]`: a query of entity `a` on `Index` (its partition, any of its
  /// sort conditions) can also return items of entity `b`, so decode results with `identify`.
  /// On a `kp::native_index`, true for every two entities on it.
  template <class Index>
  static constexpr std::array<std::array<bool, entity_count>, entity_count> neighbours =
      detail::neighbours_on<Index, Es...>();
};

}  // namespace keyplate
