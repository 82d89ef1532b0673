// keyplate: `enumeration<E, "OPEN", "SHIPPED", ...>`, an enum stored by name.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "../codec.hpp"
#include "../detail/config.hpp"
#include "../detail/text.hpp"
#include "../detail/utf8.hpp"
#include "../fixed_string.hpp"

namespace keyplate {

namespace detail {
// The checks on an enumeration's names, each a number so one static_assert names it.
enum class enumeration_problem {
  none,
  no_names,
  empty_name,
  reserved_byte,
  invalid_utf8,
  repeated
};

template <std::size_t N>
constexpr enumeration_problem check_names(const std::array<std::string_view, N>& names) {
  if (N == 0) return enumeration_problem::no_names;
  for (std::size_t i = 0; i != N; ++i) {
    const std::string_view name = names[i];
    if (name.empty()) return enumeration_problem::empty_name;
    for (const char c : name) {
      if (static_cast<unsigned char>(c) <= 0x24) return enumeration_problem::reserved_byte;
    }
    for (std::size_t at = 0; at < name.size();) {
      const std::size_t length = utf8_sequence_length(name, at);
      if (length == 0) return enumeration_problem::invalid_utf8;
      at += length;
    }
    for (std::size_t j = 0; j != i; ++j) {
      if (same_text(names[j], name)) return enumeration_problem::repeated;
    }
  }
  return enumeration_problem::none;
}

// True when the names are in increasing byte order, so declaration order is key order.
template <std::size_t N>
constexpr bool names_sorted(const std::array<std::string_view, N>& names) {
  for (std::size_t i = 1; i < N; ++i) {
    if (names[i - 1].compare(names[i]) >= 0) return false;
  }
  return true;
}
}  // namespace detail

/// Enum field stored by name: the `i`-th name is the enumerator whose underlying value is `i`
/// (declare the enum's enumerators in the same order, from 0). The key holds the name, so it
/// reads as `STATUS#SHIPPED`; the item attribute is the name too (`S`).
///
/// **Order**: DynamoDB sorts keys by their bytes, that is by name. When the names are listed
/// in increasing byte order, declaration order and key order agree: the codec is then
/// `order_preserving` and takes ranges (`kp::at_least(status::shipped)`). Listed otherwise,
/// it still works for equality, prefixes and partial names, and ranges do not compile, since
/// "between OPEN and SHIPPED" would mean one thing to the enum and another to the table.
///
/// **Example**:
/// ```
/// enum class status { delivered, open, shipped };
/// using Status = kp::enumeration<status, "DELIVERED", "OPEN", "SHIPPED">;  // sorted: ordered
/// kp::key<"STATUS#{s}#{id}", Status, kp::ulid>::encode(status::open, id);  // "STATUS#OPEN#..."
/// ```
template <class E, fixed_string... Names>
struct enumeration {
  static constexpr bool over_enum = std::is_enum_v<E>;
  static_assert(over_enum, "keyplate: enumeration<E, names...> needs an enum type E");
  static constexpr std::array<std::string_view, sizeof...(Names)> names{Names.view()...};
  static constexpr detail::enumeration_problem problem = detail::check_names(names);
  static constexpr bool has_names = problem != detail::enumeration_problem::no_names;
  static_assert(has_names, "keyplate: enumeration<E, names...> needs at least one name");
  static constexpr bool names_not_empty = problem != detail::enumeration_problem::empty_name;
  static_assert(names_not_empty, "keyplate: an enumeration name is empty");
  static constexpr bool names_above_dollar = problem != detail::enumeration_problem::reserved_byte;
  static_assert(names_above_dollar,
                "keyplate: an enumeration name holds a byte at or below '$' ('#', '$', space, "
                "controls): names are written into keys as they are");
  static constexpr bool names_utf8 = problem != detail::enumeration_problem::invalid_utf8;
  static_assert(names_utf8, "keyplate: an enumeration name is not valid UTF-8");
  static constexpr bool names_unique = problem != detail::enumeration_problem::repeated;
  static_assert(names_unique, "keyplate: an enumeration name appears twice");

  using value_type = E;
  using input_type = E;
  static constexpr std::size_t count = sizeof...(Names);
  static constexpr std::size_t min_size = [] {
    std::size_t least = static_cast<std::size_t>(-1);
    for (const std::string_view n : names) least = n.size() < least ? n.size() : least;
    return count == 0 ? 0 : least;
  }();
  static constexpr std::size_t max_size = [] {
    std::size_t most = 0;
    for (const std::string_view n : names) most = n.size() > most ? n.size() : most;
    return most;
  }();
  static constexpr bool order_preserving = detail::names_sorted(names);
  static constexpr std::string_view name = "enumeration";

  KEYPLATE_ALWAYS_INLINE static constexpr result<char*> encode(char* out, E value) noexcept {
    const std::size_t index = index_of(value);
    if (index >= count) return codec_error(error_code::out_of_range);
    // (Bounded by max_size as well: g++ -O3 does not see that a name fits and reports a write
    // past a caller's buffer.)
    const std::string_view text = names[index];
    for (std::size_t i = 0; i != max_size && i != text.size(); ++i) out[i] = text[i];
    return out + text.size();
  }

  /// A leading part of a name (`kp::partial("SH")`): some name must begin with it.
  static constexpr result<char*> encode_partial(char* out, std::string_view text) noexcept {
    std::size_t longest = 0;  // the longest match, for the error offset
    for (const std::string_view n : names) {
      std::size_t i = 0;
      while (i != text.size() && i != n.size() && text[i] == n[i]) ++i;
      if (i == text.size()) {
        for (const char c : text) *out++ = c;
        return out;
      }
      longest = i > longest ? i : longest;
    }
    return codec_error(error_code::invalid_character, longest);
  }

  static constexpr std::array<char_run, 1> shape = [] {
    byte_set bytes;
    for (const std::string_view n : names) bytes = bytes | byte_set::of(n);
    return std::array<char_run, 1>{{{bytes, min_size, max_size}}};
  }();

  /// The next / previous enumerator in declaration order.
  static constexpr std::optional<E> successor(E value) noexcept {
    const std::size_t index = index_of(value);
    if (index >= count || index + 1 == count) return std::nullopt;
    return static_cast<E>(index + 1);
  }
  static constexpr std::optional<E> predecessor(E value) noexcept {
    const std::size_t index = index_of(value);
    if (index == 0 || index >= count) return std::nullopt;
    return static_cast<E>(index - 1);
  }
  static constexpr E greatest() noexcept { return static_cast<E>(count - 1); }

  KEYPLATE_CLANG_INLINE static constexpr result<E> decode(std::string_view text) noexcept {
    for (std::size_t i = 0; i != count; ++i) {
      if (detail::same_text(names[i], text)) return static_cast<E>(i);
    }
    return codec_error(error_code::invalid_character);
  }

  static constexpr attribute_kind attribute_type = attribute_kind::S;
  /// The name.
  static std::string to_attribute(E value) {
    const std::size_t index = index_of(value);
    return index < count ? std::string(names[index]) : std::string();
  }
  static result<E> from_attribute(std::string_view text) { return decode(text); }

 private:
  // The position of `value`'s name, or `count` or more when it has none.
  static constexpr std::size_t index_of(E value) noexcept {
    const auto raw = static_cast<std::underlying_type_t<E>>(value);
    if constexpr (std::is_signed_v<std::underlying_type_t<E>>) {
      if (raw < 0) return count;
    }
    return static_cast<std::size_t>(raw);
  }
};

}  // namespace keyplate
