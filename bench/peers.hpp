// keyplate benchmarks: helpers of the peers, the code people write today for such keys. They
// validate nothing; where keyplate escapes (string fields), they escape the same way, with the
// obvious loop, so that every contender writes the same key.
#pragma once

#include <charconv>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#if defined(KEYPLATE_BENCH_HAVE_FMT)
#include <fmt/compile.h>
#include <fmt/format.h>
#endif
#if defined(KEYPLATE_BENCH_HAVE_ABSL)
#include <absl/strings/str_cat.h>
#endif

namespace keyplate_bench::peer {

// `std::to_string(v)` left-padded with zeros to `width`.
inline std::string padded(std::uint64_t v, std::size_t width) {
  std::string digits = std::to_string(v);
  if (digits.size() < width) digits.insert(0, width - digits.size(), '0');
  return digits;
}

// Appends `v` zero-padded to `width`, through std::to_chars.
inline void append_padded(std::string& out, std::uint64_t v, std::size_t width) {
  char digits[20];
  const auto n = static_cast<std::size_t>(std::to_chars(digits, digits + 20, v).ptr - digits);
  if (n < width) out.append(width - n, '0');
  out.append(digits, n);
}

inline constexpr char hex_upper[] = "0123456789ABCDEF";

inline bool needs_escape(char c) {
  return static_cast<unsigned char>(c) <= 0x25;
}

// Escapes `raw` into `out`; returns the end.
inline char* escape_to(char* out, std::string_view raw) {
  for (const char c : raw) {
    if (needs_escape(c)) {
      *out++ = '%';
      *out++ = hex_upper[static_cast<unsigned char>(c) >> 4];
      *out++ = hex_upper[static_cast<unsigned char>(c) & 0xF];
    } else {
      *out++ = c;
    }
  }
  return out;
}

inline void append_escaped(std::string& out, std::string_view raw) {
  for (const char c : raw) {
    if (needs_escape(c)) {
      out += '%';
      out += hex_upper[static_cast<unsigned char>(c) >> 4];
      out += hex_upper[static_cast<unsigned char>(c) & 0xF];
    } else {
      out += c;
    }
  }
}

inline std::string escaped_string(std::string_view raw) {
  std::string out;
  append_escaped(out, raw);
  return out;
}

// Undoes the escaping, reading each `%XX` with std::from_chars.
inline std::string unescaped_string(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    unsigned byte = static_cast<unsigned char>(text[i]);
    if (text[i] == '%' && i + 2 < text.size()) {
      std::from_chars(text.data() + i + 1, text.data() + i + 3, byte, 16);
      i += 2;
    }
    out += static_cast<char>(byte);
  }
  return out;
}

// A still-escaped field as a split returns it; only the output check unescapes it.
struct escaped_text {
  std::string_view text;
  std::string str() const { return unescaped_string(text); }
};

// `text` as a number, or nothing.
inline std::optional<std::uint64_t> number(std::string_view text) {
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

// `YYYY-MM-DD` read with std::from_chars, without checking that the date exists.
inline std::optional<std::chrono::year_month_day> date(std::string_view text) {
  if (text.size() != 10) return std::nullopt;
  const auto year = number(text.substr(0, 4));
  const auto month = number(text.substr(5, 2));
  const auto day = number(text.substr(8, 2));
  if (!year || !month || !day) return std::nullopt;
  return std::chrono::year{static_cast<int>(*year)} /
         std::chrono::month{static_cast<unsigned>(*month)} /
         std::chrono::day{static_cast<unsigned>(*day)};
}

// Removes `literal` from the front of `text`; false when it is not there.
inline bool take(std::string_view& text, std::string_view literal) {
  if (text.substr(0, literal.size()) != literal) return false;
  text.remove_prefix(literal.size());
  return true;
}

// Removes and returns the text up to the next '#' (not included), or all of it.
inline std::string_view take_component(std::string_view& text) {
  const std::size_t hash = text.find('#');
  const std::string_view component = text.substr(0, hash);
  text.remove_prefix(component.size());
  return component;
}

#if defined(KEYPLATE_BENCH_HAVE_FMT)
// A value that {fmt} writes escaped, through a hand-written formatter.
struct escaped_arg {
  std::string_view raw;
};
#endif

}  // namespace keyplate_bench::peer

#if defined(KEYPLATE_BENCH_HAVE_FMT)
template <>
struct fmt::formatter<keyplate_bench::peer::escaped_arg> {
  constexpr auto parse(fmt::format_parse_context& ctx) { return ctx.begin(); }
  template <class Context>
  auto format(const keyplate_bench::peer::escaped_arg& arg, Context& ctx) const {
    auto out = ctx.out();
    for (const char c : arg.raw) {
      if (keyplate_bench::peer::needs_escape(c)) {
        *out++ = '%';
        *out++ = keyplate_bench::peer::hex_upper[static_cast<unsigned char>(c) >> 4];
        *out++ = keyplate_bench::peer::hex_upper[static_cast<unsigned char>(c) & 0xF];
      } else {
        *out++ = c;
      }
    }
    return out;
  }
};
#endif
