// keyplate: `string<Max>`, any valid UTF-8 text of at most `Max` bytes, escaped so that it can
// never leave its component.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/escape.hpp"
#include "../detail/utf8.hpp"

namespace keyplate {

/// Text field: valid UTF-8 of at most `Max` bytes. Every byte `<= 0x25` (`#`, `$`, `%`, space,
/// `!`, `"`, controls) is written as `%XX` with uppercase hex, every other byte as is, so the
/// encoding is injective, order-preserving (unsigned bytes) and never contains a raw `#`.
///
/// **Example**: `key<"USER#{name}", string<64>>::encode("a#b")` is `"USER#a%23b"`.
template <std::size_t Max = 255>
struct string {
  static_assert(Max >= 1, "keyplate: string<Max> needs Max >= 1");

  using value_type = std::string;
  using input_type = std::string_view;
  static constexpr std::size_t max_length = Max;  ///< raw bytes, before escaping
  static constexpr std::size_t min_size = 0;
  static constexpr std::size_t max_size = 3 * Max;
  static constexpr bool order_preserving = true;

  static constexpr result<char*> encode(char* out, std::string_view value) noexcept {
    if (value.size() > Max) return error{error_code::too_long, {}, Max};
    if (const std::size_t bad = detail::find_invalid_utf8(value); bad != detail::npos) {
      return error{error_code::invalid_utf8, {}, bad};
    }
    return detail::write_escaped(out, value);
  }

  static constexpr result<std::string> decode(std::string_view text) {
    if (const auto problem = detail::check_escaped(text, Max)) return *problem;
    std::string raw;
    raw.reserve(text.size());
    detail::append_unescaped(raw, text);
    return raw;
  }
};

}  // namespace keyplate
