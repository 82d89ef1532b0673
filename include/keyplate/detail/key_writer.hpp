// keyplate: writing a key, or the leading part of one (a prefix): literal 0, then each value
// through its codec, each followed by its literal. Shared by encode, prefix and range.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../result.hpp"
#include "config.hpp"
#include "nth_argument.hpp"

namespace keyplate::detail {

// `Facts` is the layout's `layout_facts`, `Cs` its codecs.
template <class Facts, class... Cs>
struct key_writer {
  template <std::size_t I>
  using codec_at = std::tuple_element_t<I, std::tuple<Cs...>>;

  // Literal `I`; its length is a constant, so this is a few moves, not a byte loop.
  template <std::size_t I>
  KEYPLATE_ALWAYS_INLINE static constexpr char* write_literal(char* out) noexcept {
    constexpr std::string_view text = Facts::literal(I);
    if constexpr (!text.empty()) {
      if (std::is_constant_evaluated()) {
        for (const char c : text) *out++ = c;
        return out;
      }
      __builtin_memcpy(out, text.data(), text.size());
    }
    return out + text.size();
  }

  template <std::size_t I, class In>
  KEYPLATE_ALWAYS_INLINE static constexpr bool write_field(char*& out, error& err, const In& in) {
    const result<char*> written = codec_at<I>::encode(out, in);
    if (!written) {
      err = written.error();
      err.field = Facts::field_names[I];
      return false;
    }
    out = write_literal<I + 1>(*written);
    return true;
  }

  // Literal 0, then the first K of `args`, each followed by its literal: with every value the
  // key, with fewer the exact prefix for those values.
  template <std::size_t K, class... Args>
  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> write(char* out, const Args&... args) {
    out = write_literal<0>(out);
    error err{};
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) KEYPLATE_INLINE_LAMBDA {
      return (write_field<I>(out, err, nth_argument<I>(args...)) && ...);
    }
    (std::make_index_sequence<K>{});
    if (!ok) return err;
    return out;
  }

  // Runs `write` into a buffer and returns its bytes as a string. Small layouts use the stack,
  // so the only allocation is the returned string's, built in place in the result.
  template <class Write>
  static constexpr result<std::string> to_string(Write write) {
    if constexpr (Facts::max_size <= stack_limit) {
      char buffer[Facts::max_size > 0 ? Facts::max_size : 1];
      const result<char*> end = write(buffer);
      if (!end) return end.error();
      return result<std::string>(std::in_place, buffer, *end);
    } else {
      std::string text(Facts::max_size, '\0');
      const result<char*> end = write(text.data());
      if (!end) return end.error();
      text.resize(static_cast<std::size_t>(*end - text.data()));
      return text;
    }
  }

  // `to_string` for the throwing conveniences: the string is built straight in the return
  // value, and a failure throws `key_error`.
  template <class Write>
  static constexpr std::string to_string_or_throw(Write write) {
    if constexpr (Facts::max_size <= stack_limit) {
      char buffer[Facts::max_size > 0 ? Facts::max_size : 1];
      const result<char*> end = write(buffer);
      if (!end) throw_key_error(end.error());
      return std::string(buffer, *end);
    } else {
      return to_string(write).value();
    }
  }

 private:
  static constexpr std::size_t stack_limit = 4096;
};

}  // namespace keyplate::detail
