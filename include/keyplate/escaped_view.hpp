// keyplate: `escaped_view`, a string field read in place: the still-escaped bytes of a key,
// compared and copied as the text they stand for. What `K::decode_view` yields for strings.
#pragma once

#include <compare>
#include <cstddef>
#include <string>
#include <string_view>

#include "detail/escape.hpp"

namespace keyplate {

/// A string field inside a key, not yet unescaped: views the key's bytes (valid while the key
/// lives) and allocates nothing. Compares with text by its decoded value; `str()` or
/// `copy_to()` produce the decoded bytes. Only `decode_view` makes these, from bytes it has
/// checked, so every `%` starts a well-formed escape.
///
/// **Example**:
/// ```
/// auto v = NoteKey::decode_view("NOTE#a%23b").value();
/// v.get<0>() == "a#b";        // true, no allocation
/// v.get<0>().encoded();       // "a%23b"
/// std::string title = v.get<0>().str();
/// ```
class escaped_view {
  // Declared before the public members that use them: clang-16 rejects a call, in a constant
  // expression, to a member function template defined later in the class (llvm#156255).
  static constexpr std::size_t npos = std::string_view::npos;

  // Calls `f(byte)` for each decoded byte until it returns false.
  template <class F>
  constexpr void for_each_byte(F f) const noexcept {
    for (std::size_t i = 0; i < encoded_.size(); ++i) {
      char c = encoded_[i];
      if (c == '%') {
        c = static_cast<char>(detail::upper_hex_value(encoded_[i + 1]) * 16 +
                              detail::upper_hex_value(encoded_[i + 2]));
        i += 2;
      }
      if (!f(c)) return;
    }
  }

  std::string_view encoded_;

 public:
  constexpr escaped_view() noexcept = default;
  /// `encoded` must be what a string codec writes (as checked by decoding).
  constexpr explicit escaped_view(std::string_view encoded) noexcept : encoded_(encoded) {}

  /// The bytes as they appear in the key.
  constexpr std::string_view encoded() const noexcept { return encoded_; }
  /// True when the text contains an escaped byte (so `encoded()` differs from the text).
  constexpr bool has_escapes() const noexcept { return encoded_.find('%') != npos; }
  /// Length of the decoded text in bytes.
  constexpr std::size_t size() const noexcept {
    std::size_t escapes = 0;
    for (const char c : encoded_) escapes += c == '%';
    return encoded_.size() - 2 * escapes;
  }
  constexpr bool empty() const noexcept { return encoded_.empty(); }

  /// Writes the decoded text at `out` (room for `size()` bytes); returns the end.
  constexpr char* copy_to(char* out) const noexcept { return detail::unescape_to(out, encoded_); }
  /// The decoded text.
  std::string str() const {
    std::string text(encoded_.size(), '\0');  // escapes only shrink the text
    text.resize(static_cast<std::size_t>(copy_to(text.data()) - text.data()));
    return text;
  }

  /// Compares the decoded text with `text`, byte-wise (unsigned), without allocating.
  friend constexpr std::strong_ordering operator<=>(const escaped_view& a,
                                                    std::string_view text) noexcept {
    std::string_view rest = text;
    std::strong_ordering order = std::strong_ordering::equal;
    a.for_each_byte([&](char c) {
      if (rest.empty()) {
        order = std::strong_ordering::greater;
        return false;
      }
      order = static_cast<unsigned char>(c) <=> static_cast<unsigned char>(rest.front());
      rest.remove_prefix(1);
      return order == 0;
    });
    if (order != 0) return order;
    return rest.empty() ? std::strong_ordering::equal : std::strong_ordering::less;
  }
  friend constexpr bool operator==(const escaped_view& a, std::string_view text) noexcept {
    return (a <=> text) == 0;
  }
  // Canonical encodings are unique and order-preserving, so the encoded bytes decide.
  friend constexpr std::strong_ordering operator<=>(const escaped_view& a,
                                                    const escaped_view& b) noexcept {
    return a.encoded_.compare(b.encoded_) <=> 0;
  }
  friend constexpr bool operator==(const escaped_view& a, const escaped_view& b) noexcept {
    return a.encoded_ == b.encoded_;
  }
};

}  // namespace keyplate
