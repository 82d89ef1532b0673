// Up to 100 distinct secondary indexes, for the cases about an entity keyed on more than 64:
// `numbered_index<I>` has attributes "pI"/"sI" and name "gI" (I in two digits, "p00".."p99").
#pragma once

#include <cstddef>
#include <keyplate/fixed_string.hpp>
#include <keyplate/schema/index.hpp>

namespace keyplate_test {
template <char Prefix, std::size_t I>
constexpr keyplate::fixed_string<3> numbered_name() {
  static_assert(I < 100);
  const char text[4] = {Prefix, static_cast<char>('0' + I / 10), static_cast<char>('0' + I % 10),
                        '\0'};
  return keyplate::fixed_string<3>(text);
}
template <std::size_t I>
using numbered_index =
    keyplate::index<numbered_name<'p', I>(), numbered_name<'s', I>(), numbered_name<'g', I>()>;
}  // namespace keyplate_test
