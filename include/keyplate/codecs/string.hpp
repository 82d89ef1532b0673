// keyplate: `string<Max>`, any valid UTF-8 text of at most `Max` bytes, escaped so that it can
// never leave its component. The default codec of a field given none.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/config.hpp"
#include "../detail/escape.hpp"
#include "../detail/text.hpp"
#include "../detail/utf8.hpp"
#include "../escaped_view.hpp"

namespace keyplate {

namespace detail {
// Bytes of an encoded string: `%`, and every byte above it that valid UTF-8 can contain.
inline constexpr byte_set string_bytes = [] {
  byte_set set = byte_set::range(0x25, 0xF4);
  set.remove(0xC0);
  set.remove(0xC1);
  return set;
}();

// The string [begin, end), built out of line (see KEYPLATE_NOINLINE): decoders are flattened,
// and std::string's allocation and error paths would otherwise be copied into each of them.
KEYPLATE_NOINLINE constexpr std::string make_text(const char* begin, const char* end) {
  return std::string(begin, end);
}

// `Max`, after checking it. A check in a function, not in the class, so that a bad `Max` is one
// error: clang treats a class whose own static_assert failed as having no members at all.
template <std::size_t Max>
constexpr std::size_t checked_string_max() noexcept {
  static_assert(Max >= 1, "keyplate: string<Max> needs Max >= 1");
  return Max;
}
}  // namespace detail

/// Text field: valid UTF-8 of at most `Max` bytes. Every byte `<= 0x25` (`#`, `$`, `%`, space,
/// `!`, `"`, controls) is written as `%XX` with uppercase hex, every other byte as is, so the
/// encoding is injective, order-preserving (unsigned bytes) and never contains a raw `#`. Its
/// item attribute is the raw text (`S`).
///
/// **Example**: `key<"USER#{name}", string<64>>::encode("a#b")` is `"USER#a%23b"`.
template <std::size_t Max = 255>
struct string {
  using value_type = typename detail::deferred<std::string, Max>::type;
  using view_type = escaped_view;  ///< what `K::decode_view` yields: the text still escaped
  using input_type = std::string_view;
  static constexpr std::size_t max_length = detail::checked_string_max<Max>();  ///< raw bytes
  static constexpr std::size_t min_size = 0;
  static constexpr std::size_t max_size = 3 * max_length;
  static constexpr bool order_preserving = true;
  static constexpr detail::static_text name_text = detail::name_with_number("string<", Max, ">");
  static constexpr std::string_view name = name_text.view();
  static constexpr std::string_view alphabet = "UTF-8, bytes <= 0x25 escaped as `%XX`";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               std::string_view value) noexcept {
    if (value.size() > Max) return codec_error(error_code::too_long, Max);
    return detail::write_escaped(out, value);
  }

  /// A leading part of a value (`kp::partial("ab")`): any prefix that is itself valid UTF-8.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    return encode(out, text);
  }

  /// Bytes an encoding can hold: escapes (`%`, hex digits) and bytes above `%` that can occur
  /// in valid UTF-8.
  static constexpr std::array<char_run, 1> shape{{{detail::string_bytes, 0, max_size}}};

  /// The smallest value greater than `value` among valid UTF-8 texts of at most `Max` bytes.
  static constexpr std::optional<value_type> successor(const value_type& value) {
    if (value.size() < Max) return value + '\0';
    value_type text = value;
    while (!text.empty()) {
      const char32_t next = detail::next_scalar(detail::pop_utf8(text));
      // A larger code point is never shorter: if the next one does not fit, none does.
      if (next <= detail::last_scalar && text.size() + detail::utf8_length(next) <= Max) {
        detail::append_utf8(text, next);
        return text;
      }
    }
    return std::nullopt;
  }

  /// The largest value smaller than `value` among valid UTF-8 texts of at most `Max` bytes.
  static constexpr std::optional<value_type> predecessor(const value_type& value) {
    if (value.empty()) return std::nullopt;
    value_type text = value;
    const char32_t last = detail::pop_utf8(text);
    if (last == 0) return text;  // a proper prefix is smaller than every extension
    detail::append_utf8(text, detail::previous_scalar(last));
    detail::append_greatest_utf8(text, Max - text.size());
    return text;
  }

  /// The largest value: U+10FFFF repeated, then the largest code point that still fits.
  static constexpr value_type greatest() {
    value_type text;
    detail::append_greatest_utf8(text, Max);
    return text;
  }

  static constexpr result<value_type> decode(std::string_view text) {
    value_type value;
    if (const auto problem = decode_into(text, value)) return *problem;
    return value;
  }

  /// `decode` into `value` (what layouts use): checked and unescaped in one pass into a buffer
  /// on the stack (escapes only shrink the text), then the string is built from it at its
  /// size; only a text that fails is walked again to say where.
  KEYPLATE_CLANG_INLINE static constexpr std::optional<error> decode_into(std::string_view text,
                                                                          value_type& value) {
    char raw[max_size];
    // A text longer than any encoding fails before anything is written: the buffer holds
    // `max_size` bytes, and unescaping may store whole 16-byte blocks within the text's length.
    char* const end = text.size() <= max_size ? detail::unescape_checked(raw, text, Max) : nullptr;
    if (end == nullptr) {
      // Both passes apply the same rules, so the walk finds the problem; the fallback only keeps
      // a disagreement from being undefined behaviour.
      const std::optional<error> problem = detail::check_escaped(text, Max);
      return problem ? *problem : codec_error(error_code::invalid_escape);
    }
    value = detail::make_text(raw, end);
    return std::nullopt;
  }

  /// Checks `text` like `decode` and views it in place.
  KEYPLATE_CLANG_INLINE static constexpr result<escaped_view> decode_view(
      std::string_view text) noexcept {
    if (const auto problem = detail::check_escaped(text, Max)) return *problem;
    return escaped_view(text);
  }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  /// The raw text.
  static std::string to_attribute(const value_type& value) { return value; }
  /// Valid UTF-8 of at most `Max` bytes.
  static result<value_type> from_attribute(std::string_view text) {
    if (text.size() > Max) return codec_error(error_code::too_long, Max);
    if (const std::size_t bad = detail::find_invalid_utf8(text); bad != detail::npos) {
      return codec_error(error_code::invalid_utf8, bad);
    }
    return value_type(text);
  }
};

/// The codec of a field given none: `key<"NOTE#{title}">` is `key<"NOTE#{title}", string<>>`.
using default_codec = string<>;

}  // namespace keyplate
