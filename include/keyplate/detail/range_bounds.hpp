// keyplate: turning a condition on one field into exact BETWEEN bounds. Shared by every layout
// whose compared field uses codec `C`; the layout supplies only its texts (`range_site`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "../codec.hpp"
#include "../query.hpp"
#include "../result.hpp"

namespace keyplate::detail {

// Where a range sits in a layout: `prefix` is the encoding of the leading values; after the
// compared field, `upper_tail` is appended to the upper bound. When the field ends the key that
// is the rest of the key (so the upper bound is the last key of its value); otherwise it is the
// literal text up to the next `#`, followed by the sentinel `$`, which sorts after `#` and below
// every byte a codec writes: above every key of that value, below every key of the next one.
struct range_site {
  std::string_view prefix;
  std::string_view upper_tail;
  bool sentinel = false;
};

// The canonical value of `input` (checked, normalised as decode would return it).
template <codec C, class Input>
constexpr result<typename C::value_type> canonical_value(const Input& input) {
  char buffer[C::max_size > 0 ? C::max_size : 1];
  const result<char*> end = C::encode(buffer, input);
  if (!end) return end.error();
  return C::decode(std::string_view(buffer, static_cast<std::size_t>(*end - buffer)));
}

// `prefix`, then the encoding of `value`, then (for an upper bound) the site's tail.
template <ordered_codec C>
constexpr std::string bound(const range_site& site, const typename C::value_type& value,
                            bool upper) {
  std::string text(site.prefix);
  text.resize(site.prefix.size() + C::max_size);
  // Canonical values always encode.
  const result<char*> end = C::encode(text.data() + site.prefix.size(), value);
  text.resize(static_cast<std::size_t>(*end - text.data()));
  if (upper) {
    text += site.upper_tail;
    if (site.sentinel) text += '$';
  }
  return text;
}

// The bounds selecting exactly the field values in [low, high] (either end open when absent).
template <ordered_codec C>
constexpr key_condition closed_range(const range_site& site,
                                     const std::optional<typename C::value_type>& low,
                                     const typename C::value_type& high) {
  // With no low end, the prefix itself is the least string of the family. A bound must not be
  // empty (DynamoDB rejects it); that happens only when the layout starts with this field and
  // the low value encodes to nothing. Every key then starts with a codec byte or, after an
  // empty value, with the `#` that must follow a variable-width field, so "#" is below them all.
  // (Built without assigning a literal to an empty string: g++ 12 -O2 warns a false
  // -Wrestrict overlap in that std::string::assign.)
  std::string lower = low ? bound<C>(site, *low, false) : std::string(site.prefix);
  if (lower.empty()) lower.push_back('#');
  return key_condition::between_keys(std::move(lower), bound<C>(site, high, true));
}

// A range selecting nothing: the prefix and `$`, which is never a key.
constexpr key_condition empty_range(const range_site& site) {
  std::string nothing(site.prefix);
  nothing += '$';
  return key_condition::between_keys(nothing, nothing);
}

template <ordered_codec C, class T>
constexpr result<key_condition> make_range(const range_site& site, const condition<T>& cond) {
  using value_type = typename C::value_type;
  const result<value_type> first = canonical_value<C>(cond.first);
  if (!first) return first.error();
  switch (cond.kind) {
    case bound_kind::at_least:
      return closed_range<C>(site, *first, C::greatest());
    case bound_kind::at_most:
      return closed_range<C>(site, std::nullopt, *first);
    case bound_kind::greater: {
      const std::optional<value_type> next = C::successor(*first);
      if (!next) return empty_range(site);
      return closed_range<C>(site, *next, C::greatest());
    }
    case bound_kind::less: {
      const std::optional<value_type> previous = C::predecessor(*first);
      if (!previous) return empty_range(site);
      return closed_range<C>(site, std::nullopt, *previous);
    }
    case bound_kind::between: {
      const result<value_type> second = canonical_value<C>(cond.second);
      if (!second) return second.error();
      // Encodings preserve order, so comparing them compares the values.
      if (key_less(bound<C>(site, *second, false), bound<C>(site, *first, false))) {
        return codec_error(error_code::invalid_range);
      }
      return closed_range<C>(site, *first, *second);
    }
  }
  return codec_error(error_code::invalid_range);
}

}  // namespace keyplate::detail
