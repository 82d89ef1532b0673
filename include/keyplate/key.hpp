// keyplate: `key<"TEMPLATE", Codecs...>`, one composite-key layout and its static API.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include "detail/fixed_string.hpp"
#include "detail/key_reader.hpp"
#include "detail/layout.hpp"
#include "detail/leading_values.hpp"
#include "detail/range_builder.hpp"
#include "key_buffer.hpp"
#include "query.hpp"
#include "result.hpp"
#include "values.hpp"

namespace keyplate {

namespace detail {

template <fixed_string Pattern, class CodecList>
struct key_impl;

// Everything a layout offers. `key<...>` derives from this, so `key<"A#{x}">` and
// `key<"A#{x}", string<>>` share one implementation and one `values` type.
template <fixed_string Pattern, class... Cs>
struct key_impl<Pattern, type_list<Cs...>> : layout_facts<Pattern, Cs...> {
  using facts = layout_facts<Pattern, Cs...>;
  using facts::field_count;
  using facts::literal;
  using facts::max_size;

  /// The codec of field `I`.
  template <std::size_t I>
  using codec_at = std::tuple_element_t<I, std::tuple<Cs...>>;
  /// The decoded value type of every field, in template order.
  using value_tuple = std::tuple<typename Cs::value_type...>;
  /// The decoded values of one key.
  using values = keyplate::values<key_impl>;
  /// The values of one key as `decode_view` reads them: views into the key where a codec
  /// offers one (`escaped_view` for strings), the decoded value elsewhere.
  using view_values = keyplate::values<key_impl, std::tuple<view_type_t<Cs>...>>;

  /// The template text, e.g. `"PROJECT#{projectId}#TASK#{taskId}"`.
  static constexpr std::string_view pattern = Pattern.view();
  /// True when byte order of keys equals the order of their value tuples.
  static constexpr bool order_preserving = (true && ... && Cs::order_preserving);
  /// Every key fits DynamoDB's limits for a sort key (1024 bytes) / partition key (2048 bytes).
  static constexpr bool fits_dynamodb_sort_key = max_size <= 1024;
  static constexpr bool fits_dynamodb_partition_key = max_size <= 2048;

  /// Writes the key at `out` (room for `max_size` bytes); no allocation. Returns the end, or the
  /// first invalid value (its field, and the offset inside that value).
  static constexpr result<char*> encode_to(char* out, typename Cs::input_type... in) {
    return write_leading<field_count>(out, std::forward_as_tuple(in...));
  }

  /// The key as a string, or the first invalid value. Never throws (except `std::bad_alloc`).
  static constexpr result<std::string> try_encode(typename Cs::input_type... in) {
    return to_string_result([&](char* out) { return encode_to(out, in...); });
  }

  /// The key held by value in a `key_buffer<max_size>`: no allocation, and usable in constant
  /// expressions (`static_assert(K::encode_buffer(42)->view() == "N#0042")`).
  static constexpr result<key_buffer<max_size>> encode_buffer(typename Cs::input_type... in) {
    key_buffer<max_size> buffer;
    const result<char*> end = encode_to(buffer.data(), in...);
    if (!end) return end.error();
    buffer.set_end(*end);
    return buffer;
  }

  /// The key as a string; throws `key_error` on an invalid value.
  static constexpr std::string encode(typename Cs::input_type... in) {
    return try_encode(in...).value();
  }

  /// Strictly decodes `key`: only exactly what `encode` writes is accepted, so an accepted key
  /// re-encodes to itself. Errors carry the byte offset and field of the first problem.
  static constexpr result<values> decode(std::string_view key) {
    return decode_into<values, false>(key);
  }

  /// `decode` without copying text out of `key`: string fields come back as `escaped_view`s
  /// into `key` (which must outlive the result), so nothing is allocated. Checks exactly what
  /// `decode` checks.
  static constexpr result<view_values> decode_view(std::string_view key) {
    return decode_into<view_values, true>(key);
  }

  /// True when `decode(key)` would succeed. Allocates nothing.
  static constexpr bool matches(std::string_view key) { return decode_view(key).has_value(); }

  /// The begins_with prefix selecting exactly the keys whose first values are `leading...`
  /// (fewer values than fields, in template order): `prefix("1")` is `"PROJECT#1#TASK#"`, which
  /// never matches project `10`. The last argument may be `kp::partial(text)`, a leading part of
  /// the next value: `OrderKey::prefix(kp::partial("2026-10"))`. Throws `key_error`. For a
  /// layout starting with a field, `prefix()` is `""`: every key matches, so query without a
  /// sort-key condition (DynamoDB rejects an empty `begins_with` value).
  template <class... Leading>
  static constexpr std::string prefix(const Leading&... leading) {
    return try_prefix(leading...).value();
  }

  /// `prefix` without exceptions.
  template <class... Leading>
  static constexpr result<std::string> try_prefix(const Leading&... leading) {
    return to_string_result([&](char* out) { return prefix_to(out, leading...); });
  }

  /// `prefix` into a caller buffer of `max_size` bytes; no allocation.
  template <class... Leading>
  static constexpr result<char*> prefix_to(char* out, const Leading&... leading) {
    using shape = leading_values<Leading...>;
    constexpr std::size_t k = shape::values;
    check_leading<k, Leading...>();
    const auto args = std::forward_as_tuple(leading...);
    if constexpr (shape::ends_with_partial) {
      static_assert(k < field_count, "keyplate: partial(...) needs a field after the given values");
      static_assert(partial_codec<codec_at<k>>,
                    "keyplate: this field's codec does not support partial values");
      const result<char*> end = write_leading<k>(out, args);
      if (!end) return end;
      return named(codec_at<k>::encode_partial(*end, std::get<k>(args).text), k);
    } else {
      static_assert(k < field_count,
                    "keyplate: prefix takes fewer values than the layout has fields (use encode "
                    "for a whole key)");
      return write_leading<k>(out, args);
    }
  }

  /// Exact bounds for `sk BETWEEN lower AND upper`: the keys whose first values are `leading...`
  /// and whose next value satisfies the condition (`kp::greater`, `at_least`, `less`, `at_most`,
  /// `between`), whatever fields follow. A condition nothing satisfies gives a range that
  /// selects nothing. Throws `key_error` on invalid values or `between(low, high)` with
  /// `low > high`.
  ///
  /// **Example**: `OrderKey::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d))`.
  template <class... Args>
  static key_range range(const Args&... args) {
    return try_range(args...).value();
  }

  /// `range` without exceptions.
  template <class... Args>
  static result<key_range> try_range(const Args&... args) {
    using shape = leading_values<Args...>;
    constexpr std::size_t k = shape::values;
    static_assert(shape::ends_with_condition,
                  "keyplate: range needs a condition as its last argument (kp::greater, "
                  "kp::at_least, kp::less, kp::at_most or kp::between)");
    static_assert(k < field_count,
                  "keyplate: range needs a field for its condition: give fewer leading values");
    check_leading<k, Args...>();
    using C = codec_at<k>;
    static_assert(C::order_preserving,
                  "keyplate: a range needs an order-preserving codec on the compared field "
                  "(uint<> is not: use uint<W>)");
    static_assert(!C::order_preserving || ordered_codec<C>,
                  "keyplate: this field's codec does not support ranges (it needs successor, "
                  "predecessor and greatest)");
    static_assert(k + 1 == field_count || facts::separator_after(k) != npos,
                  "keyplate: a range on this field cannot be exact: no '#' follows it before the "
                  "next field");
    const auto all = std::forward_as_tuple(args...);
    const result<std::string> prefix_text =
        to_string_result([&](char* out) { return write_leading<k>(out, all); });
    if (!prefix_text) return prefix_text.error();
    const auto& cond = std::get<k>(all);
    static_assert(std::convertible_to<decltype(cond.first), typename C::input_type>,
                  "keyplate: the condition's value type does not match the field");
    result<key_range> range = make_range<C>(site_after(k, *prefix_text), cond);
    if (!range) return named(range.error(), k);
    return range;
  }

  /// The query selecting exactly this key and every key of a layout extending this one with
  /// these values (`kp::extends`): a project and all its tasks. It is a BETWEEN range when the
  /// key ends with a variable-width field (so project `1` never selects project `10`), else a
  /// begins_with prefix. Throws `key_error` on an invalid value. The range's upper bound is
  /// the key and `$`, so it can be one byte longer than `max_size`: a layout whose `max_size` is
  /// exactly DynamoDB's limit needs a byte of headroom for its family queries.
  static key_condition family(typename Cs::input_type... in) { return try_family(in...).value(); }

  /// `family` without exceptions.
  static result<key_condition> try_family(typename Cs::input_type... in) {
    result<std::string> key = try_encode(in...);
    if (!key) return key.error();
    if constexpr (ends_with_variable_field) {
      std::string upper = *key + '$';  // every extension continues with '#', below '$'
      return key_condition::between({std::move(*key), std::move(upper)});
    } else {
      return key_condition::begins_with(std::move(*key));
    }
  }

 private:
  static constexpr bool ends_with_variable_field = [] {
    if constexpr (field_count == 0) {
      return false;
    } else {
      return literal(field_count).empty() && !fixed_width<codec_at<field_count - 1>>;
    }
  }();

  // The layout-specific texts of a range on field `k`.
  static constexpr range_site site_after(std::size_t k, std::string_view prefix_text) {
    if (k + 1 == field_count) return {prefix_text, literal(field_count), false};
    return {prefix_text, literal(k + 1).substr(0, facts::separator_after(k)), true};
  }

  template <std::size_t K, class... Leading>
  static constexpr void check_leading() {
    // Named first, so that clang's "requirement ... failed" line stays short and the keyplate
    // message is the first error line.
    constexpr bool leading_values_match = []<std::size_t... I>(std::index_sequence<I...>) {
      return (std::convertible_to < const std::tuple_element_t<I, std::tuple<Leading...>>&,
              typename codec_at<I<field_count ? I : 0>::input_type>&&...);
    }
    (std::make_index_sequence<(K < field_count ? K : 0)>{});
    static_assert(leading_values_match,
                  "keyplate: prefix values must match the layout's leading fields, in template "
                  "order");
  }

  template <class T>
  static constexpr T named(T outcome, std::size_t field) {
    if constexpr (std::is_same_v<T, error>) {
      outcome.field = facts::field_names[field];
      return outcome;
    } else {
      if (outcome) return outcome;
      return named(outcome.error(), field);
    }
  }

  // Writes literal 0, then the first K values of `args`, each followed by its literal. With
  // every value this is the key; with fewer it is the exact prefix for those values.
  template <std::size_t K, class Tuple>
  static constexpr result<char*> write_leading(char* out, const Tuple& args) {
    out = write_literal(out, literal(0));
    error err{};
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (write_field<I>(out, err, std::get<I>(args)) && ...);
    }
    (std::make_index_sequence<K>{});
    if (!ok) return err;
    return out;
  }

  template <std::size_t I, class In>
  static constexpr bool write_field(char*& out, error& err, const In& in) {
    const result<char*> written = codec_at<I>::encode(out, in);
    if (!written) {
      err = named(written.error(), I);
      return false;
    }
    out = write_literal(*written, literal(I + 1));
    return true;
  }

  // Decodes into a result that holds the values from the start, so each field is written once,
  // in place, and the result is returned without copying (one named return value).
  template <class Out, bool View>
  static constexpr result<Out> decode_into(std::string_view key) {
    result<Out> decoded{std::in_place, for_overwrite};
    error err{};
    std::size_t pos = 0;
    bool ok = !key.empty();
    if (!ok) err = error{error_code::empty_key, {}, 0};
    ok = ok && read_literal_at<0>(key, pos, err);
    const auto read_fields = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (read_field<I, View>(key, pos, decoded->template get<I>(), err) && ...);
    };
    ok = ok && read_fields(std::index_sequence_for<Cs...>{});
    if (ok && pos != key.size()) {
      err = error{error_code::extra_component, {}, pos};
      ok = false;
    }
    if (!ok) decoded = err;
    return decoded;
  }

  // Literal `I` at `key[pos]`. Its length is a constant here, so the common case is a few wide
  // compares; the general `read_literal` runs only to place an error.
  template <std::size_t I>
  static constexpr bool read_literal_at(std::string_view key, std::size_t& pos, error& err) {
    constexpr std::string_view text = literal(I);
    if constexpr (text.empty()) {
      return true;
    } else {
      if (!std::is_constant_evaluated() && key.size() - pos >= text.size() &&
          std::memcmp(key.data() + pos, text.data(), text.size()) == 0) {
        pos += text.size();
        return true;
      }
      return read_literal(key, pos, text, err);
    }
  }

  template <std::size_t I, bool View, class Value>
  static constexpr bool read_field(std::string_view key, std::size_t& pos, Value& out, error& err) {
    using C = codec_at<I>;
    std::string_view text;
    if (!field_text(key, pos, fixed_width<C>, C::min_size, text, err)) {
      err.field = facts::field_names[I];
      return false;
    }
    if (const std::optional<error> problem = decode_field<C, View>(text, out)) {
      err = named(*problem, I);
      err.offset += pos;
      return false;
    }
    pos += text.size();
    return read_literal_at<I + 1>(key, pos, err);
  }

  // Runs `write` into a buffer and returns its bytes as a string. Small layouts use the stack,
  // so the only allocation is the returned string's.
  template <class Write>
  static constexpr result<std::string> to_string_result(Write write) {
    if constexpr (max_size <= 4096) {
      char buffer[max_size];
      const result<char*> end = write(buffer);
      if (!end) return end.error();
      return std::string(buffer, *end);
    } else {
      std::string text(max_size, '\0');
      const result<char*> end = write(text.data());
      if (!end) return end.error();
      text.resize(static_cast<std::size_t>(*end - text.data()));
      return text;
    }
  }
};

}  // namespace detail

/// A composite-key layout: the template text and one codec per field (none: every field is
/// `string<>`). All facts are `static constexpr`; all operations are static functions.
///
/// **Example**:
/// ```
/// using TaskKey = keyplate::key<"PROJECT#{projectId}#TASK#{taskId}", keyplate::ulid,
///                               keyplate::ulid>;
/// static_assert(TaskKey::max_size == 66 && TaskKey::order_preserving);
/// std::string sk = TaskKey::encode(project, task);
/// ```
template <detail::fixed_string Pattern, class... Codecs>
struct key : detail::key_impl<Pattern, typename detail::resolve_codecs<Pattern, Codecs...>::type> {
};

}  // namespace keyplate
