// keyplate: the codec concept. A codec turns one field's value into key bytes and back.
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string_view>

#include "alphabet.hpp"
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
/// Optionally, `decode_into(std::string_view text, value_type& out) -> std::optional<error>`
/// does what `decode` does but writes the value in place (keyplate then uses it: worth it for
/// large values, such as `ulid`'s inline text).
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

/// A codec whose field can carry a range condition (`K::range(..., kp::less(x))`): it preserves
/// order and can step through its value space, which is what makes every bound exact.
/// Provide `successor(v)` and `predecessor(v)` (the next / previous value, or `std::nullopt` at
/// the ends) and `greatest()` (the largest value); values must convert to `input_type`.
template <class C>
concept ordered_codec = codec<C> && C::order_preserving &&
    std::convertible_to<const typename C::value_type&, typename C::input_type> &&
    requires(const typename C::value_type& value) {
  { C::successor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::predecessor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::greatest() } -> std::same_as<typename C::value_type>;
};

/// A codec that can encode a leading part of a value, for `K::prefix(..., kp::partial(x))`:
/// `encode_partial(out, text)` writes the bytes every encoding of a matching value starts with,
/// or returns an error when no value's encoding starts that way.
template <class C>
concept partial_codec = codec<C> && requires(char* out, std::string_view text) {
  { C::encode_partial(out, text) } -> std::same_as<result<char*>>;
};

/// A codec that describes its encodings as `static constexpr std::array<char_run, N> shape`.
/// Codecs without one are taken to write any `min_size..max_size` bytes above `$`.
template <class C>
concept described_codec = codec<C> && requires {
  { C::shape.size() } -> std::convertible_to<std::size_t>;
  { C::shape[0] } -> std::convertible_to<const char_run&>;
};

/// A codec that can decode without copying out of the key, for `K::decode_view`: it declares
/// `view_type` and `decode_view(text) -> result<view_type>`, which checks exactly what `decode`
/// checks (`string<>` yields an `escaped_view`). Codecs without one are read with `decode`.
template <class C>
concept viewing_codec = codec<C> && requires(std::string_view text) {
  typename C::view_type;
  { C::decode_view(text) } -> std::same_as<result<typename C::view_type>>;
};

namespace detail {
template <class C>
struct view_type_of {
  using type = typename C::value_type;
};
template <viewing_codec C>
struct view_type_of<C> {
  using type = typename C::view_type;
};

// Decodes one field's `text` into `out`, the field's slot in the decoded values: with
// `decode_view` when `View` and the codec has one, else in place with `decode_into` when the
// codec has it (no temporary copy of a large value), else with `decode`.
template <class C, bool View, class Value>
constexpr std::optional<error> decode_field(std::string_view text, Value& out) {
  if constexpr (View && viewing_codec<C>) {
    auto value = C::decode_view(text);
    if (!value) return value.error();
    out = *value;
  } else if constexpr (requires {
                         { C::decode_into(text, out) } -> std::same_as<std::optional<error>>;
                       }) {
    return C::decode_into(text, out);
  } else {
    auto value = C::decode(text);
    if (!value) return value.error();
    out = std::move(*value);
  }
  return std::nullopt;
}
}  // namespace detail

/// What `K::decode_view` yields for a field of codec `C`.
template <class C>
using view_type_t = typename detail::view_type_of<C>::type;

}  // namespace keyplate
