// keyplate: the `%XX` escaping of string components (wire format version 1).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "../result.hpp"
#include "config.hpp"
#include "simd.hpp"
#include "utf8.hpp"

namespace keyplate::detail {

// Bytes at or below this one are written as `%XX`: `#` separates components, `$` bounds ranges,
// `%` starts an escape, and everything lower (space, `!`, `"`, controls) would sort before `#`.
inline constexpr unsigned char highest_escaped_byte = 0x25;

constexpr bool needs_escape(char c) noexcept {
  return static_cast<unsigned char>(c) <= highest_escaped_byte;
}

inline constexpr char hex_digits_upper[] = "0123456789ABCDEF";

// Writes `raw` escaped and returns the end, or the offset of the first byte that does not
// start a valid UTF-8 sequence. `out` must have room for `3 * raw.size()` bytes. Runs of plain
// ASCII, the common case, are copied 16 bytes at a time.
KEYPLATE_ALWAYS_INLINE constexpr result<char*> write_escaped(char* out,
                                                             std::string_view raw) noexcept {
  std::size_t i = 0;
  // `i < raw.size()` always holds here; saying so lets GCC see that the block copy stays
  // inside `raw` (without it, g++ -O2 -Warray-bounds flags short constant texts).
  while (i < raw.size()) {
    const std::size_t run = copy_plain_ascii(raw.data() + i, raw.size() - i, out);
    i += run;
    out += run;
    if (i == raw.size()) return out;
    const auto byte = static_cast<unsigned char>(raw[i]);
    if (byte <= highest_escaped_byte) {
      *out++ = '%';
      *out++ = hex_digits_upper[byte >> 4];
      *out++ = hex_digits_upper[byte & 0xF];
      ++i;
      continue;
    }
    const std::size_t length = utf8_sequence_length(raw, i);
    if (length == 0) return codec_error(error_code::invalid_utf8, i);
    for (const std::size_t end = i + length; i != end; ++i) *out++ = raw[i];
  }
  return out;
}

// Value of an uppercase hex digit, or -1 (lowercase is not canonical).
KEYPLATE_CLANG_INLINE constexpr int upper_hex_value(char c) noexcept {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Reads `text` as `write_escaped` output of a valid UTF-8 value of at most `max_raw` bytes, in
// one pass: plain ASCII goes 16 bytes at a time. With `Write`, the decoded bytes go to `out`
// (room for `text.size()` bytes), which ends up past them. False when `text` is not canonical
// (then `check_escaped` tells why).
template <bool Write>
KEYPLATE_CLANG_INLINE constexpr bool read_escaped(std::string_view text, std::size_t max_raw,
                                                  char*& out) noexcept {
  const std::size_t n = text.size();
  std::size_t i = 0, raw_length = 0;
  while (true) {
    std::size_t run = 0;
    if constexpr (Write) {
      run = copy_plain_ascii(text.data() + i, n - i, out);
      out += run;
    } else {
      run = skip_plain_ascii(text, i) - i;
    }
    i += run;
    raw_length += run;
    if (i == n) return raw_length <= max_raw;
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 1;  // encoded bytes of this unit
    if (byte == '%') {
      if (n - i < 3) return false;
      const int high = upper_hex_value(text[i + 1]), low = upper_hex_value(text[i + 2]);
      if (high < 0 || low < 0 || high * 16 + low > highest_escaped_byte) return false;
      if constexpr (Write) *out++ = static_cast<char>(high * 16 + low);
      length = 3;
      raw_length += 1;
    } else if (byte < 0x80) {
      return false;  // a raw byte <= 0x25: plain ASCII was handled above
    } else {
      length = utf8_sequence_length(text, i);
      if (length == 0) return false;
      if constexpr (Write) {
        for (std::size_t k = 0; k != length; ++k) *out++ = text[i + k];
      }
      raw_length += length;
    }
    i += length;
  }
}

// True when `text` is exactly what `write_escaped` writes for a valid UTF-8 value of at most
// `max_raw` bytes.
KEYPLATE_CLANG_INLINE constexpr bool is_canonical_escaped(std::string_view text,
                                                          std::size_t max_raw) noexcept {
  char* unused = nullptr;
  return read_escaped<false>(text, max_raw, unused);
}

// Checks and unescapes `text` in one pass into `out` (room for `text.size()` bytes); returns the
// end, or null when `text` is not canonical.
KEYPLATE_CLANG_INLINE constexpr char* unescape_checked(char* out, std::string_view text,
                                                       std::size_t max_raw) noexcept {
  return read_escaped<true>(text, max_raw, out) ? out : nullptr;
}

// Where `text`, which is not canonical, first goes wrong: the walk of check_escaped, out of line
// (it runs only for a bad key).
KEYPLATE_COLD constexpr error escape_problem(std::string_view text, std::size_t max_raw) noexcept {
  // Something is wrong: walk the text again, unit by unit, to report where.
  std::size_t raw_length = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    // A run of plain ASCII: one raw byte per encoded byte.
    if (const std::size_t run = skip_plain_ascii(text, i) - i) {
      if (raw_length + run > max_raw) {
        return codec_error(error_code::too_long, i + (max_raw - raw_length));
      }
      raw_length += run;
      i += run;
      continue;
    }
    std::size_t step = 0;  // encoded bytes of the next raw unit
    std::size_t raw = 0;   // raw bytes of that unit
    if (text[i] == '%') {
      const int high = text.size() - i >= 3 ? upper_hex_value(text[i + 1]) : -1;
      const int low = text.size() - i >= 3 ? upper_hex_value(text[i + 2]) : -1;
      // Truncated, lowercase or non-hex, and escapes of bytes that need none: not canonical.
      if (high < 0 || low < 0 || high * 16 + low > highest_escaped_byte) {
        return codec_error(error_code::invalid_escape, i);
      }
      step = 3;
      raw = 1;
    } else if (needs_escape(text[i])) {
      return codec_error(error_code::unescaped_byte, i);
    } else {
      // Escapes decode to ASCII, so the encoded text is valid UTF-8 exactly when the value is.
      step = raw = utf8_sequence_length(text, i);
      if (step == 0) return codec_error(error_code::invalid_utf8, i);
    }
    if (raw_length + raw > max_raw) return codec_error(error_code::too_long, i);
    raw_length += raw;
    i += step;
  }
  // Not reached: this walk and read_escaped apply the same rules.
  return codec_error(error_code::invalid_escape);
}

// Checks that `text` is exactly what `write_escaped` writes for a valid UTF-8 value of at most
// `max_raw` bytes; returns the first problem (offset into `text`), or nothing.
KEYPLATE_CLANG_INLINE constexpr std::optional<error> check_escaped(std::string_view text,
                                                                   std::size_t max_raw) noexcept {
  if (is_canonical_escaped(text, max_raw)) return std::nullopt;
  return escape_problem(text, max_raw);
}

// Decodes a text that `check_escaped` accepted into `out` (room for `text.size()` bytes);
// returns the end. The runs between escapes are copied whole.
constexpr char* unescape_to(char* out, std::string_view text) noexcept {
  std::size_t i = 0;
  while (true) {
    const std::size_t escape = find_byte(text, i, '%');
    for (; i != escape; ++i) *out++ = text[i];
    if (i == text.size()) return out;
    *out++ = static_cast<char>(upper_hex_value(text[i + 1]) * 16 + upper_hex_value(text[i + 2]));
    i += 3;
  }
}

}  // namespace keyplate::detail
