// keyplate: the codec surface. A codec turns one field's value into key bytes and back; every
// field of a layout has one. Two tiers, as {fmt}'s `format_as` and `formatter`:
//
//   (a) `adapted<Codec, to, from>`: a type of yours stored as an existing codec's value, given
//       two functions (to and from that codec's value);
//   (b) a full codec: a struct with the members below.
//
// Required members of a full codec (`keyplate::codec`):
//   value_type             what `decode` yields (default-constructible)
//   input_type             what `encode` takes (`std::string_view` for text codecs)
//   min_size, max_size     fewest and most bytes `encode` writes (equal: a fixed-width codec);
//                          `min_size == 0` is allowed, but a layout must not be able to encode
//                          to an empty key
//   order_preserving       byte-wise (unsigned) order of encodings equals the value order
//   encode(char* out, input_type) -> result<char*>
//                          writes at most `max_size` bytes at `out`, returns the end; bad input
//                          is a `codec_error` whose offset points into the input value
//   decode(std::string_view text) -> result<value_type>
//                          `text` is exactly this field's bytes; accepts only what `encode`
//                          writes (strict); error offsets are relative to `text`
//
// Optional members, each checked when present (a member that is there with the wrong form is a
// `keyplate:` compile error naming it, never a silently missing feature):
//   encode_partial(char*, std::string_view) -> result<char*>     `kp::partial` values
//   successor(v), predecessor(v) -> std::optional<value_type>,
//   greatest() -> value_type                                     ranges (all three)
//   shape: std::array<char_run, N>                               `disjoint`, table neighbours
//   view_type, decode_view(text) -> result<view_type>            `K::decode_view`
//   decode_into(text, value_type&) -> std::optional<error>       decoding in place
//   name, alphabet: std::string_view                             what `describe` shows
//   attribute_type: attribute_kind, to_attribute(const value_type&) -> std::string,
//   from_attribute(std::string_view) -> result<value_type>       the item attribute (all three;
//                                                                `S`, `N` or `BOOL`)
//
// The rule the type system cannot see: a codec writes only bytes greater than `$` (0x24), so
// that `#` separates components and `$` bounds ranges. Where a codec's `encode` can run in a
// constant expression, layouts check it at compile time on sample values (its default value,
// `greatest()` and their neighbours), together with `min_size`/`max_size` and `shape`.
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "alphabet.hpp"
#include "attribute_kind.hpp"
#include "result.hpp"

namespace keyplate {

/// A type that can be a field of a layout (tier (b) above). Every built-in codec models it.
///
/// **Example** (see `examples/custom_codec.cpp`):
/// ```
/// struct priority {   // one digit, 1 to 9
///   using value_type = int;  using input_type = int;
///   static constexpr std::size_t min_size = 1, max_size = 1;
///   static constexpr bool order_preserving = true;
///   static constexpr kp::result<char*> encode(char* out, int level) noexcept;
///   static constexpr kp::result<int> decode(std::string_view text) noexcept;
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

/// A codec that can encode a leading part of a value, for `K::prefix(..., kp::partial(x))`:
/// `encode_partial(out, text)` writes the bytes every encoding of a matching value starts with,
/// or fails when no value's encoding starts that way.
template <class C>
concept partial_codec = codec<C> && requires(char* out, std::string_view text) {
  { C::encode_partial(out, text) } -> std::same_as<result<char*>>;
};

/// A codec whose field can carry a range condition (`K::range(..., kp::less(x))`): it preserves
/// order and steps through its value space, which is what makes every bound exact.
/// `successor(v)` / `predecessor(v)` are the next / previous value (`std::nullopt` at the ends),
/// `greatest()` the largest; values convert to `input_type`.
template <class C>
concept ordered_codec = codec<C> && C::order_preserving &&
    std::convertible_to<const typename C::value_type&, typename C::input_type> &&
    requires(const typename C::value_type& value) {
  { C::successor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::predecessor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::greatest() } -> std::same_as<typename C::value_type>;
};

/// A codec that describes its encodings as `static constexpr std::array<char_run, N> shape`.
/// Codecs without one are taken to write any `min_size..max_size` bytes above `$`.
template <class C>
concept described_codec = codec<C> && requires {
  { C::shape.size() } -> std::convertible_to<std::size_t>;
  { C::shape[0] } -> std::convertible_to<const char_run&>;
};

/// A codec that decodes without copying out of the key, for `K::decode_view`: `view_type` and
/// `decode_view(text) -> result<view_type>`, checking exactly what `decode` checks (`string<>`
/// yields an `escaped_view`). Codecs without one are read with `decode`.
template <class C>
concept viewing_codec = codec<C> && requires(std::string_view text) {
  typename C::view_type;
  { C::decode_view(text) } -> std::same_as<result<typename C::view_type>>;
};

/// A codec that decodes into an existing value: `decode_into(text, value) ->
/// std::optional<error>` does what `decode` does without a temporary (worth it for large values).
template <class C>
concept in_place_codec = codec<C> && requires(std::string_view text, typename C::value_type& v) {
  { C::decode_into(text, v) } -> std::same_as<std::optional<error>>;
};

/// A codec that names itself: `static constexpr std::string_view name = "...";`.
template <class C>
concept named_codec = requires {
  { C::name } -> std::convertible_to<std::string_view>;
};

/// A codec that declares its item attribute (`Entity::item`): `attribute_type` (`S`, `N` or
/// `BOOL`), `to_attribute(value)` (the attribute's text: `"42"`, the raw string, `"true"`) and
/// `from_attribute(text)` (strict: only what `to_attribute` writes). Codecs without one are
/// stored as `S` in their key form.
template <class C>
concept attribute_codec = codec<C> &&
    requires(const typename C::value_type& v, std::string_view t) {
  { C::attribute_type } -> std::convertible_to<attribute_kind>;
  { C::to_attribute(v) } -> std::same_as<std::string>;
  { C::from_attribute(t) } -> std::same_as<result<typename C::value_type>>;
};

namespace detail {
// `T`, spelled so that it depends on the template parameter `P` of the codec that names it.
// The built-in codecs' members return `std::optional<value_type>` and `result<value_type>`;
// with a dependent value type those are instantiated where a key uses the codec, not in every
// translation unit that includes its header (run.py --suite include measures that cost). The
// class codecs (`boolean`, `int64`, `ulid`, `uuid`, `date`) derive from templates over their
// value type for the same reason (and stay classes, so that diagnostics name them as users
// spell them); `string<Max>` and `uint<Width>` spell theirs `deferred<T, Max>::type`.
template <class T, auto P>
struct deferred {
  using type = T;
};

template <class C>
struct view_type_of {
  using type = typename C::value_type;
};
template <viewing_codec C>
struct view_type_of<C> {
  using type = typename C::view_type;
};
}  // namespace detail

/// What `K::decode_view` yields for a field of codec `C`.
template <class C>
using view_type_t = typename detail::view_type_of<C>::type;

/// The name `describe` shows for `C`: its `name`, or `"custom codec"`.
///
/// **Example**: `keyplate::codec_name<keyplate::uint<10>>()` is `"uint<10>"`.
template <codec C>
constexpr std::string_view codec_name() noexcept {
  if constexpr (named_codec<C>) {
    return C::name;
  } else {
    return "custom codec";
  }
}

namespace detail {
template <class T>
struct unwrap_result {
  using type = T;
};
template <class T>
struct unwrap_result<result<T>> {
  using type = T;
};

// What `adapted` forwards from its underlying codec when that codec has it.
template <class U>
struct adapted_shape {};
template <described_codec U>
struct adapted_shape<U> {
  static constexpr auto shape = U::shape;
};
template <class U>
struct adapted_attribute {};
template <attribute_codec U>
struct adapted_attribute<U> {
  static constexpr attribute_kind attribute_type = U::attribute_type;
};
}  // namespace detail

/// Tier (a): a type of yours stored as the value of an existing codec `Underlying`, through two
/// functions: `To(value)` gives the underlying codec's input, `From(underlying value)` gives your
/// value back (or a `result` with an error, for underlying values that are not yours). Sizes,
/// shape, partial values and the item attribute come from `Underlying`. `To` must be
/// injective; decoding checks that `From` and `To` round-trip, so decode stays strict. Say
/// `OrderPreserving = true` only when `To` is strictly increasing (then the layout's order is
/// your values' order). Ranges need a full codec (tier (b)).
///
/// **Example**:
/// ```
/// enum class color { red, green, blue };
/// constexpr std::string_view color_name(color c) { return c == color::red ? "red" : ...; }
/// constexpr kp::result<color> color_from(const std::string& s) { ... }
/// using color_codec = kp::adapted<kp::string<8>, color_name, color_from>;
/// using ItemKey = kp::key<"ITEM#{color}#{id}", color_codec, kp::ulid>;
/// ```
template <codec Underlying, auto To, auto From, bool OrderPreserving = false>
struct adapted : detail::adapted_shape<Underlying>, detail::adapted_attribute<Underlying> {
  using underlying = Underlying;
  using value_type = typename detail::unwrap_result<
      std::invoke_result_t<decltype(From), const typename Underlying::value_type&>>::type;
  using input_type = value_type;
  static constexpr std::size_t min_size = Underlying::min_size;
  static constexpr std::size_t max_size = Underlying::max_size;
  static constexpr bool order_preserving = OrderPreserving && Underlying::order_preserving;
  static constexpr std::string_view name = codec_name<Underlying>();

  static constexpr result<char*> encode(char* out, const value_type& value) {
    return Underlying::encode(out, To(value));
  }

  static constexpr result<value_type> decode(std::string_view text) {
    result<typename Underlying::value_type> raw = Underlying::decode(text);
    if (!raw) return raw.error();
    result<value_type> value = From(*raw);
    if (!value) return codec_error(value.error().code, 0);
    // Strict: only the encoding of a value of yours decodes (From may accept more than To makes).
    char again[max_size > 0 ? max_size : 1];
    const result<char*> end = Underlying::encode(again, To(*value));
    if (!end || std::string_view(again, static_cast<std::size_t>(*end - again)) != text) {
      return codec_error(error_code::not_canonical, 0);
    }
    return value;
  }

  /// A leading part of the underlying encoding, when the underlying codec takes one.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) requires
      partial_codec<Underlying> {
    return Underlying::encode_partial(out, text);
  }

  /// The underlying codec's attribute of `value`.
  static std::string to_attribute(const value_type& value) requires attribute_codec<Underlying> {
    return Underlying::to_attribute(canonical(value));
  }
  static result<value_type> from_attribute(std::string_view text) requires
      attribute_codec<Underlying> {
    result<typename Underlying::value_type> raw = Underlying::from_attribute(text);
    if (!raw) return raw.error();
    result<value_type> value = From(*raw);
    if (!value) return codec_error(value.error().code, 0);
    if (Underlying::to_attribute(canonical(*value)) != text) {
      return codec_error(error_code::not_canonical, 0);
    }
    return value;
  }

 private:
  // The underlying codec's value for `value`, as its decode returns it.
  static typename Underlying::value_type canonical(const value_type& value) {
    char text[max_size > 0 ? max_size : 1];
    const result<char*> end = Underlying::encode(text, To(value));
    if (!end) return {};
    result<typename Underlying::value_type> raw =
        Underlying::decode(std::string_view(text, static_cast<std::size_t>(*end - text)));
    return raw ? std::move(*raw) : typename Underlying::value_type{};
  }
};

}  // namespace keyplate
