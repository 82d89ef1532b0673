// keyplate: the paging cursor's text (docs/wire-format.md, "Paging cursors"). `cursor::write`
// turns a Query's or a Scan's `LastEvaluatedKey` into opaque, URL-safe text; `cursor::read`
// reads it back strictly. Each key has exactly one text, so a reader can compare texts.
//
// The text is base64url (no padding) of one of two formats:
// - version 1, for a key of one to four attributes that are all strings (`S`), the only keys of
//   an index keyed by templates: the byte 0x01, then for each attribute in ascending byte order
//   of its name: the name's length (one byte, 1 to 255), the name, the value's length (two
//   bytes, big-endian, 1 to 2048) and the value. Clients hold such texts: it never changes.
// - version 2, for any other key (a native index's: its attributes typed `S`, `N` or `B`, up to
//   eight of them besides the table's two): the byte 0x02, then for each attribute in ascending
//   byte order of its name: the name's length and the name as above, a type byte (`'S'`, `'N'`
//   or `'B'`), the value's length as above and the value: the string, the number's canonical
//   text (`kp::number`: `1.50` and `15E-1` are both `1.5`) or the raw bytes; one to ten
//   attributes. A key that version 1 can hold is never written as version 2.
// `write` and `read` are templates of an unused parameter (`template <class = void>`), compiled
// only in a translation unit that uses cursors.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../../attribute_kind.hpp"
#include "../../detail/base64url.hpp"
#include "../../dynamodb/item.hpp"
#include "../number.hpp"

namespace keyplate::detail::cursor {

inline constexpr char version = 1;  // keys of strings only
inline constexpr char typed_version = 2;
inline constexpr std::size_t max_name = 255;    // DynamoDB's longest key attribute name
inline constexpr std::size_t max_value = 2048;  // DynamoDB's largest partition key
// A key of an index keyed by templates: the index's two attributes and the table's two.
inline constexpr std::size_t max_string_attributes = 4;
// A key of a native index: its four partition and four sort attributes and the table's two.
inline constexpr std::size_t max_attributes = 10;
// The longest text a cursor can have (version 2's); anything longer is refused before decoding.
inline constexpr std::size_t max_text =
    (1 + max_attributes * (1 + max_name + 1 + 2 + max_value)) * 4 / 3 + 4;

// The type byte of a version 2 attribute of type `kind`; 0 for a type no key has.
constexpr char type_byte(attribute_kind kind) noexcept {
  return kind == attribute_kind::S   ? 'S'
         : kind == attribute_kind::N ? 'N'
         : kind == attribute_kind::B ? 'B'
                                     : '\0';
}

/// The cursor text of `key`, or nothing when `key` is no key: no attribute or more than ten, an
/// attribute name empty or longer than 255 bytes, a value not of type `S`, `N` or `B`, empty or
/// longer than 2048 bytes, or a number DynamoDB would refuse.
template <class = void>
std::optional<std::string> write(const dynamodb::item& key) {
  if (key.empty() || key.size() > max_attributes) return std::nullopt;
  bool strings = key.size() <= max_string_attributes;
  for (const auto& attribute : key)
    strings = strings && attribute.second.type() == attribute_kind::S;
  std::string bytes(1, strings ? version : typed_version);
  for (const auto& [name, value] : key) {  // in name order
    const char type = type_byte(value.type());
    if (type == '\0' || name.empty() || name.size() > max_name) return std::nullopt;
    std::string canonical;  // a number's
    if (value.type() == attribute_kind::N) {
      result<number> n = number::parse(value.text);
      if (!n) return std::nullopt;
      canonical = n->text();
    }
    const std::string& text = value.type() == attribute_kind::N ? canonical : value.text;
    if (text.empty() || text.size() > max_value) return std::nullopt;
    bytes += static_cast<char>(name.size());
    bytes += name;
    if (!strings) bytes += type;
    bytes += static_cast<char>(text.size() >> 8);
    bytes += static_cast<char>(text.size() & 0xFF);
    bytes += text;
  }
  return base64url::encode(bytes);
}

/// The key that `text` holds, or nothing unless `text` is exactly what `write` gives for it (so
/// a number is in canonical form, and a version 2 text holds a key version 1 cannot).
template <class = void>
std::optional<dynamodb::item> read(std::string_view text) {
  if (text.size() > max_text) return std::nullopt;
  const std::optional<std::string> bytes = base64url::decode(text);
  if (!bytes || bytes->empty()) return std::nullopt;
  const bool typed = (*bytes)[0] == typed_version;
  if (!typed && (*bytes)[0] != version) return std::nullopt;
  const std::size_t most = typed ? max_attributes : max_string_attributes;
  const std::string_view rest = std::string_view(*bytes).substr(1);
  dynamodb::item key;
  bool strings = true;
  std::size_t at = 0;
  std::string_view previous;
  const auto byte = [&rest](std::size_t i) { return static_cast<unsigned char>(rest[i]); };
  while (at != rest.size()) {
    const std::size_t name_size = byte(at);
    if (name_size == 0 || rest.size() - at < 1 + name_size + (typed ? 1 : 0) + 2) {
      return std::nullopt;
    }
    const std::string_view name = rest.substr(at + 1, name_size);
    at += 1 + name_size;
    attribute_kind kind = attribute_kind::S;
    if (typed) {
      const char type = rest[at++];
      if (type == 'N') {
        kind = attribute_kind::N;
      } else if (type == 'B') {
        kind = attribute_kind::B;
      } else if (type != 'S') {
        return std::nullopt;
      }
    }
    const std::size_t value_size = std::size_t{byte(at)} << 8 | byte(at + 1);
    at += 2;
    if (value_size == 0 || value_size > max_value || rest.size() - at < value_size) {
      return std::nullopt;
    }
    // Strictly ascending names: one order, no attribute twice.
    if (!previous.empty() && !(previous < name)) return std::nullopt;
    if (key.size() == most) return std::nullopt;
    const std::string_view value = rest.substr(at, value_size);
    if (kind == attribute_kind::N) {
      const result<number> n = number::parse(value);
      if (!n || n->text() != value) return std::nullopt;  // one text per number
    }
    key.set(name, {kind, std::string(value)});
    strings = strings && kind == attribute_kind::S;
    previous = name;
    at += value_size;
  }
  if (key.empty()) return std::nullopt;
  if (typed && strings && key.size() <= max_string_attributes) return std::nullopt;  // version 1's
  return key;
}

}  // namespace keyplate::detail::cursor
