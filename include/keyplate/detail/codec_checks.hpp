// keyplate: checking a field type against the codec surface (codec.hpp) once per codec type,
// member by member, so that a wrong member is a `keyplate:` error naming it, and an optional
// member with the wrong form is an error instead of a silently missing feature.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../alphabet.hpp"
#include "../codec.hpp"
#include "../result.hpp"

namespace keyplate::detail {

// `has_<member><C>`: C declares a member of that name, whatever its kind or type. A probe class
// with a member of the same name is derived from together with C; the name is then ambiguous
// exactly when C has one. (Final classes cannot be probed: their optional members are then
// checked only where the feature is used.)
#define KEYPLATE_DETAIL_MEMBER_PROBE(member)                                      \
  struct probe_##member {                                                         \
    int member;                                                                   \
  };                                                                              \
  template <class C>                                                              \
  struct probe_##member##_in : C, probe_##member {};                              \
  template <class C>                                                              \
  concept has_##member = std::is_class_v<C> && !std::is_final_v<C> && !requires { \
    &probe_##member##_in<C>::member;                                              \
  };

KEYPLATE_DETAIL_MEMBER_PROBE(encode_partial)
KEYPLATE_DETAIL_MEMBER_PROBE(successor)
KEYPLATE_DETAIL_MEMBER_PROBE(predecessor)
KEYPLATE_DETAIL_MEMBER_PROBE(greatest)
KEYPLATE_DETAIL_MEMBER_PROBE(shape)
KEYPLATE_DETAIL_MEMBER_PROBE(decode_view)
KEYPLATE_DETAIL_MEMBER_PROBE(decode_into)
KEYPLATE_DETAIL_MEMBER_PROBE(name)
KEYPLATE_DETAIL_MEMBER_PROBE(alphabet)
KEYPLATE_DETAIL_MEMBER_PROBE(attribute_type)
KEYPLATE_DETAIL_MEMBER_PROBE(to_attribute)
KEYPLATE_DETAIL_MEMBER_PROBE(from_attribute)
#undef KEYPLATE_DETAIL_MEMBER_PROBE

template <class C>
concept has_value_type = requires {
  typename C::value_type;
};
template <class C>
concept has_input_type = requires {
  typename C::input_type;
};
template <class C>
concept has_view_type = requires {
  typename C::view_type;
};

// The required members one at a time (each implies the ones before it), so the first missing
// or wrong one is the one the message names.
template <class C>
concept codec_types =
    has_value_type<C> && has_input_type<C> && std::default_initializable<typename C::value_type>;
template <class C>
concept codec_sizes = codec_types<C> && requires {
  { C::min_size } -> std::convertible_to<std::size_t>;
  { C::max_size } -> std::convertible_to<std::size_t>;
};
template <class C>
concept codec_order = codec_sizes<C> && requires {
  { C::order_preserving } -> std::convertible_to<bool>;
};
template <class C>
concept codec_encode = codec_order<C> && requires(char* out, typename C::input_type input) {
  { C::encode(out, input) } -> std::same_as<result<char*>>;
};

// The stepping members of `ordered_codec`, without its demand for order: a codec may step
// through values it does not keep in order (ranges then refuse it for that reason).
template <class C>
concept stepping_codec = codec<C> &&
    std::convertible_to<const typename C::value_type&, typename C::input_type> &&
    requires(const typename C::value_type& value) {
  { C::successor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::predecessor(value) } -> std::same_as<std::optional<typename C::value_type>>;
  { C::greatest() } -> std::same_as<typename C::value_type>;
};

// One entry per rule; `ok` is true when every rule holds. Each static_assert is guarded by the
// rules before it, so one mistake gives one message.
template <class C>
struct codec_checks {
  static constexpr bool types = codec_types<C>;
  static_assert(types,
                "keyplate: a codec needs member types value_type (default-constructible) and "
                "input_type (see codec.hpp)");
  static constexpr bool sizes = !types || codec_sizes<C>;
  static_assert(sizes,
                "keyplate: a codec needs static constexpr min_size and max_size (the fewest and "
                "most bytes encode writes)");
  static constexpr bool order = !types || !sizes || codec_order<C>;
  static_assert(order, "keyplate: a codec needs static constexpr bool order_preserving");
  static constexpr bool encodes = !codec_order<C> || codec_encode<C>;
  static_assert(encodes,
                "keyplate: a codec's encode(char* out, input_type) must return "
                "keyplate::result<char*>");
  static constexpr bool decodes = !codec_encode<C> || codec<C>;
  static_assert(decodes,
                "keyplate: a codec's decode(std::string_view) must return "
                "keyplate::result<value_type>");
  static constexpr bool required = codec<C>;

  static constexpr bool sizes_ordered = [] {
    if constexpr (required) {
      return C::min_size <= C::max_size;
    } else {
      return true;
    }
  }();
  static_assert(sizes_ordered, "keyplate: a codec's min_size is greater than its max_size");

  // Optional members: present means the feature is on, so the form must be right.
  static constexpr bool partial_ok = !required || !has_encode_partial<C> || partial_codec<C>;
  static_assert(partial_ok,
                "keyplate: a codec's encode_partial must be encode_partial(char*, "
                "std::string_view) -> keyplate::result<char*>");
  static constexpr bool any_step = has_successor<C> || has_predecessor<C> || has_greatest<C>;
  static constexpr bool steps_ok = !required || !any_step || stepping_codec<C>;
  static_assert(steps_ok,
                "keyplate: a codec with successor, predecessor or greatest needs all three "
                "(successor(v), predecessor(v) -> std::optional<value_type>, greatest() -> "
                "value_type) and value_type convertible to input_type");
  static constexpr bool shape_ok = !required || !has_shape<C> || described_codec<C>;
  static_assert(shape_ok,
                "keyplate: a codec's shape must be a static constexpr std::array<keyplate::"
                "char_run, N>");
  static constexpr bool view_ok =
      !required || (!has_view_type<C> && !has_decode_view<C>) || viewing_codec<C>;
  static_assert(view_ok,
                "keyplate: a codec with view_type or decode_view needs both, as "
                "decode_view(std::string_view) -> keyplate::result<view_type>");
  static constexpr bool into_ok = !required || !has_decode_into<C> || in_place_codec<C>;
  static_assert(into_ok,
                "keyplate: a codec's decode_into must be decode_into(std::string_view, "
                "value_type&) -> std::optional<keyplate::error>");
  static constexpr bool name_ok = !required || !has_name<C> || named_codec<C>;
  static_assert(name_ok, "keyplate: a codec's name must convert to std::string_view");
  static constexpr bool alphabet_ok = !required || !has_alphabet<C> || requires {
    { C::alphabet } -> std::convertible_to<std::string_view>;
  };
  static_assert(alphabet_ok, "keyplate: a codec's alphabet must convert to std::string_view");
  static constexpr bool any_attribute =
      has_attribute_type<C> || has_to_attribute<C> || has_from_attribute<C>;
  static constexpr bool attribute_ok = !required || !any_attribute || attribute_codec<C>;
  static_assert(attribute_ok,
                "keyplate: a codec with attribute_type, to_attribute or from_attribute needs all "
                "three (keyplate::attribute_kind attribute_type, to_attribute(const "
                "value_type&) -> std::string, from_attribute(std::string_view) -> "
                "keyplate::result<value_type>)");
  // A codec writes one scalar's text; the collection types have no text to write.
  static constexpr bool attribute_scalar_ok = [] {
    if constexpr (required && attribute_codec<C>) {
      constexpr attribute_kind kind = C::attribute_type;
      return kind == attribute_kind::S || kind == attribute_kind::N || kind == attribute_kind::BOOL;
    } else {
      return true;
    }
  }();
  static_assert(attribute_scalar_ok,
                "keyplate: a codec's attribute_type must be attribute_kind::S, N or BOOL (a codec "
                "writes one scalar's text)");

  static constexpr bool members = required && sizes_ordered && partial_ok && steps_ok && shape_ok &&
                                  view_ok && into_ok && name_ok && alphabet_ok && attribute_ok &&
                                  attribute_scalar_ok;
};

// ---- The bytes a codec writes, checked during constant evaluation ---------------------------

// What went wrong with one sample encoding (none: it was fine or did not encode).
enum class sample_problem { none, reserved_byte, too_short, too_long, outside_shape };

template <class C>
constexpr sample_problem check_encoding(const typename C::input_type& input) {
  char text[C::max_size + 16]{};
  const result<char*> end = C::encode(text, input);
  if (!end) return sample_problem::none;
  const auto size = static_cast<std::size_t>(*end - text);
  if (size < C::min_size) return sample_problem::too_short;
  if (size > C::max_size) return sample_problem::too_long;
  byte_set allowed = codec_bytes;
  if constexpr (described_codec<C>) {
    allowed = byte_set{};
    for (const char_run& run : C::shape) allowed = allowed | run.bytes;
  }
  for (std::size_t i = 0; i != size; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte <= 0x24) return sample_problem::reserved_byte;
    if (!allowed.contains(byte)) return sample_problem::outside_shape;
  }
  return sample_problem::none;
}

// The first problem among a few sample values: the default value, and for ordered codecs the
// greatest value and the neighbours of both ends.
template <class C>
constexpr sample_problem check_samples() {
  sample_problem found = sample_problem::none;
  const auto sample = [&](const typename C::value_type& value) {
    if constexpr (std::convertible_to<const typename C::value_type&, typename C::input_type>) {
      if (found == sample_problem::none) found = check_encoding<C>(value);
    }
  };
  const typename C::value_type first{};
  sample(first);
  if constexpr (stepping_codec<C>) {
    const typename C::value_type last = C::greatest();
    sample(last);
    if (const auto next = C::successor(first)) sample(*next);
    if (const auto previous = C::predecessor(last)) sample(*previous);
  }
  return found;
}

// The samples' outcome when `C` encodes in constant expressions, else `none` (nothing checked).
template <class C>
constexpr sample_problem constant_sample_problem() {
  if constexpr (requires { typename std::integral_constant<sample_problem, check_samples<C>()>; }) {
    return check_samples<C>();
  } else {
    return sample_problem::none;
  }
}

template <class C>
struct codec_byte_checks {
  static constexpr sample_problem problem = constant_sample_problem<C>();
  static_assert(problem != sample_problem::reserved_byte,
                "keyplate: this codec wrote a byte at or below '$' (0x24): codecs may write "
                "only bytes above '$' ('#' separates components, '$' bounds ranges)");
  static_assert(problem != sample_problem::too_short,
                "keyplate: this codec wrote fewer bytes than its min_size");
  static_assert(problem != sample_problem::too_long,
                "keyplate: this codec wrote more bytes than its max_size");
  static_assert(problem != sample_problem::outside_shape,
                "keyplate: this codec wrote a byte that its shape does not allow");
  static constexpr bool ok = problem == sample_problem::none;
};

// A stand-in for a field type that failed its checks: it accepts every call a layout offers,
// so the one message above is all the compiler prints.
struct any_value {
  template <class T>
  constexpr any_value(const T&) noexcept {}  // NOLINT(google-explicit-constructor)
  constexpr any_value() noexcept = default;
};
// A template (always of `any_value`) so that its members, and the `result` and `std::optional`
// types they return, are instantiated only for a codec that failed, not in every translation
// unit that includes the layouts.
template <class Value = any_value>
struct failed_codec_of {
  using value_type = Value;
  using input_type = Value;
  static constexpr std::size_t min_size = 1;
  static constexpr std::size_t max_size = 1;
  static constexpr bool order_preserving = true;
  static constexpr std::string_view name = "invalid codec";
  static constexpr result<char*> encode(char* out, Value) noexcept { return out; }
  static constexpr result<char*> encode_partial(char* out, std::string_view) noexcept {
    return out;
  }
  static constexpr result<Value> decode(std::string_view) noexcept { return Value{}; }
  static constexpr std::optional<Value> successor(Value) noexcept { return {}; }
  static constexpr std::optional<Value> predecessor(Value) noexcept { return {}; }
  static constexpr Value greatest() noexcept { return {}; }
};
using failed_codec = failed_codec_of<>;

// `C` when it passes every check, else `failed_codec` (after the message naming the problem).
template <class C>
struct checked_codec {
  using checks = codec_checks<C>;
  static constexpr bool bytes_ok = [] {
    if constexpr (checks::members) {
      return codec_byte_checks<C>::ok;
    } else {
      return false;
    }
  }();
  using type = std::conditional_t<checks::members && bytes_ok, C, failed_codec>;
};

}  // namespace keyplate::detail
