// keyplate: stepping a fixed-width text of digits in some alphabet to the next or previous
// value (the successor and predecessor of ULIDs and UUIDs).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace keyplate::detail {

// Adds `step` (+1 or -1) to `text`, read as digits of `alphabet` with the most significant first.
// `largest(i)` is the largest digit value allowed at position `i`, or -1 for a position that is
// not a digit (a dash). Returns nothing when the step leaves the value space.
template <class Text, class Largest>
constexpr std::optional<Text> step_digits(Text text, std::string_view alphabet, int step,
                                          Largest largest) {
  for (std::size_t i = text.size(); i-- != 0;) {
    const int limit = largest(i);
    if (limit < 0) continue;
    const int digit = static_cast<int>(alphabet.find(text[i]));
    const int next = digit + step;
    if (next >= 0 && next <= limit) {
      text[i] = alphabet[static_cast<std::size_t>(next)];
      return text;
    }
    // Wrap this digit and carry (or borrow) into the one before it.
    text[i] = alphabet[static_cast<std::size_t>(step > 0 ? 0 : limit)];
  }
  return std::nullopt;
}

}  // namespace keyplate::detail
