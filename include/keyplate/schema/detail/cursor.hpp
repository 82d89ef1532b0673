// keyplate: paging cursors. `cursor::write` turns a Query's `LastEvaluatedKey` into opaque,
// URL-safe text; `cursor::read` reads it back strictly; `cursor::condition_of` reads back the
// sort key condition of a `query_parts`; `cursor::validate` accepts a key only as a page of
// exactly one query, `cursor::validate_scan` only as a page of a scan of the table.
// `Schema::cursor` / `Schema::resume` build on them (docs/wire-format.md, "Paging cursors").
//
// The text is base64url (no padding) of: the version byte 0x01, then for each attribute in
// ascending byte order of its name: the name's length (one byte, 1 to 255), the name, the value's
// length (two bytes, big-endian, 1 to 2048) and the value; one to four attributes. Every value
// is a string (`S`): keys are text. Nothing else is accepted, so every cursor has exactly one
// text.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../../detail/base64url.hpp"
#include "../../dynamodb.hpp"
#include "../../dynamodb/item.hpp"
#include "../../query.hpp"
#include "../../result.hpp"

namespace keyplate::detail::cursor {

inline constexpr char version = 1;
inline constexpr std::size_t max_name = 255;
inline constexpr std::size_t max_value = 2048;    // DynamoDB's largest partition key
inline constexpr std::size_t max_attributes = 4;  // an index's two keys and the table's two
// The longest text a cursor can have; anything longer is refused before decoding.
inline constexpr std::size_t max_text =
    (1 + max_attributes * (1 + max_name + 2 + max_value)) * 4 / 3 + 4;

/// The cursor text of `key`, or nothing when `key` has no attribute or more than four, or an
/// attribute that is not a string or is too long to be a key (then it is not a
/// `LastEvaluatedKey` of this schema).
inline std::optional<std::string> write(const dynamodb::item& key) {
  if (key.empty() || key.size() > max_attributes) return std::nullopt;
  std::string bytes(1, version);
  for (const auto& [name, value] : key) {  // in name order
    if (value.type() != attribute_kind::S || name.empty() || name.size() > max_name ||
        value.text.empty() || value.text.size() > max_value) {
      return std::nullopt;
    }
    bytes += static_cast<char>(name.size());
    bytes += name;
    bytes += static_cast<char>(value.text.size() >> 8);
    bytes += static_cast<char>(value.text.size() & 0xFF);
    bytes += value.text;
  }
  return base64url::encode(bytes);
}

/// The key that `text` holds, or nothing unless `text` is exactly what `write` gives for it.
inline std::optional<dynamodb::item> read(std::string_view text) {
  if (text.size() > max_text) return std::nullopt;
  const std::optional<std::string> bytes = base64url::decode(text);
  if (!bytes || bytes->empty() || (*bytes)[0] != version) return std::nullopt;
  const std::string_view rest = std::string_view(*bytes).substr(1);
  dynamodb::item key;
  std::size_t at = 0;
  std::string_view previous;
  const auto byte = [&rest](std::size_t i) { return static_cast<unsigned char>(rest[i]); };
  while (at != rest.size()) {
    const std::size_t name_size = byte(at);
    if (name_size == 0 || rest.size() - at < 1 + name_size + 2) return std::nullopt;
    const std::string_view name = rest.substr(at + 1, name_size);
    at += 1 + name_size;
    const std::size_t value_size = std::size_t{byte(at)} << 8 | byte(at + 1);
    at += 2;
    if (value_size == 0 || value_size > max_value || rest.size() - at < value_size) {
      return std::nullopt;
    }
    // Strictly ascending names: one order, no attribute twice.
    if (!previous.empty() && !(previous < name)) return std::nullopt;
    if (key.size() == max_attributes) return std::nullopt;
    key.set(name, {attribute_kind::S, std::string(rest.substr(at, value_size))});
    previous = name;
    at += value_size;
  }
  if (key.empty()) return std::nullopt;
  return key;
}

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

// Whether `key`'s attributes are canonical keys of entity E on the table and on `Index`.
template <class E, class Table, class Index>
bool keys_of_entity(const dynamodb::item& key) {
  if constexpr (!E::template has_index<Index>) {
    return false;
  } else {
    const auto decodes = [&key]<class L>(std::string_view attribute, std::type_identity<L>) {
      if constexpr (std::is_void_v<L>) {
        return true;
      } else {
        return L::decode(key.find(attribute)->text).has_value();
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
    if (!key.contains(wanted[i])) return error_at(error_code::foreign_cursor, wanted[i]);
  }
  if (key.size() != distinct) return codec_error(error_code::foreign_cursor);
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
  for (const std::string_view name : {Table::partition_attribute, Table::sort_attribute}) {
    if (!name.empty() && !key.contains(name)) return error_at(error_code::foreign_cursor, name);
  }
  if (key.size() != (Table::has_sort ? 2U : 1U)) return codec_error(error_code::foreign_cursor);
  if (!(keys_of_entity<Es, Table, Table>(key) || ...)) return codec_error(error_code::bad_cursor);
  return key;
}

}  // namespace keyplate::detail::cursor
