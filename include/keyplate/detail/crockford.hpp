// keyplate: Crockford base32 digits (the ULID alphabet): checking and upper-casing text, with an
// SSE2 path for whole ULIDs, which every ULID encode and decode goes through.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <type_traits>

#include "simd.hpp"

namespace keyplate::detail {

inline constexpr std::string_view crockford_alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// Crockford base32 digit value of every byte in either case, or -1 (I, L, O, U are not digits).
inline constexpr auto crockford_values = [] {
  std::array<signed char, 256> table{};
  for (auto& v : table) v = -1;
  for (std::size_t i = 0; i != crockford_alphabet.size(); ++i) {
    const auto upper = static_cast<unsigned char>(crockford_alphabet[i]);
    table[upper] = static_cast<signed char>(i);
    if (upper >= 'A') table[upper - 'A' + 'a'] = static_cast<signed char>(i);
  }
  return table;
}();

constexpr int crockford_value(char c) noexcept {
  return crockford_values[static_cast<unsigned char>(c)];
}

// Copies `text` to `out` in uppercase, stopping at the first byte that is not a digit (a
// lowercase letter counts only when `any_case`). Returns the offset of that byte, or
// `text.size()` when every byte is a digit. `out` may be null: then it only checks.
constexpr std::size_t copy_crockford_scalar(char* out, std::string_view text,
                                            bool any_case) noexcept {
  for (std::size_t i = 0; i != text.size(); ++i) {
    const char c = text[i];
    const int value = crockford_value(c);
    if (value < 0 || (!any_case && c >= 'a' && c <= 'z')) return i;
    if (out != nullptr) out[i] = crockford_alphabet[static_cast<std::size_t>(value)];
  }
  return text.size();
}

#if defined(__SSE2__)
// 16 bytes at once: returns the mask of lanes that are not digits and writes the uppercase
// form to `out` (when not null).
KEYPLATE_ALWAYS_INLINE unsigned copy_crockford_16(char* out, const char* in,
                                                  bool any_case) noexcept {
  const m128 x = load_16(in);
  // Clearing bit 5 maps exactly a-z onto A-Z (and no other byte into A-Z).
  const m128 upper = any_case ? and_bits(x, splat(static_cast<char>(0xDF))) : x;
  const m128 excluded =
      or_bits(or_bits(equal_bytes(upper, splat('I')), equal_bytes(upper, splat('L'))),
              or_bits(equal_bytes(upper, splat('O')), equal_bytes(upper, splat('U'))));
  const m128 letter = and_not_bits(excluded, bytes_in_range(upper, 'A', 'Z'));
  const m128 digit = bytes_in_range(x, '0', '9');
  const unsigned valid = lane_mask(or_bits(letter, digit));
  if (out != nullptr) {
    // Only lowercase letters change; without `any_case` there are none to change.
    const m128 normal = any_case ? or_bits(and_bits(letter, upper), and_not_bits(letter, x)) : x;
    store_16(out, normal);
  }
  return ~valid & 0xFFFFu;
}
#endif

// `copy_crockford_scalar` for exactly 26 bytes (a whole ULID); outside constant evaluation it
// checks two overlapping 16-byte blocks at once instead of one byte at a time.
KEYPLATE_ALWAYS_INLINE constexpr std::size_t copy_crockford_26(char* out, std::string_view text,
                                                               bool any_case) noexcept {
#if defined(__SSE2__)
  if (!std::is_constant_evaluated()) {
    const unsigned head = copy_crockford_16(out, text.data(), any_case);
    const unsigned tail =
        copy_crockford_16(out == nullptr ? nullptr : out + 10, text.data() + 10, any_case);
    const unsigned bad = head | (tail << 10);
    return bad == 0 ? 26 : static_cast<std::size_t>(__builtin_ctz(bad));
  }
#endif
  return copy_crockford_scalar(out, text, any_case);
}

}  // namespace keyplate::detail
