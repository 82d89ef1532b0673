// keyplate: how a codec describes the bytes it writes, so that layouts can be compared at
// compile time (`disjoint`, table neighbours).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace keyplate {

/// A set of byte values.
///
/// **Example**: `byte_set::range('0', '9') | byte_set::of("-")` is the alphabet of a date.
struct byte_set {
  std::uint64_t words[4]{};

  /// The bytes `first..last`, inclusive.
  static constexpr byte_set range(unsigned char first, unsigned char last) noexcept {
    // A mask per word rather than a loop over the bytes: the library's own sets (every byte
    // above `$` ...) are built when a header is included, by the compiler's slow constant
    // evaluator.
    byte_set set;
    constexpr std::uint64_t all = ~std::uint64_t{0};
    for (unsigned word = first / 64U; word <= last / 64U; ++word) {
      const unsigned low = word == first / 64U ? first % 64U : 0U;
      const unsigned high = word == last / 64U ? last % 64U : 63U;
      set.words[word] = (all << low) & (all >> (63U - high));
    }
    return set;
  }
  /// The bytes of `text`.
  static constexpr byte_set of(std::string_view text) noexcept {
    byte_set set;
    for (const char c : text) set.add(static_cast<unsigned char>(c));
    return set;
  }

  /// Adds, removes, tests one byte.
  constexpr void add(unsigned char value) noexcept {
    words[value / 64] |= std::uint64_t{1} << (value % 64);
  }
  constexpr void remove(unsigned char value) noexcept {
    words[value / 64] &= ~(std::uint64_t{1} << (value % 64));
  }
  constexpr bool contains(unsigned char value) const noexcept {
    return (words[value / 64] >> (value % 64)) & 1U;
  }
  /// True when some byte is in both sets.
  constexpr bool intersects(const byte_set& other) const noexcept {
    for (std::size_t i = 0; i != 4; ++i) {
      if (words[i] & other.words[i]) return true;
    }
    return false;
  }
  /// The bytes of either set.
  friend constexpr byte_set operator|(byte_set a, const byte_set& b) noexcept {
    for (std::size_t i = 0; i != 4; ++i) a.words[i] |= b.words[i];
    return a;
  }
};

/// `min` to `max` bytes, each from `bytes`. A codec's `shape` is an array of runs that together
/// describe every encoding it can write (a superset is fine; it only makes `disjoint` answer
/// false more often).
///
/// **Example**: `int64::shape` is `{{byte_set::of("-0123456789"), 1, 1}, {digits, 19, 19}}`.
struct char_run {
  byte_set bytes;
  std::size_t min = 0;
  std::size_t max = 0;
};

namespace detail {
inline constexpr byte_set digit_bytes = byte_set::range('0', '9');
// Every byte a codec may write: above `$` (0x24).
inline constexpr byte_set codec_bytes = byte_set::range(0x25, 0xFF);
}  // namespace detail

}  // namespace keyplate
