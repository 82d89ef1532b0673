// keyplate: `fixed_text<N>`, exactly N characters held inline: the decoded value of fixed-width
// text codecs (`ulid`, `uuid`), so decoding them allocates nothing.
#pragma once

#include <compare>
#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>

#include "detail/for_overwrite.hpp"

namespace keyplate {

/// Exactly `N` characters stored inline (plus a terminating `'\0'`, so `c_str()` works). Reads
/// as a `std::string_view` (implicitly), compares with text, and copies without allocating.
///
/// **Example**:
/// ```
/// auto v = TaskKey::decode(sk).value();
/// std::string_view task = v.get<"taskId">();    // no copy
/// bool same = v.get<"taskId">() == "01HVNR4Q3R8M0000000000000A";
/// ```
template <std::size_t N>
class fixed_text {
 public:
  /// N zero bytes.
  constexpr fixed_text() noexcept : chars_{} {}

  /// Characters to be written through `data()` before they are read (used by decoding, which
  /// writes all N; only the terminator is set here).
  constexpr explicit fixed_text(detail::for_overwrite_t) noexcept { chars_[N] = '\0'; }

  /// The first N characters of `text`; a shorter text is padded with zero bytes.
  constexpr explicit fixed_text(std::string_view text) noexcept : chars_{} {
    const std::size_t n = text.size() < N ? text.size() : N;
    if (std::is_constant_evaluated()) {
      for (std::size_t i = 0; i != n; ++i) chars_[i] = text[i];
    } else {
      // One block copy: byte stores followed by a wide load of the result would stall.
      __builtin_memcpy(chars_, text.data(), n);
    }
  }

  static constexpr std::size_t size() noexcept { return N; }
  constexpr const char* data() const noexcept { return chars_; }
  constexpr char* data() noexcept { return chars_; }
  constexpr const char* c_str() const noexcept { return chars_; }
  constexpr const char* begin() const noexcept { return chars_; }
  constexpr const char* end() const noexcept { return chars_ + N; }
  constexpr char operator[](std::size_t i) const noexcept { return chars_[i]; }
  constexpr char& operator[](std::size_t i) noexcept { return chars_[i]; }

  /// The characters as a view (valid while this object lives).
  constexpr std::string_view view() const noexcept { return {chars_, N}; }
  constexpr operator std::string_view() const noexcept { return view(); }
  /// An owning copy.
  std::string str() const { return std::string(chars_, N); }

  friend constexpr bool operator==(const fixed_text& a, const fixed_text& b) noexcept {
    return a.view() == b.view();
  }
  friend constexpr bool operator==(const fixed_text& a, std::string_view b) noexcept {
    return a.view() == b;
  }
  /// Byte-wise (unsigned) order, the order of keys.
  friend constexpr std::strong_ordering operator<=>(const fixed_text& a,
                                                    const fixed_text& b) noexcept {
    return a.view().compare(b.view()) <=> 0;
  }
  friend constexpr std::strong_ordering operator<=>(const fixed_text& a,
                                                    std::string_view b) noexcept {
    return a.view().compare(b) <=> 0;
  }

 private:
  char chars_[N + 1];
};

}  // namespace keyplate
