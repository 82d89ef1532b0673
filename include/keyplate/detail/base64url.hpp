// keyplate: base64url without padding (RFC 4648 section 5), strict both ways: `decode` accepts
// only the text `encode` writes (no padding, no other alphabet, zero unused bits), so every byte
// string has exactly one text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace keyplate::detail::base64url {

inline constexpr std::string_view alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` as base64url text without padding.
inline std::string encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  const auto at = [&bytes](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  for (; i + 3 <= bytes.size(); i += 3) {
    const unsigned v = at(i) << 16 | at(i + 1) << 8 | at(i + 2);
    for (int shift = 18; shift >= 0; shift -= 6) out += alphabet[v >> shift & 63];
  }
  if (bytes.size() - i == 1) {
    const unsigned v = at(i) << 16;
    out += alphabet[v >> 18 & 63];
    out += alphabet[v >> 12 & 63];
  } else if (bytes.size() - i == 2) {
    const unsigned v = at(i) << 16 | at(i + 1) << 8;
    for (int shift = 18; shift >= 6; shift -= 6) out += alphabet[v >> shift & 63];
  }
  return out;
}

/// The bytes `text` encodes, or nothing when `text` is not exactly what `encode` writes.
inline std::optional<std::string> decode(std::string_view text) {
  if (text.size() % 4 == 1) return std::nullopt;
  const auto digit = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
  };
  std::string out;
  out.reserve(text.size() * 3 / 4);
  unsigned buffer = 0;
  int bits = 0;
  for (const char c : text) {
    const int d = digit(c);
    if (d < 0) return std::nullopt;
    buffer = (buffer << 6 | static_cast<unsigned>(d)) & 0xFFFFFF;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>(buffer >> bits & 0xFF);
    }
  }
  // The bits left over must be zero, or a second text would decode to the same bytes.
  if ((buffer & ((1u << bits) - 1)) != 0) return std::nullopt;
  return out;
}

}  // namespace keyplate::detail::base64url
