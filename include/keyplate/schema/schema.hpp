// keyplate: `schema<indexes<...>, Entities...>`, the whole table: its indexes, its entities, the
// proof that no two entities can produce the same primary key, and what reads across them
// (`identify`, item collections, `neighbours`, `table_definition`).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../detail/nth_argument.hpp"
#include "../dynamodb.hpp"
#include "../result.hpp"
#include "../table.hpp"
#include "cursor.hpp"
#include "entity.hpp"
#include "entity_variant.hpp"
#include "errors.hpp"
#include "index.hpp"
#include "item.hpp"
#include "named_args.hpp"
#include "table_definition.hpp"

namespace keyplate {

template <class Indexes, class... Entities>
struct schema {
  static_assert(std::is_void_v<Indexes> && schema_error<"schema", "indexes">,
                "keyplate: a schema's first argument is kp::indexes<...>, the table first");
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
  using primary = Table;
  /// Every index, the base table first.
  using index_list = std::tuple<Table, Secondary...>;
  static constexpr std::size_t index_count = 1 + sizeof...(Secondary);
  static constexpr std::size_t entity_count = sizeof...(Es);
  template <std::size_t I>
  using entity_at = std::tuple_element_t<I, std::tuple<Es...>>;

  /// One item's values: which entity (`index()`, in schema order) and its values.
  using values = entity_variant<Es...>;

  /// The entity whose primary-key layouts decode `it`'s primary key attributes, and its
  /// `decode_item`. Works on the results of any query (GSIs project the primary key).
  /// `missing_attribute` without a partition key, `no_matching_layout` when no entity's keys
  /// match.
  static result<values> identify(const dynamodb::item& it) {
    const dynamodb::attribute_value* pk = it.find(Table::partition_attribute);
    if (pk == nullptr) return missing(Table::partition_attribute);
    const dynamodb::attribute_value* sk = nullptr;
    if constexpr (Table::has_sort) {
      sk = it.find(Table::sort_attribute);
      if (sk == nullptr) return missing(Table::sort_attribute);
    }
    std::optional<result<values>> found;
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (try_entity<I>(it, *pk, sk, found) || ...);
    }
    (std::make_index_sequence<entity_count>{});
    if (found) return std::move(*found);
    error e = codec_error(error_code::no_matching_layout);
    e.field = Table::partition_attribute;
    return e;
  }

  /// An item collection: every item of every entity whose partition key on `Index` is built
  /// from these fields (`kp::arg`), in sort-key order. The partition key is written with the
  /// first entity (in schema order) whose partition template on `Index` uses exactly these
  /// fields.
  template <class Index, class... Args>
  static dynamodb::query_parts query(const Args&... args) {
    return try_query<Index>(args...).value();
  }
  /// `query` without exceptions.
  template <class Index, class... Args>
  static result<dynamodb::query_parts> try_query(const Args&... args) {
    constexpr std::size_t e = collection_owner<Index, Args...>();
    static_assert(e < entity_count || schema_error<"schema", Index::partition_text>,
                  "keyplate: query: no entity's partition template on this index uses exactly "
                  "these fields");
    if constexpr (e >= entity_count) {
      return codec_error(error_code::none);  // reported above
    } else {
      using L = typename entity_at<e>::template layout<Index>;
      using P = detail::template_fields<entity_at<e>::template keys_on<Index>::partition>;
      result<std::string> pk = [&]<std::size_t... J>(std::index_sequence<J...>) {
        return L::partition::try_encode(
            detail::nth_argument<detail::arg_position<Args...>(P::name(J))>(args...).value...);
      }
      (std::make_index_sequence<P::count>{});
      if (!pk) return pk.error();
      return dynamodb::try_query(*pk, key_condition{}, Index::key_schema());
    }
  }

  /// The paging cursor for a Query's `LastEvaluatedKey`: opaque, URL-safe text to hand to a
  /// client, which gives it back to ask for the next page (`resume`). Throws `key_error`
  /// (`bad_cursor`) for an item that is not a key (a value not of type `S`, more than four
  /// attributes, an empty or too long value).
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
  /// that index, the partition key is `q`'s and the sort key satisfies `q`'s condition. Else
  /// `bad_cursor` (not such text, or keys no entity writes) or `foreign_cursor` (another
  /// partition, outside the range, another index, or a condition keyplate did not write). A
  /// client can never page outside the query it was given. Never throws (except
  /// `std::bad_alloc`).
  static result<dynamodb::item> resume(const dynamodb::query_parts& q, std::string_view text) {
    const std::optional<dynamodb::item> key = detail::cursor::read(text);
    if (!key) return codec_error(error_code::bad_cursor);
    result<dynamodb::item> out = codec_error(error_code::foreign_cursor);  // no such index
    (resume_on<Table>(q, *key, out) || ... || resume_on<Secondary>(q, *key, out));
    return out;
  }

  /// The `CreateTable` input for a table named `name`.
  static dynamodb::table_definition table_definition(std::string_view name) {
    dynamodb::table_definition t;
    t.table_name = std::string(name);
    const auto attribute = [&t](std::string_view a) {
      for (const std::string& known : t.attribute_names) {
        if (known == a) return;
      }
      t.attribute_names.emplace_back(a);
    };
    const auto key_schema = [&](std::string_view partition, std::string_view sort) {
      std::vector<dynamodb::key_schema_element> ks{{std::string(partition), "HASH"}};
      attribute(partition);
      if (!sort.empty()) {
        ks.push_back({std::string(sort), "RANGE"});
        attribute(sort);
      }
      return ks;
    };
    t.key_schema = key_schema(Table::partition_attribute, Table::sort_attribute);
    (t.global_secondary_indexes.push_back(
         {std::string(Secondary::name),
          key_schema(Secondary::partition_attribute, Secondary::sort_attribute)}),
     ...);
    return t;
  }

 private:
  // ---- compile-time checks ---------------------------------------------------------
  static_assert(Table::is_table,
                "keyplate: the first index of a schema is the base table (an "
                "index without a name)");
  static_assert((!Secondary::is_table && ...),
                "keyplate: every index after the first needs a name (its IndexName)");

  template <class Index>
  static constexpr bool listed = std::is_same_v<Index, Table> ||
                                 (std::is_same_v<Index, Secondary> || ...);

  // As an entity's: constant evaluation finds the first mistake, and only it instantiates the
  // helper that reports it, with the names as template parameters.
  static constexpr std::array<std::string_view, 2 + 2 * sizeof...(Secondary)> key_attributes{
      Table::partition_attribute, Table::sort_attribute, Secondary::partition_attribute...,
      Secondary::sort_attribute...};
  // Entity E's first field named like a key attribute of the schema; `field_count` when none.
  template <class E>
  static constexpr std::size_t first_key_named_field() noexcept {
    for (std::size_t f = 0; f != E::field_count; ++f) {
      for (std::string_view a : key_attributes) {
        if (!a.empty() && E::field_names[f] == a) return f;
      }
    }
    return E::field_count;
  }
  // Entity E's first keys<...> on an index the schema does not list.
  template <class E, class... Keys>
  static constexpr std::size_t first_unlisted(const std::tuple<Keys...>*) noexcept {
    constexpr std::array<bool, sizeof...(Keys)> ok{listed<typename Keys::index_type>...};
    std::size_t k = 0;
    while (k != ok.size() && ok[k]) ++k;
    return k;
  }
  template <class E>
  static constexpr std::size_t first_unlisted() noexcept {
    return first_unlisted<E>(static_cast<const typename E::keys_list*>(nullptr));
  }
  template <fixed_string Entity, fixed_string Field>
  static constexpr bool report_key_named_field() {
    static_assert(schema_error<Entity, Field>,
                  "keyplate: a field is named like a key attribute of the schema");
    return false;
  }
  template <fixed_string Entity, fixed_string Index>
  static constexpr bool report_unlisted() {
    static_assert(schema_error<Entity, Index>,
                  "keyplate: the entity uses an index the schema does not list");
    return false;
  }
  template <class E>
  static constexpr bool check_entity() {
    if constexpr (constexpr std::size_t f = first_key_named_field<E>(); f != E::field_count) {
      return report_key_named_field<E::name_text, E::template field_at<f>::name>();
    } else if constexpr (constexpr std::size_t k = first_unlisted<E>();
                         k != std::tuple_size_v<typename E::keys_list>) {
      return report_unlisted<
          E::name_text,
          std::tuple_element_t<k, typename E::keys_list>::index_type::partition_text>();
    } else {
      return true;
    }
  }

  // Entities #A < #B can never produce the same primary key: their partition layouts are
  // disjoint, or their sort layouts are. (A class, not a function, per pair: the sort layouts
  // are compared only when the partitions may meet.)
  template <std::size_t A, std::size_t B>
  struct sort_apart
      : std::bool_constant<disjoint<typename entity_at<A>::template layout<Table>::sort,
                                    typename entity_at<B>::template layout<Table>::sort>> {};
  template <std::size_t A, std::size_t B>
  struct primary_apart
      : std::conditional_t<disjoint<typename entity_at<A>::template layout<Table>::partition,
                                    typename entity_at<B>::template layout<Table>::partition>,
                           std::true_type,
                           std::conditional_t<Table::has_sort, sort_apart<A, B>, std::false_type>> {
  };
  template <std::size_t A, std::size_t B>
  struct pair_apart : std::conditional_t<(A >= B), std::true_type, primary_apart<A, B>> {};
  // Every pair, as entity_count rows of entity_count.
  static constexpr std::array<bool, entity_count* entity_count> pairs_apart =
      []<std::size_t... P>(std::index_sequence<P...>) {
    return std::array<bool, sizeof...(P)>{pair_apart<P / entity_count, P % entity_count>::value...};
  }
  (std::make_index_sequence<entity_count * entity_count>{});
  static constexpr std::array<std::string_view, entity_count> entity_names{Es::name...};
  // The first pair of entities with the same name, or whose primary keys may meet: a * count + b.
  static constexpr std::size_t first_bad_pair(bool names) noexcept {
    for (std::size_t a = 0; a != entity_count; ++a) {
      for (std::size_t b = a + 1; b != entity_count; ++b) {
        if (names ? entity_names[a] == entity_names[b] : !pairs_apart[a * entity_count + b]) {
          return a * entity_count + b;
        }
      }
    }
    return entity_count * entity_count;
  }
  template <fixed_string A, fixed_string B>
  static constexpr bool report_same_name() {
    static_assert(schema_error<A, B>, "keyplate: two entities of the schema have the same name");
    return false;
  }
  template <fixed_string A, fixed_string B>
  static constexpr bool report_primary_keys_meet() {
    static_assert(schema_error<A, B>,
                  "keyplate: these two entities can produce the same primary key (neither their "
                  "partition nor their sort key layouts are disjoint)");
    return false;
  }
  static constexpr bool pairs_ok() {
    constexpr std::size_t none = entity_count * entity_count;
    if constexpr (constexpr std::size_t p = first_bad_pair(true); p != none) {
      return report_same_name<entity_at<p / entity_count>::name_text,
                              entity_at<p % entity_count>::name_text>();
    } else if constexpr (constexpr std::size_t q = first_bad_pair(false); q != none) {
      return report_primary_keys_meet<entity_at<q / entity_count>::name_text,
                                      entity_at<q % entity_count>::name_text>();
    } else {
      return true;
    }
  }
  static constexpr bool checks_ok = (check_entity<Es>() && ...) && pairs_ok();

 public:
  /// True when the schema passed every check (a failure is a compile error naming the first
  /// mistake of its kind: an entity's field or index, a pair of entities).
  static constexpr bool valid = checks_ok && (Es::valid && ...);
  // Runs every check above when the schema is first used (a failure reports itself).
  static_assert(checks_ok || !checks_ok);

 private:
  static error missing(std::string_view attribute) {
    error e = codec_error(error_code::missing_attribute);
    e.field = attribute;
    return e;
  }

  template <std::size_t I>
  KEYPLATE_NOINLINE static bool try_entity(const dynamodb::item& it,
                                           const dynamodb::attribute_value& pk,
                                           const dynamodb::attribute_value* sk,
                                           std::optional<result<values>>& found) {
    using E = entity_at<I>;
    using L = typename E::template layout<Table>;
    if (pk.type != attribute_kind::S || !L::partition::matches(pk.text)) return false;
    if constexpr (Table::has_sort) {
      if (sk->type != attribute_kind::S || !L::sort::matches(sk->text)) return false;
    }
    result<typename E::values> decoded = E::decode_item(it);
    if (decoded) {
      found.emplace(values(std::move(*decoded)));
    } else {
      found.emplace(decoded.error());
    }
    return true;
  }

  // ---- cursors ---------------------------------------------------------------------
  template <class Index>
  static bool resume_on(const dynamodb::query_parts& q, const dynamodb::item& key,
                        result<dynamodb::item>& out) {
    const bool is_index =
        Index::is_table ? !q.index_name.has_value() : q.index_name && *q.index_name == Index::name;
    if (!is_index) return false;
    out = check_cursor<Index>(q, key);
    return true;
  }
  static error cursor_error(error_code code, std::string_view attribute = {}) {
    error e = codec_error(code);
    e.field = attribute;
    return e;
  }
  template <class Index>
  static result<dynamodb::item> check_cursor(const dynamodb::query_parts& q,
                                             const dynamodb::item& key) {
    const auto names = [&q](const char* placeholder) -> std::string_view {
      const auto at = q.expression_attribute_names.find(placeholder);
      return at != q.expression_attribute_names.end() ? std::string_view(at->second) : "";
    };
    if (names("#pk") != Index::partition_attribute ||
        (q.expression_attribute_names.contains("#sk") && names("#sk") != Index::sort_attribute)) {
      return cursor_error(error_code::foreign_cursor);  // q is not a query of this index
    }
    // Exactly the index's keys and the table's (an attribute both have counts once).
    constexpr std::array<std::string_view, 4> wanted{
        Index::partition_attribute, Index::sort_attribute, Table::partition_attribute,
        Table::sort_attribute};
    std::size_t distinct = 0;
    for (std::size_t i = 0; i != wanted.size(); ++i) {
      bool repeated = wanted[i].empty();
      for (std::size_t j = 0; j != i; ++j) repeated = repeated || wanted[j] == wanted[i];
      if (repeated) continue;
      ++distinct;
      if (!key.contains(wanted[i])) return cursor_error(error_code::foreign_cursor, wanted[i]);
    }
    if (key.size() != distinct) return cursor_error(error_code::foreign_cursor);
    if (!(keys_of_entity<Es, Index>(key) || ...)) return cursor_error(error_code::bad_cursor);

    const auto partition = q.expression_attribute_values.find(":pk");
    if (partition == q.expression_attribute_values.end() ||
        key.find(Index::partition_attribute)->text != partition->second) {
      return cursor_error(error_code::foreign_cursor, Index::partition_attribute);
    }
    if constexpr (Index::has_sort) {
      const std::optional<key_condition> condition = detail::cursor::condition_of(q);
      if (!condition || !condition->selects(key.find(Index::sort_attribute)->text)) {
        return cursor_error(error_code::foreign_cursor, Index::sort_attribute);
      }
    }
    return key;
  }
  // Whether `key`'s attributes are canonical keys of entity E on the table and on `Index`.
  template <class E, class Index>
  static bool keys_of_entity(const dynamodb::item& key) {
    if constexpr (!E::template has_index<Index>) {
      return false;
    } else {
      const auto decodes = [&key]<class L>(std::string_view attribute, const L*) {
        if constexpr (std::is_void_v<L>) {
          return true;
        } else {
          return L::decode(key.find(attribute)->text).has_value();
        }
      };
      using T = typename E::template layout<Table>;
      using I = typename E::template layout<Index>;
      return decodes(Table::partition_attribute,
                     static_cast<const typename T::partition*>(nullptr)) &&
             decodes(Table::sort_attribute, static_cast<const typename T::sort*>(nullptr)) &&
             decodes(Index::partition_attribute,
                     static_cast<const typename I::partition*>(nullptr)) &&
             decodes(Index::sort_attribute, static_cast<const typename I::sort*>(nullptr));
    }
  }

  // The first entity on `Index` whose partition template uses exactly the fields `Args` name.
  template <class Index, class... Args>
  static constexpr std::size_t collection_owner() {
    constexpr std::array<bool, entity_count> owns{[] {
      if constexpr (!Es::template has_index<Index>) {
        return false;
      } else {
        using P = detail::template_fields<Es::template keys_on<Index>::partition>;
        return P::count == sizeof...(Args) && (P::uses(Args::name.view()) && ...);
      }
    }()...};
    for (std::size_t i = 0; i != entity_count; ++i) {
      if (owns[i]) return i;
    }
    return entity_count;
  }

  template <class Index, std::size_t A, std::size_t B>
  static constexpr bool may_meet() {
    using EA = entity_at<A>;
    using EB = entity_at<B>;
    if constexpr (!EA::template has_index<Index> || !EB::template has_index<Index>) {
      return false;
    } else {
      using LA = typename EA::template layout<Index>;
      using LB = typename EB::template layout<Index>;
      if constexpr (disjoint<typename LA::partition, typename LB::partition>) {
        return false;
      } else if constexpr (!Index::has_sort) {
        return true;
      } else {
        return detail::may_share(detail::first_literal_runs<typename LA::sort>(),
                                 detail::layout_runs_of<typename LB::sort>, true);
      }
    }
  }

 public:
  /// `neighbours<Index>[a][b]`: a query of entity `a` on `Index` (its partition, any of its
  /// sort conditions) can also return items of entity `b`, so decode results with `identify`.
  template <class Index>
  static constexpr std::array<std::array<bool, entity_count>, entity_count> neighbours = [] {
    std::array<std::array<bool, entity_count>, entity_count> out{};
    [&]<std::size_t... A>(std::index_sequence<A...>) {
      const auto row = [&]<std::size_t From>(std::integral_constant<std::size_t, From>) {
        [&]<std::size_t... B>(std::index_sequence<B...>) {
          ((out[From][B] = From != B && may_meet<Index, From, B>()), ...);
        }
        (std::make_index_sequence<entity_count>{});
      };
      (row(std::integral_constant<std::size_t, A>{}), ...);
    }
    (std::make_index_sequence<entity_count>{});
    return out;
  }();
};

}  // namespace keyplate
