// keyplate benchmarks: the inputs (fixed seeds, `input_count` of each) and the simple reference
// for the escaped text of a string field, from which the expected keys are built.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench_common.hpp"

namespace keyplate_bench {

// Canonical ULIDs: 26 uppercase Crockford base32 characters, the first one 0-7.
inline std::vector<std::string> make_ulids(std::uint64_t seed) {
  constexpr std::string_view alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  random_source random(seed);
  std::vector<std::string> out(input_count);
  for (std::string& id : out) {
    id.push_back(alphabet[random.below(8)]);
    while (id.size() != 26) id.push_back(alphabet[random.below(32)]);
  }
  return out;
}

// Valid dates in 1970-2099, every day of the month possible (29 February included).
inline std::vector<std::chrono::year_month_day> make_dates(std::uint64_t seed) {
  using namespace std::chrono;
  random_source random(seed);
  std::vector<year_month_day> out(input_count);
  for (year_month_day& date : out) {
    const year y{1970 + static_cast<int>(random.below(130))};
    const month m{1 + static_cast<unsigned>(random.below(12))};
    const unsigned days = static_cast<unsigned>((y / m / std::chrono::last).day());
    date = y / m / day{1 + static_cast<unsigned>(random.below(days))};
  }
  return out;
}

// Numbers of `min_digits` to `max_digits` decimal digits, evenly spread over the digit counts.
inline std::vector<std::uint64_t> make_numbers(std::uint64_t seed, int min_digits, int max_digits) {
  random_source random(seed);
  std::vector<std::uint64_t> out(input_count);
  for (std::uint64_t& n : out) {
    const int digits =
        min_digits +
        static_cast<int>(random.below(static_cast<std::uint64_t>(max_digits - min_digits + 1)));
    std::uint64_t low = 1;
    for (int i = 1; i < digits; ++i) low *= 10;
    const std::uint64_t high = low * 10;  // max_digits <= 19
    n = (digits == 1 ? 0 : low) + random.below(high - (digits == 1 ? 0 : low));
  }
  return out;
}

// User-typed names of 16 to 24 bytes: half contain `#` or `%` (which keyplate escapes), one in
// eight a two- or three-byte UTF-8 character; the rest is letters, digits and `-_.`.
inline std::vector<std::string> make_user_strings(std::uint64_t seed) {
  constexpr std::string_view plain = "abcdefghijklmnopqrstuvwxyz0123456789-_.";
  constexpr std::string_view wide[] = {"\xC3\xA9", "\xC3\xBC", "\xE2\x82\xAC", "\xE6\x97\xA5"};
  random_source random(seed);
  std::vector<std::string> out(input_count);
  for (std::size_t i = 0; i != input_count; ++i) {
    const std::size_t length = 16 + random.below(9);
    std::vector<std::string> units;
    while (units.size() != length) units.emplace_back(1, plain[random.below(plain.size())]);
    if (i % 2 == 0) {
      const std::size_t reserved = 1 + random.below(2);
      for (std::size_t r = 0; r != reserved; ++r) {
        units[random.below(length)] = random.below(2) == 0 ? "#" : "%";
      }
    }
    if (random.below(8) == 0) units[random.below(length)] = wide[random.below(4)];
    for (const std::string& unit : units) out[i] += unit;
  }
  return out;
}

// `count` variants of `texts`, mostly invalid: a byte replaced, removed or inserted, or the text
// cut short, with bytes that validators tend to get wrong (reserved bytes, letters Crockford
// excludes, lowercase, hex digits, UTF-8 lead and continuation bytes ...).
inline std::vector<std::string> mutations(const std::vector<std::string>& texts, std::uint64_t seed,
                                          std::size_t count = 8192) {
  constexpr std::string_view bytes(
      "#$%0123789AFZafzILOUilou-/:@[`{~ \x00\x1F\x7F\x80\xBF\xC2\xC3\xE0\xED\xF0\xF4\xF5\xFF", 46);
  random_source random(seed);
  std::vector<std::string> out;
  for (std::size_t n = 0; n != count; ++n) {
    std::string text = texts[random.below(texts.size())];
    const char byte = bytes[random.below(bytes.size())];
    const std::size_t at = random.below(text.size() + 1);
    switch (random.below(4)) {
      case 0:
        if (at < text.size()) text[at] = byte;
        break;
      case 1:
        if (at < text.size()) text.erase(at, 1);
        break;
      case 2:
        text.insert(at, 1, byte);
        break;
      default:
        text.resize(at);
        break;
    }
    out.push_back(std::move(text));
  }
  return out;
}

// The wire format's escaping of a string field, written plainly (DESIGN.md: every byte <= 0x25
// becomes `%` and two uppercase hex digits).
inline std::string reference_escape(std::string_view raw) {
  constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : raw) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x25) {
      out += '%';
      out += hex[byte >> 4];
      out += hex[byte & 0xF];
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace keyplate_bench
