// keyplate: byte scans 16 bytes at a time (SSE2) for the run-time hot paths, each with a plain
// loop for constant evaluation and for targets without SSE2.
#pragma once

#include <cstddef>
#include <string_view>
#include <type_traits>

#include "config.hpp"

namespace keyplate::detail {

#if defined(__SSE2__)
// The few SSE2 operations the scans need, each written as <emmintrin.h> writes its intrinsic
// (the same vector operations and builtins, so the same instructions): that header declares
// hundreds of intrinsics, and costs more to compile than all of keyplate's scanning code.
using m128 = long long __attribute__((vector_size(16), may_alias));  // __m128i
using u64x2 = unsigned long long __attribute__((vector_size(16)));
using c8x16 = char __attribute__((vector_size(16)));
using i8x16 = signed char __attribute__((vector_size(16)));
using u8x16 = unsigned char __attribute__((vector_size(16)));

// _mm_set1_epi8
KEYPLATE_ALWAYS_INLINE m128 splat(char c) noexcept {
  return (m128)c8x16{c, c, c, c, c, c, c, c, c, c, c, c, c, c, c, c};
}
// _mm_sub_epi8, _mm_cmpeq_epi8, _mm_cmpgt_epi8 (signed), _mm_min_epu8
KEYPLATE_ALWAYS_INLINE m128 sub_bytes(m128 a, m128 b) noexcept {
  return (m128)((u8x16)a - (u8x16)b);
}
KEYPLATE_ALWAYS_INLINE m128 equal_bytes(m128 a, m128 b) noexcept {
  return (m128)((c8x16)a == (c8x16)b);
}
KEYPLATE_ALWAYS_INLINE m128 greater_bytes(m128 a, m128 b) noexcept {
  return (m128)((i8x16)a > (i8x16)b);
}
KEYPLATE_ALWAYS_INLINE m128 min_bytes(m128 a, m128 b) noexcept {
#if defined(__clang__)
  return (m128)__builtin_elementwise_min((u8x16)a, (u8x16)b);
#else
  return (m128)__builtin_ia32_pminub128((c8x16)a, (c8x16)b);
#endif
}
// _mm_and_si128, _mm_or_si128, _mm_andnot_si128 (`~a & b`)
KEYPLATE_ALWAYS_INLINE m128 and_bits(m128 a, m128 b) noexcept {
  return (m128)((u64x2)a & (u64x2)b);
}
KEYPLATE_ALWAYS_INLINE m128 or_bits(m128 a, m128 b) noexcept {
  return (m128)((u64x2)a | (u64x2)b);
}
KEYPLATE_ALWAYS_INLINE m128 and_not_bits(m128 a, m128 b) noexcept {
#if defined(__clang__)
  return (m128)(~(u64x2)a & (u64x2)b);
#else
  return (m128)__builtin_ia32_pandn128(a, b);
#endif
}
// _mm_movemask_epi8: the top bit of each lane.
KEYPLATE_ALWAYS_INLINE unsigned lane_mask(m128 lanes) noexcept {
  return static_cast<unsigned>(__builtin_ia32_pmovmskb128((c8x16)lanes));
}
// _mm_storeu_si128
KEYPLATE_ALWAYS_INLINE void store_16(char* out, m128 x) noexcept {
  __builtin_memcpy(out, &x, sizeof x);
}

// Every caller loads only from a block it has checked lies inside its text (`n - i >= 16`).
// GCC 12 at -O2 cannot always follow that check through the callers' loops and reports a load
// from a short constant text as -Warray-bounds (a false positive), so the warning is off for
// this one load.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Warray-bounds"
#endif
KEYPLATE_ALWAYS_INLINE m128 load_16(const char* p) noexcept {
  m128 x;
  __builtin_memcpy(&x, p, sizeof x);
  return x;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

// Lanes of `x` within [lo, hi] as unsigned bytes: all ones, else zero.
KEYPLATE_ALWAYS_INLINE m128 bytes_in_range(m128 x, char lo, char hi) noexcept {
  const m128 offset = sub_bytes(x, splat(lo));
  const m128 span = splat(static_cast<char>(hi - lo));
  return equal_bytes(min_bytes(offset, span), offset);
}
#endif

// Whether `c` is ASCII above `%` (0x25): a byte that strings carry as is, in both directions.
KEYPLATE_ALWAYS_INLINE constexpr bool is_plain_ascii(char c) noexcept {
  const auto byte = static_cast<unsigned char>(c);
  return byte > 0x25 && byte < 0x80;
}

#if defined(__SSE2__)
// Lanes that are not plain ASCII. One signed compare: bytes >= 0x80 are negative, so `x > 0x25`
// holds exactly for 0x26..0x7F.
KEYPLATE_ALWAYS_INLINE unsigned not_plain_lanes(m128 x) noexcept {
  return ~lane_mask(greater_bytes(x, splat(0x25))) & 0xFFFFu;
}
#endif

// The first offset at or after `from` whose byte satisfies `stop`, or `text.size()`.
// `stop_lanes(x)` is the same test on 16 bytes at once, as a lane mask. Whole blocks are read
// from `from` on; the last, partial block is read as the 16 bytes that end the text (when the
// text is that long), ignoring lanes before `from`, so short tails are not a byte loop either.
template <class Stop, class StopLanes>
KEYPLATE_CLANG_INLINE constexpr std::size_t find_first(
    std::string_view text, std::size_t from, Stop stop,
    [[maybe_unused]] StopLanes stop_lanes) noexcept {
  std::size_t i = from;
#if defined(__SSE2__)
  const std::size_t n = text.size();
  if (!std::is_constant_evaluated() && n >= 16) {
    for (; n - i >= 16; i += 16) {
      if (const unsigned hits = stop_lanes(load_16(text.data() + i))) {
        return i + static_cast<std::size_t>(__builtin_ctz(hits));
      }
    }
    if (i == n) return n;
    const std::size_t base = n - 16;  // lanes of bytes before `i` were checked already
    const unsigned hits = stop_lanes(load_16(text.data() + base)) & (0xFFFFu << (i - base));
    return hits == 0 ? n : base + static_cast<std::size_t>(__builtin_ctz(hits));
  }
#endif
  while (i != text.size() && !stop(text[i])) ++i;
  return i;
}

// The first offset at or after `from` that is not plain ASCII, or `text.size()`.
KEYPLATE_CLANG_INLINE constexpr std::size_t skip_plain_ascii(std::string_view text,
                                                             std::size_t from) noexcept {
#if defined(__SSE2__)
  constexpr auto lanes = [](m128 x) { return not_plain_lanes(x); };
#else
  constexpr auto lanes = nullptr;
#endif
  return find_first(
      text, from, [](char c) { return !is_plain_ascii(c); }, lanes);
}

// The first offset at or after `from` holding `c`, or `text.size()`.
KEYPLATE_CLANG_INLINE constexpr std::size_t find_byte(std::string_view text, std::size_t from,
                                                      char c) noexcept {
#if defined(__SSE2__)
  const auto lanes = [c](m128 x) { return lane_mask(equal_bytes(x, splat(c))); };
#else
  constexpr auto lanes = nullptr;
#endif
  return find_first(
      text, from, [c](char byte) { return byte == c; }, lanes);
}

// Copies the run of plain ASCII at the start of the `n` bytes at `p` to `out` and returns its
// length. While 16 or more bytes are left, whole blocks are stored and the run ends inside the
// last one, so `out` must have room for `n` bytes (every caller's output is at least as long as
// what is left of its input); past the run, the stored bytes are garbage the caller overwrites.
KEYPLATE_ALWAYS_INLINE constexpr std::size_t copy_plain_ascii(const char* p, std::size_t n,
                                                              char* out) noexcept {
  std::size_t i = 0;
#if defined(__SSE2__)
  if (!std::is_constant_evaluated()) {
    for (; n - i >= 16; i += 16) {
      const m128 x = load_16(p + i);
      store_16(out + i, x);
      if (const unsigned stop = not_plain_lanes(x)) {
        return i + static_cast<std::size_t>(__builtin_ctz(stop));
      }
    }
  }
#endif
  for (; i != n && is_plain_ascii(p[i]); ++i) out[i] = p[i];
  return i;
}

}  // namespace keyplate::detail
