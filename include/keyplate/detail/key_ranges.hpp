// keyplate: prefixes (`begins_with`) and ranges (`BETWEEN`) of a layout: the leading values
// written as for a key, then a partial value or exact bounds for a condition on the next field.
#pragma once

#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "../codec.hpp"
#include "../query.hpp"
#include "../result.hpp"
#include "arguments.hpp"
#include "key_writer.hpp"
#include "range_bounds.hpp"
#include "text.hpp"

namespace keyplate::detail {

// `Facts` is the layout's `layout_facts`, `Cs` its codecs.
template <class Facts, class... Cs>
struct key_ranges {
  using writer = key_writer<Facts, Cs...>;
  using codecs = std::tuple<Cs...>;
  template <std::size_t I>
  using codec_at = std::tuple_element_t<I, codecs>;

  template <class... Leading>
  static constexpr bool prefix_ok() {
    using shape = leading_values<Leading...>;
    constexpr bool leading_ok = check_prefix<codecs, Leading...>();
    if constexpr (leading_ok && shape::ends_with_partial) {
      constexpr bool partial_supported = partial_codec<codec_at<shape::values>>;
      static_assert(partial_supported,
                    "keyplate: this field's codec does not support partial values");
      return partial_supported;
    } else {
      return leading_ok;
    }
  }

  // The prefix for `leading...` into `out` (room for `max_size` bytes).
  template <class... Leading>
  static constexpr result<char*> prefix_to(char* out, const Leading&... leading) {
    using shape = leading_values<Leading...>;
    constexpr std::size_t k = shape::values;
    if constexpr (!prefix_ok<Leading...>()) {
      return out;  // reported above
    } else {
      const result<char*> end = writer::template write<k>(out, leading...);
      if constexpr (shape::ends_with_partial) {
        if (!end) return end;
        result<char*> partial_end =
            codec_at<k>::encode_partial(*end, nth_argument<k>(leading...).text);
        if (!partial_end) return named(partial_end.error(), k);
        return partial_end;
      } else {
        return end;
      }
    }
  }

  template <class... Args>
  static constexpr bool range_ok() {
    using shape = leading_values<Args...>;
    constexpr std::size_t k = shape::values, fields = sizeof...(Cs);
    static_assert(shape::ends_with_condition,
                  "keyplate: range needs a condition as its last argument (kp::greater, "
                  "kp::at_least, kp::less, kp::at_most or kp::between)");
    constexpr bool has_field = !shape::ends_with_condition || k < fields;
    static_assert(has_field,
                  "keyplate: range needs a field for its condition: give fewer leading values");
    if constexpr (!shape::ends_with_condition || !has_field) {
      return false;
    } else {
      using C = codec_at<k>;
      constexpr bool leading_match = leading_values_match<k, codecs, Args...>();
      static_assert(leading_match,
                    "keyplate: range values must match the layout's leading fields, in template "
                    "order");
      constexpr bool order_preserving = C::order_preserving;
      static_assert(!leading_match || order_preserving,
                    "keyplate: a range needs an order-preserving codec on the compared field "
                    "(uint<> is not: use uint<W>)");
      constexpr bool ordered = ordered_codec<C>;
      static_assert(!leading_match || !order_preserving || ordered,
                    "keyplate: this field's codec does not support ranges (it needs successor, "
                    "predecessor and greatest)");
      constexpr bool separated = k + 1 == fields || Facts::separator_after(k) != npos;
      static_assert(!leading_match || !ordered || separated,
                    "keyplate: a range on this field cannot be exact: no '#' follows it before "
                    "the next field");
      using condition_value = decltype(std::tuple_element_t<k, std::tuple<Args...>>::first);
      constexpr bool value_matches = std::convertible_to<condition_value, typename C::input_type>;
      static_assert(!leading_match || !ordered || !separated || value_matches,
                    "keyplate: the condition's value type does not match the field");
      return leading_match && ordered && separated && value_matches;
    }
  }

  // Exact BETWEEN bounds for the leading values and a condition on the next field.
  template <class... Args>
  static constexpr result<key_condition> range(const Args&... args) {
    if constexpr (!range_ok<Args...>()) {
      return key_condition{};  // reported above
    } else {
      constexpr std::size_t k = leading_values<Args...>::values;
      const result<std::string> prefix_text =
          writer::to_string([&](char* out) { return writer::template write<k>(out, args...); });
      if (!prefix_text) return prefix_text.error();
      result<key_condition> bounds =
          make_range<codec_at<k>>(site_after(k, *prefix_text), nth_argument<k>(args...));
      if (!bounds) return named(bounds.error(), k);
      return bounds;
    }
  }

 private:
  // The layout-specific texts of a range on field `k`.
  static constexpr range_site site_after(std::size_t k, std::string_view prefix_text) {
    if (k + 1 == sizeof...(Cs)) return {prefix_text, Facts::literal(k + 1), false};
    return {prefix_text, Facts::literal(k + 1).substr(0, Facts::separator_after(k)), true};
  }

  static constexpr error named(error e, std::size_t field) {
    e.field = Facts::field_names[field];
    return e;
  }
};

}  // namespace keyplate::detail
