// Test helpers shared by the codec tests: errors and results as one comparable line of text, and
// one value encoded with one codec.
#pragma once

#include <cstddef>
#include <keyplate/keyplate.hpp>
#include <string>
#include <string_view>

namespace keyplate_test {

// "error: <code> at <offset>", then " in <field>" when the error names a field.
inline std::string describe(const keyplate::error& e) {
  std::string text =
      "error: " + std::string(keyplate::to_string(e.code)) + " at " + std::to_string(e.offset);
  if (!e.field.empty()) text += " in " + std::string(e.field);
  return text;
}

// The text `describe` gives for that error: what a failing call is compared with.
inline std::string fails(keyplate::error_code code, std::size_t offset,
                         std::string_view field = {}) {
  return describe(keyplate::error{code, field, offset});
}

// The error of `r` as `describe` writes it, or "no error".
template <class T>
std::string failure(const keyplate::result<T>& r) {
  return r ? std::string("no error") : describe(r.error());
}

// The bytes codec `C` writes for `in`, or its error as `describe` writes it:
// `encoded<kp::ulid>("01arz3ndektsv4rrffq69g5fav")`.
template <class C>
std::string encoded(typename C::input_type in) {
  char buffer[C::max_size];
  const keyplate::result<char*> end = C::encode(buffer, in);
  return end ? std::string(buffer, *end) : describe(end.error());
}

// `text` with the byte at `at` replaced by `c`.
inline std::string with(std::string text, std::size_t at, char c) {
  text[at] = c;
  return text;
}

}  // namespace keyplate_test
