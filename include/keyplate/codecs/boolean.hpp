// keyplate: `boolean`, `true` or `false` in the key, as ElectroDB and JSON write them.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../detail/config.hpp"

namespace keyplate {

/// What `boolean` takes: a `bool` and nothing that merely converts to one (an integer or a
/// pointer is not a truth value here).
struct boolean_argument {
  bool value = false;
  template <std::same_as<bool> B>
  constexpr boolean_argument(B b) noexcept : value(b) {}  // NOLINT(google-explicit-constructor)
};

namespace detail {
// What `boolean` is, as a template over its value type (always `bool`): see
// `deferred` in codec.hpp.
template <class Value>
struct boolean_codec {
  using value_type = Value;
  using input_type = boolean_argument;
  static constexpr std::size_t min_size = 4;
  static constexpr std::size_t max_size = 5;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "boolean";
  static constexpr std::string_view alphabet = "`false` or `true`";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out,
                                                               boolean_argument input) noexcept {
    return copy(out, text_of(input.value));
  }

  /// A leading part of `true` or `false` (`kp::partial("t")`).
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    if (!begins(text_of(false), text) && !begins(text_of(true), text)) {
      return codec_error(error_code::invalid_character, mismatch(text));
    }
    return copy(out, text);
  }

  static constexpr std::array<char_run, 1> shape{{{byte_set::of("aeflrstu"), 4, 5}}};

  static constexpr std::optional<value_type> successor(value_type value) noexcept {
    if (value) return std::nullopt;
    return true;
  }
  static constexpr std::optional<value_type> predecessor(value_type value) noexcept {
    if (!value) return std::nullopt;
    return false;
  }
  static constexpr value_type greatest() noexcept { return true; }

  KEYPLATE_CLANG_INLINE static constexpr result<value_type> decode(std::string_view text) noexcept {
    if (text == text_of(true)) return true;
    if (text == text_of(false)) return false;
    return codec_error(error_code::invalid_character, mismatch(text));
  }

  static constexpr attribute_kind attribute_type = attribute_kind::BOOL;
  static std::string to_attribute(value_type value) { return std::string(text_of(value)); }
  static result<value_type> from_attribute(std::string_view text) { return decode(text); }

 private:
  static constexpr char* copy(char* out, std::string_view text) noexcept {
    for (const char c : text) *out++ = c;
    return out;
  }
  static constexpr std::string_view text_of(bool value) noexcept {
    return value ? "true" : "false";
  }
  static constexpr bool begins(std::string_view whole, std::string_view head) noexcept {
    return head.size() <= whole.size() && whole.substr(0, head.size()) == head;
  }
  // The first byte of `text` at which it leaves both `true` and `false`.
  static constexpr std::size_t mismatch(std::string_view text) noexcept {
    std::size_t best = 0;
    for (const std::string_view word : {text_of(false), text_of(true)}) {
      std::size_t i = 0;
      while (i != text.size() && i != word.size() && text[i] == word[i]) ++i;
      if (i > best) best = i;
    }
    return best;
  }
};
}  // namespace detail

/// Boolean field, written `false` or `true` (so `false` sorts first: order-preserving). It is
/// variable width (5 or 4 bytes), so `#` or the end of the template must follow it. The item
/// attribute is a DynamoDB `BOOL`.
///
/// **Example**: `key<"USER#{id}#ACTIVE#{active}", uint<>, boolean>::encode(7, true)` is
/// `"USER#7#ACTIVE#true"`.
struct boolean : detail::boolean_codec<bool> {};

}  // namespace keyplate
