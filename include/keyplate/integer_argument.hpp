// keyplate: `integer_argument`, what the integer codecs take: any integer, range-checked.
#pragma once

#include <concepts>
#include <cstdint>
#include <type_traits>

namespace keyplate {

namespace detail {

template <class T>
concept plain_integer =
    std::integral<T> && !std::same_as<std::remove_cv_t<T>, bool> &&
    !std::same_as<std::remove_cv_t<T>, char> && !std::same_as<std::remove_cv_t<T>, char8_t>;

}  // namespace detail

/// Any integer, kept as sign and magnitude, so that `uint<W>` can reject `-1` instead of seeing
/// 18446744073709551615 after an implicit conversion, and `int64` can reject values above
/// INT64_MAX. Wider integers (`__int128` where it counts as integral) are range-checked, not
/// cut. `bool` and `char` are not numbers here: they do not convert.
///
/// **Example**: `kp::uint<10>::encode(out, -1)` fails with `out_of_range`.
struct integer_argument {
  bool negative = false;
  bool exceeds_64_bits = false;  ///< the magnitude needs more than 64 bits
  std::uint64_t magnitude = 0;

  template <detail::plain_integer T>
  constexpr integer_argument(T value) noexcept  // NOLINT(google-explicit-constructor)
      : negative(value < 0) {
    using unsigned_type = std::make_unsigned_t<T>;
    const auto bits = static_cast<unsigned_type>(value);
    const unsigned_type size =
        negative ? static_cast<unsigned_type>(unsigned_type{0} - bits) : bits;
    if constexpr (sizeof(unsigned_type) > sizeof(std::uint64_t)) {
      exceeds_64_bits = (size >> 64) != 0;
    }
    magnitude = static_cast<std::uint64_t>(size);
  }
};

}  // namespace keyplate
