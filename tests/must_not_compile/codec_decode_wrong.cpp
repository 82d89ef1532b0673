// expect: keyplate: a codec's decode.std::string_view. must return keyplate::result<value_type>
// single-error
// Must not compile: a codec whose decode returns the value itself instead of a result.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <string_view>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using decode_result = int;
#else
using decode_result = kp::result<int>;
#endif

struct level_codec {
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
  static constexpr decode_result decode(std::string_view text) noexcept { return text[0] - '0'; }
};

using layout = kp::key<"LEVEL#{level}", level_codec>;
static_assert(layout::field_count == 1);
