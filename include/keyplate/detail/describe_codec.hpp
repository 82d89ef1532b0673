// keyplate: what `describe<K>()` says about one field's codec: the bytes it writes, from the
// facts the codec declares (`alphabet`, `shape`), never from knowing which codec it is.
#pragma once

#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>

#include "../alphabet.hpp"
#include "../codec.hpp"

namespace keyplate {

namespace detail {

// One object per codec type: its address tells codecs apart at run time without RTTI.
template <class C>
inline constexpr char codec_identity = 0;

// A byte as it appears in a character class: printable ASCII as itself (`\` before `]`, `\`,
// `^` and `|`, which would end the class or the Markdown table cell), anything else as `\xNN`.
inline void append_class_byte(std::string& out, unsigned value) {
  if (value > 0x20 && value < 0x7F) {
    if (value == ']' || value == '\\' || value == '^' || value == '|') out += '\\';
    out += static_cast<char>(value);
    return;
  }
  constexpr std::string_view hex = "0123456789ABCDEF";
  out += "\\x";
  out += hex[value / 16];
  out += hex[value % 16];
}

// Ranges in a character class stay within one group, so that `0-9` and `:` are not `0-:`:
// digits, uppercase letters, lowercase letters, bytes above 0x7F; other ASCII bytes stand alone.
constexpr unsigned byte_group(unsigned value) noexcept {
  if (value >= '0' && value <= '9') return 0;
  if (value >= 'A' && value <= 'Z') return 1;
  if (value >= 'a' && value <= 'z') return 2;
  return value < 0x80 ? 0x100 + value : 3;
}

// `bytes` as a regular-expression character class: runs of three or more bytes of one group as
// `first-last`, and `-`, when present, first (where it stands for itself).
// `[0-9A-HJKMNP-TV-Z]` is the ULID alphabet, `[-0-9]` a date's.
inline std::string character_class(byte_set bytes) {
  std::string out = "[";
  if (bytes.contains('-')) {
    out += '-';
    bytes.remove('-');
  }
  for (unsigned value = 0; value != 256;) {
    if (!bytes.contains(static_cast<unsigned char>(value))) {
      ++value;
      continue;
    }
    unsigned last = value;
    while (last + 1 != 256 && bytes.contains(static_cast<unsigned char>(last + 1)) &&
           byte_group(last + 1) == byte_group(value)) {
      ++last;
    }
    append_class_byte(out, value);
    if (last >= value + 2) out += '-';
    if (last >= value + 1) append_class_byte(out, last);
    value = last + 1;
  }
  return out + "]";
}

}  // namespace detail

/// The bytes codec `C` writes, as Markdown: its own `alphabet` text (`string<>`: the escaping
/// rule), else for a codec with a `shape` the union of its runs as a character class in
/// backquotes, else any byte above `$`.
///
/// **Example**: `keyplate::codec_alphabet<keyplate::ulid>()` is `` "`[0-9A-HJKMNP-TV-Z]`" ``.
template <codec C>
std::string codec_alphabet() {
  if constexpr (requires { std::string_view(C::alphabet); }) {
    return std::string(std::string_view(C::alphabet));
  } else if constexpr (described_codec<C>) {
    byte_set all;
    for (const char_run& run : C::shape) all = all | run.bytes;
    std::string text = "`";
    text += detail::character_class(all);
    text += '`';
    return text;
  } else {
    return "any bytes above `$` (0x24)";
  }
}

}  // namespace keyplate
