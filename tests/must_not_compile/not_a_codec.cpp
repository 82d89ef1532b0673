// expect: keyplate: a codec's encode.char\* out, input_type. must return keyplate::result<char\*>
// single-error
// Must not compile: A field type whose encode returns char* instead of keyplate::result<char*>.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <string_view>

namespace kp = keyplate;

#ifndef KEYPLATE_MNC_CONTROL
using encode_result = char*;
#else
using encode_result = kp::result<char*>;
#endif

// A one-letter flag field; everything is right except the return type of encode.
struct flag_codec {
  using value_type = bool;
  using input_type = bool;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr encode_result encode(char* out, bool on) noexcept {
    *out = on ? 'Y' : 'N';
    return out + 1;
  }
  static constexpr kp::result<bool> decode(std::string_view text) noexcept {
    if (text != "Y" && text != "N") return kp::error{kp::error_code::invalid_character, {}, 0};
    return text == "Y";
  }
};

using layout = kp::key<"FLAG#{on}", flag_codec>;
static_assert(layout::field_count == 1);
