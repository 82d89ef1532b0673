// Tests string<Max>::successor, predecessor and greatest: exhaustively for the shortest strings,
// against an independent reference model of valid UTF-8 for longer ones, and by hand.
#include <algorithm>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "support/codec_samples.hpp"

namespace kp = keyplate;
using namespace keyplate_test;

namespace {

// ---- A reference UTF-8 model, written from the Unicode well-formedness table ----------------
// After each byte: how many continuation bytes are still due, and the range the next must lie in.
struct utf8_state {
  int due = 0;
  unsigned low = 0x80, high = 0xBF;
};
utf8_state expecting(int due, unsigned low = 0x80, unsigned high = 0xBF) {
  utf8_state s;
  s.due = due, s.low = low, s.high = high;
  return s;
}
std::optional<utf8_state> advance(utf8_state s, unsigned char b) {
  if (s.due > 0) {
    if (b < s.low || b > s.high) return std::nullopt;
    return expecting(s.due - 1);
  }
  if (b <= 0x7F) return expecting(0);
  if (b >= 0xC2 && b <= 0xDF) return expecting(1);
  if (b == 0xE0) return expecting(2, 0xA0);
  if (b == 0xED) return expecting(2, 0x80, 0x9F);
  if (b >= 0xE1 && b <= 0xEF) return expecting(2);
  if (b == 0xF0) return expecting(3, 0x90);
  if (b >= 0xF1 && b <= 0xF3) return expecting(3);
  if (b == 0xF4) return expecting(3, 0x80, 0x8F);
  return std::nullopt;
}
std::optional<utf8_state> state_after(std::string_view text) {
  std::optional<utf8_state> s = utf8_state{};
  for (const char c : text) {
    if (s) s = advance(*s, static_cast<unsigned char>(c));
  }
  return s;
}
bool valid_utf8(std::string_view text) {
  const auto s = state_after(text);
  return s && s->due == 0;
}

// Least / greatest valid text of at most `max` bytes starting with `head` (in state `s`).
std::string least_with(std::string head, utf8_state s) {
  for (int i = 0; i != s.due; ++i) head += static_cast<char>(i == 0 ? s.low : 0x80);
  return head;
}
std::string greatest_with(std::string head, utf8_state s, std::size_t max) {
  for (bool grown = true; grown;) {
    grown = false;
    for (int b = 0xFF; b >= 0 && !grown; --b) {
      const auto next = advance(s, static_cast<unsigned char>(b));
      if (next && head.size() + 1 + static_cast<std::size_t>(next->due) <= max) {
        head += static_cast<char>(b), s = *next, grown = true;
      }
    }
  }
  return head;
}

// Reference successor and predecessor among valid texts of at most `max` bytes: try each byte
// position from the last, each other byte value, and complete as little / as much as possible.
std::optional<std::string> reference_successor(const std::string& x, std::size_t max) {
  if (x.size() < max) return x + '\0';
  for (std::size_t i = x.size(); i-- != 0;) {
    const utf8_state s = *state_after(x.substr(0, i));
    for (unsigned b = static_cast<unsigned char>(x[i]) + 1U; b <= 0xFF; ++b) {
      const auto next = advance(s, static_cast<unsigned char>(b));
      if (next && i + 1 + static_cast<std::size_t>(next->due) <= max) {
        return least_with(x.substr(0, i) + static_cast<char>(b), *next);
      }
    }
  }
  return std::nullopt;
}
std::optional<std::string> reference_predecessor(const std::string& x, std::size_t max) {
  if (x.empty()) return std::nullopt;
  std::string best = x.substr(0, x.size() - 1);  // the longest proper prefix that is valid
  while (!valid_utf8(best)) best.pop_back();
  for (std::size_t i = x.size(); i-- != 0;) {
    const utf8_state s = *state_after(x.substr(0, i));
    for (int b = static_cast<unsigned char>(x[i]) - 1; b >= 0; --b) {
      const auto next = advance(s, static_cast<unsigned char>(b));
      if (next && i + 1 + static_cast<std::size_t>(next->due) <= max) {
        const std::string c = greatest_with(x.substr(0, i) + static_cast<char>(b), *next, max);
        return std::max(best, c);
      }
    }
  }
  return best;
}

// Texts of at most 3 bytes packed into one number whose order is the unsigned byte order:
// the bytes zero-padded, then the length (a shorter text sorts before its zero extensions).
std::uint32_t pack(std::string_view s) {
  std::uint32_t v = 0;
  for (std::size_t i = 0; i != 3; ++i)
    v = (v << 8) | (i < s.size() ? static_cast<unsigned char>(s[i]) : 0U);
  return (v << 8) | static_cast<std::uint32_t>(s.size());
}
std::string unpack(std::uint32_t v) {
  std::string s;
  for (std::uint32_t i = 0; i != (v & 0xFF); ++i)
    s += static_cast<char>((v >> (24 - 8 * i)) & 0xFF);
  return s;
}
// Every valid UTF-8 text of at most `max` bytes starting with `text`, built code point by
// code point (surrogates skipped).
void enumerate(std::string& text, std::size_t max, std::vector<std::uint32_t>& out) {
  out.push_back(pack(text));
  for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
    if (cp == 0xD800) cp = 0xE000;
    const std::size_t size = code_point_size(cp);
    if (text.size() + size > max) break;  // larger code points are never shorter
    const std::size_t before = text.size();
    append_code_point(text, cp);
    enumerate(text, max, out);
    text.erase(before);  // (not resize: g++ -O2 sees a fill of a wrapped-around size there)
  }
}

std::string hex(const std::optional<std::string>& s) {
  if (!s) return "(none)";
  std::string out;
  for (const char c : *s) {
    out += "0123456789ABCDEF"[static_cast<unsigned char>(c) >> 4];
    out += "0123456789ABCDEF"[static_cast<unsigned char>(c) & 15];
    out += ' ';
  }
  return "[" + out + "]";
}

// Checks the string codec of `Max` bytes against the complete sorted list of its values.
template <std::size_t Max>
void check_exhaustively(std::size_t expected_count) {
  using C = kp::string<Max>;
  std::vector<std::uint32_t> all;
  std::string scratch;
  enumerate(scratch, Max, all);
  std::sort(all.begin(), all.end());
  REQUIRE(all.size() == expected_count);
  REQUIRE(std::adjacent_find(all.begin(), all.end()) == all.end());
  std::size_t wrong = 0;
  std::string first_wrong;
  for (std::size_t i = 0; i != all.size(); ++i) {
    const std::string x = unpack(all[i]);
    const auto next = i + 1 < all.size() ? std::optional(unpack(all[i + 1])) : std::nullopt;
    const auto previous = i > 0 ? std::optional(unpack(all[i - 1])) : std::nullopt;
    const auto got_next = C::successor(x), got_previous = C::predecessor(x);
    if (got_next != next || got_previous != previous || !valid_utf8(x)) {
      if (wrong++ == 0) {
        first_wrong = hex(x) + ": successor " + hex(got_next) + " want " + hex(next) +
                      ", predecessor " + hex(got_previous) + " want " + hex(previous);
      }
    }
    // Cross-check the reference model (used for longer strings below) on a sample.
    if (i % 101 == 0) {
      CHECK(reference_successor(x, Max) == next);
      CHECK(reference_predecessor(x, Max) == previous);
    }
  }
  INFO(first_wrong);
  CHECK(wrong == 0);
  CHECK(C::greatest() == unpack(all.back()));
}

template <std::size_t Max>
void check_sampled(std::size_t samples) {
  using C = kp::string<Max>;
  generator g{Max * 7919};
  std::size_t wrong = 0;
  for (std::size_t n = 0; n != samples; ++n) {
    const std::string x = random_text(g, Max);
    const auto next = C::successor(x), previous = C::predecessor(x);
    const bool ok =
        next == reference_successor(x, Max) && previous == reference_predecessor(x, Max) &&
        (!next ||
         (x < *next && next->size() <= Max && valid_utf8(*next) && C::predecessor(*next) == x)) &&
        (!previous || (*previous < x && previous->size() <= Max && valid_utf8(*previous) &&
                       C::successor(*previous) == x));
    if (!ok && wrong++ == 0) FAIL_CHECK(hex(x) << " -> " << hex(next) << " / " << hex(previous));
  }
  CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("string successor and predecessor: exhaustive for string<1>, <2> and <3>") {
  check_exhaustively<1>(1 + 128);
  check_exhaustively<2>(1 + 128 + 128 * 128 + 1920);
  // Three bytes: three ASCII, ASCII + 2-byte in either order, one 3-byte (0x800..0xFFFF less
  // 2048 surrogates).
  check_exhaustively<3>(1 + 128 + 128 * 128 + 1920 + 128 * 128 * 128 + 2 * 128 * 1920 + 61440);
}

TEST_CASE("string successor and predecessor: sampled against the reference model") {
  check_sampled<4>(3000);
  check_sampled<5>(3000);
  check_sampled<16>(1000);
  check_sampled<255>(100);
}

TEST_CASE("string steps: hand-written cases") {
  using S5 = kp::string<5>;
  CHECK(S5::predecessor("b") == "a\xF4\x8F\xBF\xBF");
  CHECK(S5::successor("a\xF4\x8F\xBF\xBF") == "b");
  CHECK(S5::successor("abcde") == "abcdf");
  CHECK(S5::successor("abcd\x7F") == "abce");
  CHECK(S5::successor("ab") == std::string("ab\0", 3));
  CHECK(S5::predecessor(std::string("ab\0", 3)) == "ab");
  CHECK(S5::predecessor("a\xC2\x80") == "a\x7F\xEF\xBF\xBF");
  CHECK(S5::predecessor("\xEE\x80\x80") == "\xED\x9F\xBF\xDF\xBF");  // U+E000 -> U+D7FF
  CHECK(S5::successor("\xED\x9F\xBF\xDF\xBF") == "\xEE\x80\x80");
  CHECK(S5::predecessor("") == std::nullopt);
  CHECK(S5::greatest() == "\xF4\x8F\xBF\xBF\x7F");
  CHECK(S5::successor(S5::greatest()) == std::nullopt);
  CHECK(kp::string<1>::greatest() == "\x7F");
  CHECK(kp::string<3>::greatest() == "\xEF\xBF\xBF");
  std::string longest;
  for (int i = 0; i != 63; ++i) longest += "\xF4\x8F\xBF\xBF";
  CHECK(kp::string<255>::greatest() == longest + "\xEF\xBF\xBF");
  CHECK(kp::string<255>::predecessor("b") == "a" + longest + "\xDF\xBF");
}
