// keyplate: base64 with the standard alphabet and padding (RFC 4648 section 4), how DynamoDB
// JSON carries the bytes of a `B` or `BS` value. `decode` accepts what DynamoDB accepts: whole
// groups of four, `=` only as the last one or two characters of the text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace keyplate::detail::base64 {

inline constexpr std::string_view alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Appends `bytes` as base64 text with padding to `out`.
inline void append_encoded(std::string& out, std::string_view bytes) {
  out.reserve(out.size() + (bytes.size() + 2) / 3 * 4);
  const auto at = [&bytes](std::size_t k) -> unsigned {
    return k < bytes.size() ? static_cast<unsigned char>(bytes[k]) : 0U;
  };
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const unsigned group = at(i) << 16 | at(i + 1) << 8 | at(i + 2);
    const std::size_t present = bytes.size() - i;  // 1, 2, or 3 and more
    out += alphabet[group >> 18 & 63];
    out += alphabet[group >> 12 & 63];
    out += present > 1 ? alphabet[group >> 6 & 63] : '=';
    out += present > 2 ? alphabet[group & 63] : '=';
  }
}

/// `bytes` as base64 text with padding.
inline std::string encode(std::string_view bytes) {
  std::string out;
  append_encoded(out, bytes);
  return out;
}

/// The bytes `text` encodes, or nothing when it is not base64 with padding.
inline std::optional<std::string> decode(std::string_view text) {
  if (text.size() % 4 != 0) return std::nullopt;
  const auto digit = [](char c) -> int {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
  };
  std::size_t padding = 0;
  if (!text.empty() && text.back() == '=') padding = text[text.size() - 2] == '=' ? 2 : 1;
  std::string out;
  out.reserve(text.size() / 4 * 3);
  for (std::size_t i = 0; i < text.size(); i += 4) {
    const bool last = i + 4 == text.size();
    const std::size_t digits = last ? 4 - padding : 4;
    unsigned group = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const int d = k < digits ? digit(text[i + k]) : 0;
      if (d < 0) return std::nullopt;
      group = group << 6 | static_cast<unsigned>(d);
    }
    out += static_cast<char>(group >> 16 & 0xFF);
    if (digits > 2) out += static_cast<char>(group >> 8 & 0xFF);
    if (digits > 3) out += static_cast<char>(group & 0xFF);
  }
  return out;
}

}  // namespace keyplate::detail::base64
