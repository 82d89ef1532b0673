// expect: keyplate: this field's codec does not support ranges
// single-error
// Must not compile: a range on a field whose codec preserves order but cannot step through its
// values (no successor, predecessor or greatest), so exact bounds cannot be built.
// (-DKEYPLATE_MNC_CONTROL builds the corrected code, which must compile.)
#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <optional>
#include <string_view>

namespace kp = keyplate;

// A priority from 1 to 9, written as one digit.
struct priority_codec {
  using value_type = int;
  using input_type = int;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 1;
  static constexpr bool order_preserving = true;

  static constexpr kp::result<char*> encode(char* out, int level) noexcept {
    if (level < 1 || level > 9) return kp::error{kp::error_code::out_of_range, {}, 0};
    *out = static_cast<char>('0' + level);
    return out + 1;
  }
  static constexpr kp::result<int> decode(std::string_view text) noexcept {
    if (text.size() != 1 || text[0] < '1' || text[0] > '9') {
      return kp::error{kp::error_code::invalid_character, {}, 0};
    }
    return text[0] - '0';
  }
#ifdef KEYPLATE_MNC_CONTROL
  static constexpr std::optional<int> successor(const int& level) noexcept {
    if (level >= 9) return std::nullopt;
    return level + 1;
  }
  static constexpr std::optional<int> predecessor(const int& level) noexcept {
    if (level <= 1) return std::nullopt;
    return level - 1;
  }
  static constexpr int greatest() noexcept {
    return 9;
  }
#endif
};

using ticket_key = kp::key<"PRIORITY#{level}#TICKET#{id}", priority_codec, kp::ulid>;

kp::result<kp::key_condition> urgent_tickets() {
  return ticket_key::try_range(kp::at_least(7));
}
