// keyplate: what `describe<K>()` says about one field's codec: its name, the bytes it writes and
// the queries it supports. Built-in codecs are recognised here by type, so the codec headers
// (and `<chrono>`, which date and timestamp need) are not included.
#pragma once

#include <concepts>
#include <cstddef>
#include <ratio>
#include <string>
#include <string_view>

#include "../alphabet.hpp"
#include "../codec.hpp"

namespace keyplate {

template <std::size_t Max>
struct string;
template <std::size_t Width>
struct uint;
struct int64;
struct ulid;
struct uuid;
struct date;
template <class Duration>
struct timestamp;

/// A codec that names itself with `static constexpr std::string_view name = "...";`, the name
/// `describe` shows for its fields.
///
/// **Example**: `struct color_codec { static constexpr std::string_view name = "color"; ... };`
template <class C>
concept named_codec = requires {
  { C::name } -> std::convertible_to<std::string_view>;
};

namespace detail {

// The spelling of a built-in codec's type, or "" for a type that is not one.
template <class C>
struct builtin_codec_name {
  static std::string get() { return {}; }
};
template <std::size_t Max>
struct builtin_codec_name<string<Max>> {
  static std::string get() { return "string<" + std::to_string(Max) + ">"; }
};
template <std::size_t Width>
struct builtin_codec_name<uint<Width>> {
  static std::string get() { return Width == 0 ? "uint<>" : "uint<" + std::to_string(Width) + ">"; }
};
template <>
struct builtin_codec_name<int64> {
  static std::string get() { return "int64"; }
};
template <>
struct builtin_codec_name<ulid> {
  static std::string get() { return "ulid"; }
};
template <>
struct builtin_codec_name<uuid> {
  static std::string get() { return "uuid"; }
};
template <>
struct builtin_codec_name<date> {
  static std::string get() { return "date"; }
};
template <class Duration>
struct builtin_codec_name<timestamp<Duration>> {
  static std::string get() {
    using period = typename Duration::period;
    if constexpr (std::ratio_equal_v<period, std::milli>) return "timestamp<ms>";
    if constexpr (std::ratio_equal_v<period, std::micro>) return "timestamp<us>";
    return "timestamp<s>";
  }
};

template <class C>
inline constexpr bool is_string_codec = false;
template <std::size_t Max>
inline constexpr bool is_string_codec<string<Max>> = true;

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

/// The name `describe` shows for codec `C`: its own `name` (see `named_codec`), else the
/// built-in spelling (`ulid`, `uuid`, `date`, `int64`, `uint<10>`, `uint<>`, `string<64>`,
/// `timestamp<s>`, `timestamp<ms>`, `timestamp<us>`), else `"custom codec"`.
///
/// **Example**: `keyplate::codec_name<keyplate::uint<10>>()` is `"uint<10>"`.
template <codec C>
std::string codec_name() {
  if constexpr (named_codec<C>) {
    return std::string(std::string_view(C::name));
  } else {
    std::string name = detail::builtin_codec_name<C>::get();
    return name.empty() ? std::string("custom codec") : name;
  }
}

/// The bytes codec `C` writes, as Markdown: for `string<>` the escaping rule, for a codec with
/// a `shape` the union of its runs as a character class in backquotes, else any byte above `$`.
///
/// **Example**: `keyplate::codec_alphabet<keyplate::ulid>()` is `` "`[0-9A-HJKMNP-TV-Z]`" ``.
template <codec C>
std::string codec_alphabet() {
  if constexpr (detail::is_string_codec<C>) {
    return "UTF-8, bytes <= 0x25 escaped as `%XX`";
  } else if constexpr (described_codec<C>) {
    byte_set all;
    for (const char_run& run : C::shape) all = all | run.bytes;
    return "`" + detail::character_class(all) + "`";
  } else {
    return "any bytes above `$` (0x24)";
  }
}

}  // namespace keyplate
