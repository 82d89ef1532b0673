// expect: keyplate: this codec wrote a byte at or below '.' .0x24.
// single-error
// Must not compile: a constexpr codec that writes '#', which would split the key: caught on a
// sample value during constant evaluation.
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
    *out = level == 1 ? '#' : static_cast<char>('0' + level);
    return out + 1;
  }
  static constexpr std::optional<int> successor(const int& v) noexcept {
    return v < 9 ? std::optional<int>(v + 1) : std::nullopt;
  }
  static constexpr std::optional<int> predecessor(const int& v) noexcept {
    return v > 1 ? std::optional<int>(v - 1) : std::nullopt;
  }
  static constexpr int greatest() noexcept {
    return 9;
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
  static constexpr std::optional<int> successor(const int& v) noexcept {
    return v < 9 ? std::optional<int>(v + 1) : std::nullopt;
  }
  static constexpr std::optional<int> predecessor(const int& v) noexcept {
    return v > 1 ? std::optional<int>(v - 1) : std::nullopt;
  }
  static constexpr int greatest() noexcept {
    return 9;
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
