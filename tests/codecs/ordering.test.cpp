// Tests the stepping functions of every built-in codec (successor, predecessor, greatest), their
// encode_partial, and that every encoding fits the codec's declared shape.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"

namespace kp = keyplate;
using kp::error_code;
using namespace std::chrono_literals;
using std::chrono::sys_days;
using std::chrono::year;

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

void append_code_point(std::string& s, char32_t cp) {
  const auto put = [&](char32_t v) { s += static_cast<char>(static_cast<unsigned char>(v)); };
  if (cp < 0x80) return put(cp);
  if (cp < 0x800) return put(0xC0 | (cp >> 6)), put(0x80 | (cp & 0x3F));
  if (cp < 0x10000)
    return put(0xE0 | (cp >> 12)), put(0x80 | ((cp >> 6) & 0x3F)), put(0x80 | (cp & 0x3F));
  put(0xF0 | (cp >> 18)), put(0x80 | ((cp >> 12) & 0x3F)), put(0x80 | ((cp >> 6) & 0x3F));
  put(0x80 | (cp & 0x3F));
}
std::size_t code_point_size(char32_t cp) {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
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
    if (text.size() + code_point_size(cp) > max) break;  // larger code points are never shorter
    append_code_point(text, cp);
    enumerate(text, max, out);
    text.resize(text.size() - code_point_size(cp));
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

// A small deterministic generator (same sequence with every standard library).
struct generator {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  std::uint64_t below(std::uint64_t n) { return next() % n; }
};

// Code points at the edges of every UTF-8 length class, plus some ordinary ones.
constexpr char32_t edge_code_points[] = {0x00,    0x01,     0x24,     0x25,  0x26,   0x61,   0x62,
                                         0x7F,    0x80,     0x7FF,    0x800, 0xD7FF, 0xE000, 0xFFFF,
                                         0x10000, 0x10FFFF, 0x10FFFE, 0xE9,  0x20AC, 0x1F600};

// A random valid text of at most `max` bytes, biased towards the edges.
std::string random_text(generator& g, std::size_t max) {
  std::string s;
  const std::size_t target = g.below(max + 1);
  while (s.size() < target) {
    char32_t cp = edge_code_points[g.below(std::size(edge_code_points))];
    if (g.below(3) == 0) {
      cp = static_cast<char32_t>(g.below(0x110000));
      if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xD7FF;
    }
    if (s.size() + code_point_size(cp) > max) cp = static_cast<char32_t>(g.below(0x80));
    append_code_point(s, cp);
  }
  return s;
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

TEST_CASE("integer steps at the edges") {
  CHECK(kp::uint<1>::successor(8) == 9u);
  CHECK(kp::uint<1>::successor(9) == std::nullopt);
  CHECK(kp::uint<1>::greatest() == 9u);
  CHECK(kp::uint<10>::greatest() == 9999999999u);
  CHECK(kp::uint<10>::successor(9999999998u) == 9999999999u);
  CHECK(kp::uint<10>::successor(9999999999u) == std::nullopt);
  CHECK(kp::uint<10>::predecessor(0) == std::nullopt);
  CHECK(kp::uint<10>::predecessor(1) == 0u);
  CHECK(kp::uint<19>::greatest() == 9999999999999999999u);
  CHECK(kp::uint<20>::greatest() == UINT64_MAX);
  CHECK(kp::uint<20>::successor(UINT64_MAX - 1) == UINT64_MAX);
  CHECK(kp::uint<20>::successor(UINT64_MAX) == std::nullopt);
  CHECK(kp::uint<20>::predecessor(UINT64_MAX) == UINT64_MAX - 1);
  CHECK(kp::int64::greatest() == INT64_MAX);
  CHECK(kp::int64::successor(INT64_MAX) == std::nullopt);
  CHECK(kp::int64::successor(INT64_MAX - 1) == INT64_MAX);
  CHECK(kp::int64::predecessor(INT64_MIN) == std::nullopt);
  CHECK(kp::int64::predecessor(INT64_MIN + 1) == INT64_MIN);
  CHECK(kp::int64::successor(-1) == 0);
  CHECK(kp::int64::predecessor(0) == -1);
}

TEST_CASE("date steps cross months, years and leap days") {
  using D = kp::date;
  CHECK(D::successor(2025y / 12 / 31d) == 2026y / 1 / 1d);
  CHECK(D::predecessor(2026y / 1 / 1d) == 2025y / 12 / 31d);
  CHECK(D::successor(2024y / 2 / 28d) == 2024y / 2 / 29d);
  CHECK(D::successor(2024y / 2 / 29d) == 2024y / 3 / 1d);
  CHECK(D::successor(2023y / 2 / 28d) == 2023y / 3 / 1d);
  CHECK(D::predecessor(2024y / 3 / 1d) == 2024y / 2 / 29d);
  CHECK(D::predecessor(1900y / 3 / 1d) == 1900y / 2 / 28d);
  CHECK(D::predecessor(2000y / 3 / 1d) == 2000y / 2 / 29d);
  CHECK(D::successor(2026y / 4 / 30d) == 2026y / 5 / 1d);
  CHECK(D::predecessor(year{0} / 1 / 1d) == std::nullopt);
  CHECK(D::successor(year{0} / 1 / 1d) == year{0} / 1 / 2d);
  CHECK(D::successor(9999y / 12 / 31d) == std::nullopt);
  CHECK(D::predecessor(9999y / 12 / 31d) == 9999y / 12 / 30d);
  CHECK(D::greatest() == 9999y / 12 / 31d);
}

namespace {
template <class C>
std::string text_of(const std::optional<typename C::value_type>& v) {
  if (!v) return "(none)";
  char buffer[C::max_size];
  const kp::result<char*> end = C::encode(buffer, *v);
  return end ? std::string(buffer, *end) : "(unencodable)";
}
// `fraction` is what follows the seconds at the end of a day (".999" for milliseconds); the
// step texts are written out by hand by the caller.
template <class D>
void check_timestamp_steps(std::string fraction, std::string_view one_unit,
                           std::string_view first_plus_one) {
  using T = kp::timestamp<D>;
  using V = typename T::value_type;
  const V end_of_day = V{sys_days{2026y / 10 / 1d} + 24h} - D{1};
  const V first = V{sys_days{year{0} / 1 / 1d}};
  const std::string zeros = fraction.empty() ? "" : "." + std::string(fraction.size() - 1, '0');
  CHECK(text_of<T>(end_of_day) == "2026-10-01T23:59:59" + fraction + "Z");
  CHECK(text_of<T>(T::successor(end_of_day)) == "2026-10-02T00:00:00" + zeros + "Z");
  CHECK(T::predecessor(T::successor(end_of_day).value()) == end_of_day);
  CHECK(text_of<T>(T::successor(V{sys_days{2026y / 10 / 1d}})) == one_unit);
  CHECK(text_of<T>(T::predecessor(V{sys_days{2026y / 10 / 2d}})) == text_of<T>(end_of_day));
  CHECK(text_of<T>(T::greatest()) == "9999-12-31T23:59:59" + fraction + "Z");
  CHECK(T::successor(T::greatest()) == std::nullopt);
  CHECK(T::predecessor(first) == std::nullopt);
  CHECK(text_of<T>(T::successor(first)) == first_plus_one);
}
}  // namespace

TEST_CASE("timestamp steps by one unit of its precision") {
  check_timestamp_steps<std::chrono::seconds>("", "2026-10-01T00:00:01Z", "0000-01-01T00:00:01Z");
  check_timestamp_steps<std::chrono::milliseconds>(".999", "2026-10-01T00:00:00.001Z",
                                                   "0000-01-01T00:00:00.001Z");
  check_timestamp_steps<std::chrono::microseconds>(".999999", "2026-10-01T00:00:00.000001Z",
                                                   "0000-01-01T00:00:00.000001Z");
}

TEST_CASE("ulid and uuid steps carry through their digits") {
  using U = kp::ulid;
  const std::string zeros(26, '0');
  CHECK(U::successor("0000000000000000000000000Z") == "00000000000000000000000010");
  CHECK(U::predecessor("00000000000000000000000010") == "0000000000000000000000000Z");
  CHECK(U::successor("00000000000000000000000009") == "0000000000000000000000000A");
  CHECK(U::successor("0000000000000000000000000H") == "0000000000000000000000000J");  // no I
  CHECK(U::successor("0000000000000000000000000K") == "0000000000000000000000000M");  // no L
  CHECK(U::successor("0000000000000000000000000N") == "0000000000000000000000000P");  // no O
  CHECK(U::successor("0000000000000000000000000T") == "0000000000000000000000000V");  // no U
  CHECK(U::successor("6ZZZZZZZZZZZZZZZZZZZZZZZZZ") == "70000000000000000000000000");
  CHECK(U::successor("7ZZZZZZZZZZZZZZZZZZZZZZZZZ") == std::nullopt);
  CHECK(U::predecessor(zeros) == std::nullopt);
  CHECK(U::greatest() == "7ZZZZZZZZZZZZZZZZZZZZZZZZZ");

  using I = kp::uuid;
  CHECK(I::successor("00000000-0000-0000-0000-ffffffffffff") ==
        "00000000-0000-0000-0001-000000000000");
  CHECK(I::successor("0000000f-ffff-ffff-ffff-ffffffffffff") ==
        "00000010-0000-0000-0000-000000000000");
  CHECK(I::predecessor("00000000-0001-0000-0000-000000000000") ==
        "00000000-0000-ffff-ffff-ffffffffffff");
  CHECK(I::successor("00000000-0000-0000-0000-000000000009") ==
        "00000000-0000-0000-0000-00000000000a");
  CHECK(I::successor("ffffffff-ffff-ffff-ffff-ffffffffffff") == std::nullopt);
  CHECK(I::predecessor("00000000-0000-0000-0000-000000000000") == std::nullopt);
  CHECK(I::greatest() == "ffffffff-ffff-ffff-ffff-ffffffffffff");
}

namespace {
template <class C>
std::string partial(std::string_view text) {
  char buffer[C::max_size];
  const kp::result<char*> end = C::encode_partial(buffer, text);
  if (end) return std::string(buffer, *end);
  return "error: " + std::string(kp::to_string(end.error().code)) + " at " +
         std::to_string(end.error().offset);
}
std::string fails(error_code code, std::size_t offset) {
  return "error: " + std::string(kp::to_string(code)) + " at " + std::to_string(offset);
}
// Only the code, where the offset carries no information.
template <class C>
std::string partial_code(std::string_view text) {
  const std::string r = partial<C>(text);
  return r.substr(0, r.find(" at "));
}
std::string code_only(error_code code) {
  return "error: " + std::string(kp::to_string(code));
}
}  // namespace

TEST_CASE("encode_partial of string, uint<W>, ulid and uuid") {
  using S = kp::string<8>;
  CHECK(partial<S>("") == "");
  CHECK(partial<S>("a#b") == "a%23b");
  CHECK(partial<S>("a b%$") == "a%20b%25%24");
  CHECK(partial<S>("\xC3\xA9") == "\xC3\xA9");
  CHECK(partial<S>("a\xC3") == fails(error_code::invalid_utf8, 1));  // cut inside a code point
  CHECK(partial<S>("ab\xFF") == fails(error_code::invalid_utf8, 2));
  CHECK(partial_code<S>("123456789") == code_only(error_code::too_long));
  CHECK(partial<kp::uint<10>>("") == "");
  CHECK(partial<kp::uint<10>>("00") == "00");
  CHECK(partial<kp::uint<10>>("0123456789") == "0123456789");
  CHECK(partial_code<kp::uint<10>>("01234567890") == code_only(error_code::too_long));
  CHECK(partial<kp::uint<10>>("1a") == fails(error_code::invalid_character, 1));
  CHECK(partial<kp::uint<10>>("-1") == fails(error_code::invalid_character, 0));
  CHECK(partial<kp::uint<20>>("18") == "18");
  CHECK(partial_code<kp::uint<20>>("19") == code_only(error_code::out_of_range));
  CHECK(partial_code<kp::uint<20>>("2") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("1844674407370955161") == "1844674407370955161");
  CHECK(partial_code<kp::uint<20>>("1844674407370955162") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("18446744073709551615") == "18446744073709551615");
  CHECK(partial_code<kp::uint<20>>("18446744073709551616") == code_only(error_code::out_of_range));
  CHECK(partial<kp::uint<20>>("09999999999999999999") == "09999999999999999999");
  STATIC_REQUIRE(!kp::partial_codec<kp::uint<>>);
  STATIC_REQUIRE(!kp::partial_codec<kp::int64>);

  CHECK(partial<kp::ulid>("01hv") == "01HV");
  CHECK(partial<kp::ulid>("7") == "7");
  CHECK(partial_code<kp::ulid>("8") == code_only(error_code::out_of_range));
  CHECK(partial<kp::ulid>("0I") == fails(error_code::invalid_character, 1));
  CHECK(partial_code<kp::ulid>(std::string(27, '0')) == code_only(error_code::invalid_length));
  CHECK(partial<kp::uuid>("3F2504E0-4F") == "3f2504e0-4f");
  CHECK(partial<kp::uuid>("3f2504e") == "3f2504e");
  CHECK(partial<kp::uuid>("3f2504e0x") == fails(error_code::invalid_character, 8));
  CHECK(partial<kp::uuid>("3f2504e0-4f89-") == "3f2504e0-4f89-");
  CHECK(partial<kp::uuid>("3f2504e0-4f8-") == fails(error_code::invalid_character, 12));
  CHECK(partial<kp::uuid>("g") == fails(error_code::invalid_character, 0));
  CHECK(partial_code<kp::uuid>("3f2504e0-4f89-11d3-9a0c-0305e82c33010") ==
        code_only(error_code::invalid_length));
}

TEST_CASE("encode_partial of date and timestamp follows the calendar and the clock") {
  using D = kp::date;
  for (const char* ok : {"", "2", "2026", "2026-", "2026-1", "2026-0", "2026-10", "2026-02-2",
                         "2024-02-29", "0000-02-29", "2026-10-01", "2026-12-3"}) {
    CHECK(partial<D>(ok) == ok);
  }
  for (const char* bad : {"2026-13", "2026-00", "2026-2", "2026-02-3", "2023-02-29", "2026-04-31",
                          "2026/", "2026-1-", "x", "2026-10-00"}) {
    CAPTURE(bad);
    CHECK(partial_code<D>(bad) == code_only(error_code::invalid_date));
  }
  CHECK(partial_code<D>("2026-10-011") == code_only(error_code::too_long));

  using T = kp::timestamp<>;
  using Tms = kp::timestamp<std::chrono::milliseconds>;
  for (const char* ok : {"2026-10-01T", "2026-10-01T2", "2026-10-01T23", "2026-10-01T23:5",
                         "2026-10-01T23:59:59Z", "2026-10-01T09:00"}) {
    CHECK(partial<T>(ok) == ok);
  }
  CHECK(partial<T>("2026-10-01T24") == fails(error_code::invalid_time, 11));
  CHECK(partial<T>("2026-10-01T3") == fails(error_code::invalid_time, 11));
  CHECK(partial<T>("2026-10-01T23:6") == fails(error_code::invalid_time, 14));
  CHECK(partial<T>("2026-10-01T23:59:7") == fails(error_code::invalid_time, 17));
  CHECK(partial<T>("2026-10-01X") == fails(error_code::invalid_character, 10));
  CHECK(partial<T>("2026-10-01T23:59:59.") == fails(error_code::invalid_character, 19));
  CHECK(partial_code<T>("2023-02-29T") == code_only(error_code::invalid_date));
  CHECK(partial_code<T>("2026-10-01T23:59:59Z0") == code_only(error_code::too_long));
  CHECK(partial<Tms>("2026-10-01T23:59:59.9") == "2026-10-01T23:59:59.9");
  CHECK(partial<Tms>("2026-10-01T23:59:59.999Z") == "2026-10-01T23:59:59.999Z");
  CHECK(partial<Tms>("2026-10-01T23:59:59Z") == fails(error_code::invalid_character, 19));
}

namespace {
// True when `text` splits into consecutive pieces, one per run, each of an allowed length and
// made only of the run's bytes.
template <std::size_t N>
bool fits_shape(const std::array<kp::char_run, N>& runs, std::string_view text) {
  std::vector<bool> reached(text.size() + 1, false);
  reached[0] = true;
  for (const kp::char_run& run : runs) {
    std::vector<bool> next(text.size() + 1, false);
    for (std::size_t start = 0; start <= text.size(); ++start) {
      for (std::size_t n = 0; reached[start] && n <= run.max && start + n <= text.size(); ++n) {
        if (n > 0 && !run.bytes.contains(static_cast<unsigned char>(text[start + n - 1]))) break;
        if (n >= run.min) next[start + n] = true;
      }
    }
    reached = next;
  }
  return reached[text.size()];
}

template <class C, class Make>
void check_shape(Make make) {
  generator g{0x5EED};
  std::size_t wrong = 0;
  for (int n = 0; n != 400; ++n) {
    const auto value = make(g);
    char buffer[C::max_size];
    const kp::result<char*> end = C::encode(buffer, value);
    REQUIRE(end);
    const std::string_view text(buffer, static_cast<std::size_t>(*end - buffer));
    if (!fits_shape(C::shape, text) && wrong++ == 0) FAIL_CHECK("outside the shape: " << text);
  }
  CHECK(wrong == 0);
}
std::string random_of(generator& g, std::string_view alphabet, std::size_t n) {
  std::string s;
  for (std::size_t i = 0; i != n; ++i) s += alphabet[g.below(alphabet.size())];
  return s;
}
template <class D>
std::chrono::sys_time<D> random_time(generator& g) {
  const auto first = std::chrono::sys_time<D>{sys_days{year{0} / 1 / 1d}}.time_since_epoch();
  const auto span = std::chrono::sys_time<D>{sys_days{9999y / 12 / 31d} + 24h} - D{1} -
                    std::chrono::sys_time<D>{first};
  return std::chrono::sys_time<D>{first + D{static_cast<typename D::rep>(g.below(
                                              static_cast<std::uint64_t>(span.count()) + 1))}};
}
}  // namespace

TEST_CASE("shape matcher rejects what does not fit") {
  CHECK(fits_shape(kp::date::shape, "2026-10-01"));
  CHECK_FALSE(fits_shape(kp::date::shape, "2026/10/01"));
  CHECK_FALSE(fits_shape(kp::date::shape, "2026-10-0"));
  CHECK_FALSE(fits_shape(kp::uint<4>::shape, "123"));
  CHECK_FALSE(fits_shape(kp::uint<4>::shape, "12345"));
  CHECK_FALSE(fits_shape(kp::int64::shape, "0-000000000000000000"));
  CHECK_FALSE(fits_shape(kp::string<4>::shape, "a#"));
  CHECK_FALSE(fits_shape(kp::string<4>::shape, "\xC0\x80"));
  CHECK_FALSE(fits_shape(kp::uuid::shape, "3F2504E0-4F89-11D3-9A0C-0305E82C3301"));
}

TEST_CASE("every encoding fits its codec's shape") {
  CHECK(fits_shape(kp::string<5>::shape, text_of<kp::string<5>>(kp::string<5>::greatest())));
  CHECK(fits_shape(kp::uint<20>::shape, text_of<kp::uint<20>>(kp::uint<20>::greatest())));
  CHECK(fits_shape(kp::int64::shape, text_of<kp::int64>(INT64_MIN)));
  CHECK(fits_shape(kp::date::shape, text_of<kp::date>(kp::date::greatest())));
  CHECK(fits_shape(kp::timestamp<>::shape, text_of<kp::timestamp<>>(kp::timestamp<>::greatest())));
  CHECK(fits_shape(kp::ulid::shape, text_of<kp::ulid>(kp::ulid::greatest())));
  CHECK(fits_shape(kp::uuid::shape, text_of<kp::uuid>(kp::uuid::greatest())));
  check_shape<kp::string<16>>([](generator& g) { return random_text(g, 16); });
  check_shape<kp::uint<10>>([](generator& g) { return g.below(10000000000ULL); });
  check_shape<kp::uint<20>>([](generator& g) { return g.next(); });
  check_shape<kp::uint<>>([](generator& g) { return g.next() >> g.below(64); });
  check_shape<kp::int64>(
      [](generator& g) { return static_cast<std::int64_t>(g.next()) >> g.below(64); });
  check_shape<kp::date>([](generator& g) {
    return std::chrono::year_month_day{
        std::chrono::floor<std::chrono::days>(random_time<std::chrono::seconds>(g))};
  });
  check_shape<kp::timestamp<>>(random_time<std::chrono::seconds>);
  check_shape<kp::timestamp<std::chrono::milliseconds>>(random_time<std::chrono::milliseconds>);
  check_shape<kp::timestamp<std::chrono::microseconds>>(random_time<std::chrono::microseconds>);
  check_shape<kp::ulid>([](generator& g) {
    return random_of(g, "01234567", 1) +
           random_of(g, "0123456789abcdefghjkmnpqrstvwxyzABCDEFGHJKMNPQRSTVWXYZ", 25);
  });
  check_shape<kp::uuid>([](generator& g) {
    const std::string_view hex = "0123456789abcdefABCDEF";
    return random_of(g, hex, 8) + "-" + random_of(g, hex, 4) + "-" + random_of(g, hex, 4) + "-" +
           random_of(g, hex, 4) + "-" + random_of(g, hex, 12);
  });
}
