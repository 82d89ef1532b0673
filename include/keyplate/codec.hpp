// keyplate: the codec concept. A codec turns one field's value into key bytes and back.
#pragma once

#include <concepts>
#include <cstddef>
#include <string_view>

#include "result.hpp"

namespace keyplate {

/// A type that can be a field of a layout. Every built-in codec (`string<>`, `uint<W>`, `int64`,
/// `ulid`, `uuid`, `date`, `timestamp<D>`) models it; a user type becomes a codec by providing:
///
/// - `value_type`: what `decode` yields (default-constructible);
/// - `input_type`: what `encode` takes (e.g. `std::string_view` for text codecs);
/// - `min_size`, `max_size`: the fewest and most bytes `encode` can write (equal for a
///   fixed-width codec; `min_size == 0` is allowed, but a layout must not be able to encode to an
///   empty key);
/// - `order_preserving`: true when byte-wise (unsigned) order of the encodings equals the value
///   order, and, for a variable-width codec, no encoding is a proper prefix of another's that
///   sorts differently;
/// - `encode(char* out, input_type) -> result<char*>`: writes at most `max_size` bytes at `out`,
///   returns the end; on bad input returns an error whose offset points into the input value;
/// - `decode(std::string_view text) -> result<value_type>`: `text` is exactly this field's bytes;
///   accepts only what `encode` writes (strict), error offsets are relative to `text`.
///
/// The one rule the concept cannot check: a codec writes only bytes greater than `$` (0x24), so
/// that `#` can separate components and `$` can bound ranges. Escape anything lower.
///
/// **Example** (see `examples/custom_codec.cpp`):
/// ```
/// struct color_codec {
///   using value_type = color;  using input_type = color;
///   static constexpr std::size_t min_size = 1, max_size = 1;
///   static constexpr bool order_preserving = true;
///   static constexpr keyplate::result<char*> encode(char* out, color c) noexcept;
///   static constexpr keyplate::result<color> decode(std::string_view text) noexcept;
/// };
/// ```
template <class C>
concept codec = std::default_initializable<typename C::value_type> &&
    requires(char* out, typename C::input_type input, std::string_view text) {
  { C::min_size } -> std::convertible_to<std::size_t>;
  { C::max_size } -> std::convertible_to<std::size_t>;
  { C::order_preserving } -> std::convertible_to<bool>;
  { C::encode(out, input) } -> std::same_as<result<char*>>;
  { C::decode(text) } -> std::same_as<result<typename C::value_type>>;
};

/// True when every encoding of `C` has the same length.
template <codec C>
inline constexpr bool fixed_width = C::min_size == C::max_size;

}  // namespace keyplate
