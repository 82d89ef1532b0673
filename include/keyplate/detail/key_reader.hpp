// keyplate: the layout-independent steps of decoding a key, shared by every layout.
#pragma once

#include <cstddef>
#include <string_view>

#include "../result.hpp"
#include "simd.hpp"

namespace keyplate::detail {

// Matches `literal` at `key[pos]` and advances `pos`; on failure sets `err` to the first byte
// that differs (or the end of the key).
constexpr bool read_literal(std::string_view key, std::size_t& pos, std::string_view literal,
                            error& err) noexcept {
  // One block compare on the common path; the byte loop only places the error.
  if (key.size() - pos >= literal.size() &&
      std::string_view(key.data() + pos, literal.size()) == literal) {
    pos += literal.size();
    return true;
  }
  for (std::size_t i = 0; i != literal.size(); ++i, ++pos) {
    if (pos == key.size()) {
      err = {error_code::missing_component, {}, pos};
      return false;
    }
    if (key[pos] != literal[i]) {
      err = {error_code::literal_mismatch, {}, pos};
      return false;
    }
  }
  return true;
}

// The bytes of the field starting at `key[pos]`: exactly `min_size` bytes for a fixed-width
// codec, else everything up to the next `#` (no codec writes one) or the end. An empty field of
// a codec that never writes nothing is a missing component.
KEYPLATE_ALWAYS_INLINE constexpr bool field_text(std::string_view key, std::size_t pos, bool fixed,
                                                 std::size_t min_size, std::string_view& text,
                                                 error& err) noexcept {
  std::size_t end = pos;
  if (fixed) {
    end = pos + min_size;
  } else {
    end = find_byte(key, pos, '#');
  }
  if (min_size > 0 && (pos == key.size() || end == pos)) {
    err = {error_code::missing_component, {}, pos};
    return false;
  }
  if (end > key.size()) {
    err = {error_code::invalid_length, {}, key.size()};
    return false;
  }
  text = std::string_view(key.data() + pos, end - pos);  // in bounds: checked above
  return true;
}

// Copies a literal; returns the end.
constexpr char* write_literal(char* out, std::string_view literal) noexcept {
  for (const char c : literal) *out++ = c;
  return out;
}

}  // namespace keyplate::detail
