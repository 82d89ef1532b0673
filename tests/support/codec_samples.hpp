// Test helpers shared by the codec step and shape tests: UTF-8 of code points, random valid text
// biased towards the edges of UTF-8, and the text a codec writes for an optional value.
#pragma once

#include <cstddef>
#include <iterator>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>

#include "properties/generators.hpp"

namespace keyplate_test {

inline void append_code_point(std::string& s, char32_t cp) {
  const auto put = [&](char32_t v) { s += static_cast<char>(static_cast<unsigned char>(v)); };
  if (cp < 0x80) return put(cp);
  if (cp < 0x800) return put(0xC0 | (cp >> 6)), put(0x80 | (cp & 0x3F));
  if (cp < 0x10000)
    return put(0xE0 | (cp >> 12)), put(0x80 | ((cp >> 6) & 0x3F)), put(0x80 | (cp & 0x3F));
  put(0xF0 | (cp >> 18)), put(0x80 | ((cp >> 12) & 0x3F)), put(0x80 | ((cp >> 6) & 0x3F));
  put(0x80 | (cp & 0x3F));
}
inline std::size_t code_point_size(char32_t cp) {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

// Code points at the edges of every UTF-8 length class, plus some ordinary ones.
inline constexpr char32_t edge_code_points[] = {
    0x00,  0x01,   0x24,   0x25,   0x26,    0x61,     0x62,     0x7F, 0x80,   0x7FF,
    0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF, 0x10FFFE, 0xE9, 0x20AC, 0x1F600};

// A random valid text of at most `max` bytes, biased towards the edges.
inline std::string random_text(generator& g, std::size_t max) {
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

// The text codec `C` writes for `v`; "(none)" for no value, "(unencodable)" for an error.
template <class C>
std::string text_of(const std::optional<typename C::value_type>& v) {
  if (!v) return "(none)";
  char buffer[C::max_size];
  const keyplate::result<char*> end = C::encode(buffer, *v);
  return end ? std::string(buffer, *end) : "(unencodable)";
}

}  // namespace keyplate_test
