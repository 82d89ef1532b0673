// keyplate benchmarks: hand-tuned escaping and unescaping of string fields, validating exactly
// what keyplate validates (valid UTF-8, canonical `%XX` escapes of bytes <= 0x25, the length
// limit), with a 16-byte fast path for bytes copied as they are. Each returns null on bad input.
#pragma once

#include <cstddef>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace keyplate_bench::hand {

inline constexpr char hex_upper[] = "0123456789ABCDEF";

// Length of the valid UTF-8 sequence at `p` (lead byte >= 0x80) within `left` bytes, else 0.
inline std::size_t utf8_sequence(const unsigned char* p, std::size_t left) noexcept {
  const unsigned lead = p[0];
  std::size_t length = 0;
  unsigned low = 0x80, high = 0xBF;  // range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    low = lead == 0xE0 ? 0xA0 : low;    // no overlong forms
    high = lead == 0xED ? 0x9F : high;  // no surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    low = lead == 0xF0 ? 0x90 : low;
    high = lead == 0xF4 ? 0x8F : high;  // nothing above U+10FFFF
  } else {
    return 0;
  }
  if (left < length || p[1] < low || p[1] > high) return 0;
  for (std::size_t i = 2; i < length; ++i) {
    if (p[i] < 0x80 || p[i] > 0xBF) return 0;
  }
  return length;
}

#if defined(__SSE2__)
// Mask of the lanes that are ASCII above '%': copied as they are, in both directions.
inline unsigned plain_lanes(const unsigned char* p) noexcept {
  const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpgt_epi8(x, _mm_set1_epi8(0x25))));
}
#endif

// Escapes `raw` (at most `Max` bytes of valid UTF-8) to `out`, which has room for the whole
// key's worst case (so 16-byte stores past the end of this field stay inside it).
template <std::size_t Max>
inline char* escape_field(char* out, std::string_view raw) noexcept {
  if (raw.size() > Max) return nullptr;
  const auto* p = reinterpret_cast<const unsigned char*>(raw.data());
  const auto* const end = p + raw.size();
  while (p != end) {
#if defined(__SSE2__)
    if (end - p >= 16) {
      const unsigned plain = plain_lanes(p);
      std::memcpy(out, p, 16);
      const auto run = static_cast<std::size_t>(__builtin_ctz(~plain));  // 16 when all plain
      p += run;
      out += run;
      if (run == 16) continue;
    }
#endif
    const unsigned char c = *p;
    if (c <= 0x25) {
      out[0] = '%';
      out[1] = hex_upper[c >> 4];
      out[2] = hex_upper[c & 0xF];
      out += 3;
      ++p;
    } else if (c < 0x80) {
      *out++ = static_cast<char>(c);
      ++p;
    } else {
      const std::size_t n = utf8_sequence(p, static_cast<std::size_t>(end - p));
      if (n == 0) return nullptr;
      std::memcpy(out, p, n);
      out += n;
      p += n;
    }
  }
  return out;
}

// Reads one escaped string field from `in` up to the next '#' or `end`, checking what keyplate
// checks (escapes are `%` and two uppercase hex digits naming a byte <= 0x25, no other byte
// <= 0x25, valid UTF-8, at most `Max` raw bytes). Writes the raw bytes to `raw` (room for
// `Max + 16`) and their count to `size`; returns where it stopped, or null.
template <std::size_t Max>
inline const char* unescape_field(const char* in, const char* end, char* raw,
                                  std::size_t& size) noexcept {
  const auto* p = reinterpret_cast<const unsigned char*>(in);
  const auto* const stop = reinterpret_cast<const unsigned char*>(end);
  std::size_t n = 0;
  while (p != stop) {
#if defined(__SSE2__)
    if (stop - p >= 16) {
      const unsigned plain = plain_lanes(p);
      std::memcpy(raw + n, p, 16);  // n <= Max here
      const auto run = static_cast<std::size_t>(__builtin_ctz(~plain));
      p += run;
      n += run;
      if (n > Max) return nullptr;
      if (run == 16) continue;
    }
#endif
    const unsigned char c = *p;
    std::size_t step = 1;
    if (c == '#') {
      break;
    } else if (c == '%') {
      if (stop - p < 3) return nullptr;
      const unsigned high = static_cast<unsigned>(p[1]) - '0';  // 0-2 for bytes <= 0x25
      const unsigned low_digit = static_cast<unsigned>(p[2]) - '0';
      const unsigned low_letter = static_cast<unsigned>(p[2]) - 'A';
      const unsigned low = low_digit <= 9 ? low_digit : low_letter <= 5 ? 10 + low_letter : 99;
      if (high > 2 || low > 15 || high * 16 + low > 0x25) return nullptr;
      raw[n] = static_cast<char>(high * 16 + low);
      step = 3;
    } else if (c <= 0x25) {
      return nullptr;
    } else if (c < 0x80) {
      raw[n] = static_cast<char>(c);
    } else {
      step = utf8_sequence(p, static_cast<std::size_t>(stop - p));
      if (step == 0 || n + step > Max) return nullptr;
      std::memcpy(raw + n, p, step);
      n += step - 1;
    }
    p += step;
    ++n;
    if (n > Max) return nullptr;
  }
  if (n > Max) return nullptr;
  size = n;
  return reinterpret_cast<const char*>(p);
}

}  // namespace keyplate_bench::hand
