// expect: keyplate: a codec's attribute_type must be attribute_kind::S, N or BOOL
// single-error
// Must not compile: a codec declaring a collection type (NS) as its item attribute.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <array>
#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace kp = keyplate;

// A one-digit level, 1 to 9; everything but the member under test is right.
struct level_codec {
#ifndef KEYPLATE_MNC_CONTROL
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, int level) noexcept {
    if (level < 1 || level > 9) return kp::codec_error(kp::error_code::out_of_range);
    *out = static_cast<char>('0' + level);
    return out + 1;
  }
  static constexpr kp::attribute_kind attribute_type = kp::attribute_kind::NS;
  static std::string to_attribute(const int& v) {
    return std::to_string(v);
  }
  static kp::result<int> from_attribute(std::string_view t) {
    return decode(t);
  }
#else
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr kp::result<char*> encode(char* out, int level) noexcept {
    if (level < 1 || level > 9) return kp::codec_error(kp::error_code::out_of_range);
    *out = static_cast<char>('0' + level);
    return out + 1;
  }
  static constexpr kp::attribute_kind attribute_type = kp::attribute_kind::N;
  static std::string to_attribute(const int& v) {
    return std::to_string(v);
  }
  static kp::result<int> from_attribute(std::string_view t) {
    return decode(t);
  }
#endif
  static constexpr kp::result<int> decode(std::string_view text) noexcept {
    if (text.size() != 1 || text[0] < '1' || text[0] > '9') {
      return kp::codec_error(kp::error_code::invalid_character);
    }
    return text[0] - '0';
  }
};

using layout = kp::key<"LEVEL#{level}", level_codec>;
static_assert(layout::field_count == 1);
