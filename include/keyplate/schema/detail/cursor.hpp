// keyplate: paging cursors. The text (`cursor::write`, `cursor::read`) is in cursor_text.hpp;
// here `cursor::condition_of` reads back the sort key condition of a `query_parts`,
// `cursor::validate` accepts a key only as a page of exactly one query of an index keyed by
// templates, `cursor::validate_scan` only as a page of a scan of the table (a native index's
// queries: native_cursor.hpp), and `cursor::resume_query` picks the index a query's cursor is
// validated on. `Schema::cursor` / `Schema::resume` build on them (docs/wire-format.md, "Paging
// cursors").
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../../attribute_kind.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/item.hpp"
#include "../../query.hpp"
#include "../../result.hpp"
#include "../index.hpp"
#include "cursor_text.hpp"
#include "native_forward.hpp"

namespace keyplate::detail::cursor {

/// The sort key condition of `q`, when it is one `dynamodb::try_query` writes (`any` when there
/// is none); nothing for any other condition, which cannot be checked.
inline std::optional<key_condition> condition_of(const dynamodb::query_parts& q) {
  const std::string_view expression = q.key_condition_expression;
  const auto value = [&q](const char* placeholder) -> const std::string* {
    const auto at = q.expression_attribute_values.find(placeholder);
    return at != q.expression_attribute_values.end() ? &at->second : nullptr;
  };
  constexpr std::string_view partition = "#pk = :pk";
  if (expression == partition) return key_condition{};
  if (!expression.starts_with(partition)) return std::nullopt;
  const std::string_view sort = expression.substr(partition.size());
  const std::string* text = value(":sk");
  if (sort == " AND #sk = :sk" && text != nullptr) return key_condition::equals(*text);
  if (sort == " AND begins_with(#sk, :sk)" && text != nullptr && !text->empty()) {
    return key_condition::begins_with(*text);
  }
  const std::string* lo = value(":lo");
  const std::string* hi = value(":hi");
  if (sort == " AND #sk BETWEEN :lo AND :hi" && lo != nullptr && hi != nullptr) {
    return key_condition::between_keys(*lo, *hi);
  }
  return std::nullopt;
}

// `foreign_cursor` unless `key` has exactly the attributes `wanted` names (an empty name is
// none; one named twice counts once), naming the first one missing.
template <std::size_t N>
error exact_attributes(const dynamodb::item& key, const std::array<std::string_view, N>& wanted) {
  std::size_t distinct = 0;
  for (std::size_t i = 0; i != N; ++i) {
    bool repeated = wanted[i].empty();
    for (std::size_t j = 0; j != i; ++j) repeated = repeated || wanted[j] == wanted[i];
    if (repeated) continue;
    ++distinct;
    if (!key.contains(wanted[i])) return error_at(error_code::foreign_cursor, wanted[i]);
  }
  if (key.size() != distinct) return codec_error(error_code::foreign_cursor);
  return {};
}

// Whether `key`'s attributes are canonical keys of entity E on the table and on `Index`: strings
// (`S`; a version 2 cursor can hold other types) that E's layouts decode.
template <class E, class Table, class Index>
bool keys_of_entity(const dynamodb::item& key) {
  if constexpr (!E::template has_index<Index>) {
    return false;
  } else {
    const auto decodes = [&key]<class L>(std::string_view attribute, std::type_identity<L>) {
      if constexpr (std::is_void_v<L>) {
        return true;
      } else {
        const dynamodb::attribute_value* a = key.find(attribute);
        return a->type() == attribute_kind::S && L::decode(a->text).has_value();
      }
    };
    using T = typename E::template layout<Table>;
    using I = typename E::template layout<Index>;
    return decodes(Table::partition_attribute, std::type_identity<typename T::partition>{}) &&
           decodes(Table::sort_attribute, std::type_identity<typename T::sort>{}) &&
           decodes(Index::partition_attribute, std::type_identity<typename I::partition>{}) &&
           decodes(Index::sort_attribute, std::type_identity<typename I::sort>{});
  }
}

// `key` when it is a page's end of query `q` on `Index`: exactly the index's keys and the
// table's, canonical keys of one of `Es`, the partition key `q`'s and the sort key inside `q`'s
// condition. Else `bad_cursor` or `foreign_cursor` (naming the attribute at fault).
template <class Table, class Index, class... Es>
result<dynamodb::item> validate(const dynamodb::query_parts& q, const dynamodb::item& key) {
  const auto names = [&q](const char* placeholder) -> std::string_view {
    const auto at = q.expression_attribute_names.find(placeholder);
    return at != q.expression_attribute_names.end() ? std::string_view(at->second) : "";
  };
  if (names("#pk") != Index::partition_attribute ||
      (q.expression_attribute_names.contains("#sk") && names("#sk") != Index::sort_attribute)) {
    return codec_error(error_code::foreign_cursor);  // q is not a query of this index
  }
  // Exactly the index's keys and the table's.
  if (const error e = exact_attributes(
          key, std::array<std::string_view, 4>{Index::partition_attribute, Index::sort_attribute,
                                               Table::partition_attribute, Table::sort_attribute});
      e.code != error_code::none) {
    return e;
  }
  if (!(keys_of_entity<Es, Table, Index>(key) || ...)) return codec_error(error_code::bad_cursor);

  const auto partition = q.expression_attribute_values.find(":pk");
  if (partition == q.expression_attribute_values.end() ||
      key.find(Index::partition_attribute)->text != partition->second) {
    return error_at(error_code::foreign_cursor, Index::partition_attribute);
  }
  if constexpr (Index::has_sort) {
    const std::optional<key_condition> condition = condition_of(q);
    if (!condition || !condition->selects(key.find(Index::sort_attribute)->text)) {
      return error_at(error_code::foreign_cursor, Index::sort_attribute);
    }
  }
  return key;
}

// `key` when it can end a page of a scan of the table: exactly the table's key attributes, a
// canonical key of one of `Es`. (Of any of them, not only of the entities the scan chose: a
// scan reads every item of its segment and its filter drops items after the read, so its
// `LastEvaluatedKey` is the last item read, of whichever entity.) Else `foreign_cursor` (other
// attributes: a query's cursor) or `bad_cursor`.
template <class Table, class... Es>
result<dynamodb::item> validate_scan(const dynamodb::item& key) {
  if (const error e = exact_attributes(
          key, std::array<std::string_view, 2>{Table::partition_attribute, Table::sort_attribute});
      e.code != error_code::none) {
    return e;
  }
  if (!(keys_of_entity<Es, Table, Table>(key) || ...)) return codec_error(error_code::bad_cursor);
  return key;
}

// Validates `key` against `q` when `q` is a query of `Index` (into `out`); false for another
// index.
template <class Table, class Index, class... Es>
bool resume_on(const dynamodb::query_parts& q, const dynamodb::item& key,
               result<dynamodb::item>& out) {
  const bool is_index =
      Index::is_table ? !q.index_name.has_value() : q.index_name && *q.index_name == Index::name;
  if (!is_index) return false;
  if constexpr (Index::is_native) {
    out = validate_native<Table, Index, Es...>(q, key);
  } else {
    out = validate<Table, Index, Es...>(q, key);
  }
  return true;
}

// `Schema::resume` for a query: the key of cursor `text` when it ends a page of `q` on one of
// the schema's indexes (`Table` and `Secondary`), of its entities `Es`.
template <class... Es, class Table, class... Secondary>
result<dynamodb::item> resume_query(indexes<Table, Secondary...> /*schema's*/,
                                    const dynamodb::query_parts& q, std::string_view text) {
  const std::optional<dynamodb::item> key = read(text);
  if (!key) return codec_error(error_code::bad_cursor);
  result<dynamodb::item> out = codec_error(error_code::foreign_cursor);  // no such index
  (resume_on<Table, Table, Es...>(q, *key, out) || ... ||
   resume_on<Table, Secondary, Es...>(q, *key, out));
  return out;
}

}  // namespace keyplate::detail::cursor
