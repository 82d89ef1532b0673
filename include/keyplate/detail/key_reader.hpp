// keyplate: decoding a key: literal 0, then each field's text (fixed width, or up to the next
// `#`) through its codec, each followed by its literal; strict, first problem reported with its
// byte offset and field.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "../codec.hpp"
#include "../result.hpp"
#include "config.hpp"
#include "for_overwrite.hpp"
#include "simd.hpp"

namespace keyplate::detail {

// Matches `literal` at `key[pos]` and advances `pos`; on failure sets `err` to the first byte
// that differs (or the end of the key).
constexpr bool read_literal(std::string_view key, std::size_t& pos, std::string_view literal,
                            error& err) noexcept {
  if (key.size() - pos >= literal.size() &&
      std::string_view(key.data() + pos, literal.size()) == literal) {
    pos += literal.size();
    return true;
  }
  for (std::size_t i = 0; i != literal.size(); ++i, ++pos) {
    if (pos == key.size()) {
      err = codec_error(error_code::missing_component, pos);
      return false;
    }
    if (key[pos] != literal[i]) {
      err = codec_error(error_code::literal_mismatch, pos);
      return false;
    }
  }
  return true;
}

// The bytes of the field starting at `key[pos]`: exactly `min_size` bytes for a fixed-width
// codec, else everything up to the next `#` (no codec writes one) or the end. An empty field of
// a codec that never writes nothing is a missing component.
KEYPLATE_CLANG_INLINE constexpr bool field_text(std::string_view key, std::size_t pos, bool fixed,
                                                std::size_t min_size, std::string_view& text,
                                                error& err) noexcept {
  const std::size_t end = fixed ? pos + min_size : find_byte(key, pos, '#');
  if (min_size > 0 && (pos == key.size() || end == pos)) {
    err = codec_error(error_code::missing_component, pos);
    return false;
  }
  if (end > key.size()) {
    err = codec_error(error_code::invalid_length, key.size());
    return false;
  }
  text = std::string_view(key.data() + pos, end - pos);  // in bounds: checked above
  return true;
}

// Decodes one field's `text` into `out`, the field's slot in the decoded values: with
// `decode_view` when `View` and the codec has one, else in place with `decode_into` when the
// codec has it (no temporary copy of a large value), else with `decode`.
template <class C, bool View, class Value>
KEYPLATE_CLANG_INLINE constexpr std::optional<error> decode_field(std::string_view text,
                                                                  Value& out) {
  if constexpr (View && viewing_codec<C>) {
    auto value = C::decode_view(text);
    if (!value) return value.error();
    out = *value;
  } else if constexpr (in_place_codec<C>) {
    return C::decode_into(text, out);
  } else {
    auto value = C::decode(text);
    if (!value) return value.error();
    out = std::move(*value);
  }
  return std::nullopt;
}

// `Facts` is the layout's `layout_facts`, `Cs` its codecs.
template <class Facts, class... Cs>
struct key_reader {
  template <std::size_t I>
  using codec_at = std::tuple_element_t<I, std::tuple<Cs...>>;

  // Every field fixed width: a key of exactly `max_size` bytes has every literal and field at a
  // known offset, so one size check replaces the per-step bounds checks.
  static constexpr bool all_fixed = (true && ... && fixed_width<Cs>);

  // Decodes into a result that holds the values from the start, so each field is written once,
  // in place, and the result is returned without copying (one named return value).
  template <class Out, bool View>
  KEYPLATE_CLANG_INLINE static constexpr result<Out> decode(std::string_view key) {
    if constexpr (all_fixed) {
      if (!std::is_constant_evaluated() && key.size() == Facts::max_size) {
        return decode_sized<Out, View, true>(key);
      }
    }
    return decode_sized<Out, View, false>(key);
  }

  // `Sized`: the key is known to have exactly `max_size` bytes, and every field is fixed width.
  template <class Out, bool View, bool Sized>
  KEYPLATE_CLANG_INLINE static constexpr result<Out> decode_sized(std::string_view key) {
    result<Out> decoded{std::in_place, for_overwrite};
    error err{};
    std::size_t pos = 0;
    bool ok = Sized || !key.empty();
    if (!ok) err = codec_error(error_code::empty_key, 0);
    const auto read_fields = [&]<std::size_t... I>(std::index_sequence<I...>)
        KEYPLATE_INLINE_LAMBDA {
      return (read_field<I, View, Sized>(key, pos, decoded->template get<I>(), err) && ...);
    };
    ok = ok && read_literal_at<0, Sized>(key, pos, err) &&
         read_fields(std::index_sequence_for<Cs...>{});
    if (!Sized && ok && pos != key.size()) {
      err = codec_error(error_code::extra_component, pos);
      ok = false;
    }
    if (!ok) decoded = err;
    return decoded;
  }

  // Literal `I` at `key[pos]`. Its length is a constant here, so the common case is a few wide
  // compares; the general `read_literal` runs only to place an error.
  template <std::size_t I, bool Sized>
  KEYPLATE_CLANG_INLINE static constexpr bool read_literal_at(std::string_view key,
                                                              std::size_t& pos, error& err) {
    constexpr std::string_view text = Facts::literal(I);
    if constexpr (text.empty()) {
      return true;
    } else {
      if (!std::is_constant_evaluated() && (Sized || key.size() - pos >= text.size()) &&
          __builtin_memcmp(key.data() + pos, text.data(), text.size()) == 0) {
        pos += text.size();
        return true;
      }
      return read_literal(key, pos, text, err);
    }
  }

  template <std::size_t I, bool View, bool Sized, class Value>
  KEYPLATE_CLANG_INLINE static constexpr bool read_field(std::string_view key, std::size_t& pos,
                                                         Value& out, error& err) {
    using C = codec_at<I>;
    if constexpr (!Sized && ends_key_unseparated<I>) {
      // The last field, variable width, nothing after it: its text is the rest of the key. No
      // codec writes '#', so no valid text holds one and there is nothing to scan for; a text
      // that fails is read again the general way, so the error is the same (a '#' in it is
      // extra data, not a bad byte of the field).
      const std::string_view rest = key.substr(pos);
      if (C::min_size == 0 || !rest.empty()) {
        if (!decode_field<C, View>(rest, out)) {
          pos = key.size();
          return true;
        }
      }
    }
    std::string_view text;
    if constexpr (Sized) {
      text = std::string_view(key.data() + pos, C::min_size);  // in bounds: the key is whole
    } else if (!field_text(key, pos, fixed_width<C>, C::min_size, text, err)) {
      err.field = Facts::field_names[I];
      return false;
    }
    if (const std::optional<error> problem = decode_field<C, View>(text, out)) {
      err = *problem;
      err.field = Facts::field_names[I];
      err.offset += pos;
      return false;
    }
    pos += text.size();
    return read_literal_at<I + 1, Sized>(key, pos, err);
  }

 private:
  template <std::size_t I>
  static constexpr bool ends_key_unseparated =
      I + 1 == sizeof...(Cs) && Facts::literal(sizeof...(Cs)).empty() && !fixed_width<codec_at<I>>;
};

}  // namespace keyplate::detail
