// keyplate: paging cursors. `write_cursor` turns a Query's `LastEvaluatedKey` into opaque,
// URL-safe text; `read_cursor` reads it back strictly; `condition_of` reads back the sort key
// condition of a `query_parts`. `Schema::cursor` / `Schema::resume`
// build on them (docs/wire-format.md, "Paging cursors").
//
// The text is base64url (no padding) of: the version byte 0x01, then for each attribute in
// ascending byte order of its name: the name's length (one byte, 1 to 255), the name, the value's
// length (two bytes, big-endian, 1 to 2048) and the value; one to four attributes. Every value
// is a string (`S`): keys are text. Nothing else is accepted, so every cursor has exactly one
// text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../detail/base64url.hpp"
#include "../dynamodb.hpp"
#include "../query.hpp"
#include "item.hpp"

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
    if (value.type != attribute_kind::S || name.empty() || name.size() > max_name ||
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

}  // namespace keyplate::detail::cursor
