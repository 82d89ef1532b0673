// keyplate: strict UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF):
// validating it, writing and removing code points, and stepping through scalar values.
#pragma once

#include <cstddef>
#include <string_view>

#include "config.hpp"
#include "text.hpp"

namespace keyplate::detail {

// Length of the UTF-8 sequence starting at `text[i]`, or 0 when no valid sequence starts there.
KEYPLATE_CLANG_INLINE constexpr std::size_t utf8_sequence_length(std::string_view text,
                                                                 std::size_t i) noexcept {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // allowed range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong
    if (lead == 0xED) high = 0x9F;  // surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // overlong
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (text.size() - i < length) return 0;
  if (byte(i + 1) < low || byte(i + 1) > high) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  }
  return length;
}

// Offset of the first byte that does not start a valid UTF-8 sequence, or `npos`.
constexpr std::size_t find_invalid_utf8(std::string_view text) noexcept {
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t length = utf8_sequence_length(text, i);
    if (length == 0) return i;
    i += length;
  }
  return npos;
}

// Appends the UTF-8 form of the scalar value `cp` (not a surrogate, at most U+10FFFF).
template <class String>
constexpr void append_utf8(String& out, char32_t cp) {
  const auto put = [&](unsigned value) {
    out += static_cast<char>(static_cast<unsigned char>(value));
  };
  if (cp < 0x80) {
    put(cp);
  } else if (cp < 0x800) {
    put(0xC0 | (cp >> 6));
    put(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    put(0xE0 | (cp >> 12));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  } else {
    put(0xF0 | (cp >> 18));
    put(0x80 | ((cp >> 12) & 0x3F));
    put(0x80 | ((cp >> 6) & 0x3F));
    put(0x80 | (cp & 0x3F));
  }
}

constexpr std::size_t utf8_length(char32_t cp) noexcept {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

// Removes the last code point of the valid UTF-8 text `text` and returns it.
template <class String>
constexpr char32_t pop_utf8(String& text) {
  std::size_t start = text.size() - 1;
  while ((static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
  const auto lead = static_cast<unsigned char>(text[start]);
  const std::size_t length = text.size() - start;
  char32_t cp = length == 1 ? lead : lead & (0x7F >> length);
  for (std::size_t i = start + 1; i != text.size(); ++i) {
    cp = (cp << 6) | (static_cast<unsigned char>(text[i]) & 0x3F);
  }
  text.resize(start);
  return cp;
}

inline constexpr char32_t last_scalar = 0x10FFFF;

// Neighbouring Unicode scalar values (code points that are not surrogates).
constexpr char32_t next_scalar(char32_t cp) noexcept {
  return cp == 0xD7FF ? 0xE000 : cp + 1;
}
constexpr char32_t previous_scalar(char32_t cp) noexcept {
  return cp == 0xE000 ? 0xD7FF : cp - 1;
}

// Appends the largest valid UTF-8 text of at most `room` bytes: U+10FFFF repeated, then the
// largest code point that still fits.
template <class String>
constexpr void append_greatest_utf8(String& out, std::size_t room) {
  for (; room >= 4; room -= 4) append_utf8(out, last_scalar);
  constexpr char32_t largest_of_length[] = {0, 0x7F, 0x7FF, 0xFFFF};
  if (room > 0) append_utf8(out, largest_of_length[room]);
}

}  // namespace keyplate::detail
