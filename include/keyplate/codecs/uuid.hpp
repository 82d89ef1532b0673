// keyplate: `uuid`, 36-character 8-4-4-4-12 hex identifiers, stored lowercase.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"

namespace keyplate {

/// UUID field: 36 characters, hex digits with dashes at offsets 8, 13, 18 and 23. Encode accepts
/// either case and writes lowercase; decode accepts lowercase only. Any version is accepted.
///
/// **Example**: `"3F2504E0-4F89-11D3-9A0C-0305E82C3301"` is written
/// `"3f2504e0-4f89-11d3-9a0c-0305e82c3301"`.
struct uuid {
  using value_type = std::string;  ///< 36 lowercase characters
  using input_type = std::string_view;
  static constexpr std::size_t min_size = 36;
  static constexpr std::size_t max_size = 36;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out, std::string_view text) noexcept {
    if (const auto problem = check(text, true)) return *problem;
    for (const char c : text)
      *out++ = (c >= 'A' && c <= 'F') ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
  }

  static constexpr result<std::string> decode(std::string_view text) {
    if (const auto problem = check(text, false)) return *problem;
    return std::string(text);
  }

 private:
  static constexpr bool is_dash_position(std::size_t i) noexcept {
    return i == 8 || i == 13 || i == 18 || i == 23;
  }

  static constexpr std::optional<error> check(std::string_view text, bool any_case) noexcept {
    if (text.size() != 36) return error{error_code::invalid_length, {}, text.size()};
    for (std::size_t i = 0; i != 36; ++i) {
      const char c = text[i];
      const bool ok = is_dash_position(i) ? c == '-'
                                          : ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                                             (any_case && c >= 'A' && c <= 'F'));
      if (!ok) return error{error_code::invalid_character, {}, i};
    }
    return std::nullopt;
  }
};

}  // namespace keyplate
