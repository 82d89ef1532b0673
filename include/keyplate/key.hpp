// keyplate: `key<"TEMPLATE", Codecs...>`, one composite-key layout and its static API.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "detail/fixed_string.hpp"
#include "detail/key_reader.hpp"
#include "detail/layout.hpp"
#include "key_buffer.hpp"
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
    return write_leading(out, in...);
  }

  /// The key as a string, or the first invalid value. Never throws (except `std::bad_alloc`).
  static constexpr result<std::string> try_encode(typename Cs::input_type... in) {
    return to_string_result([&](char* out) { return write_leading(out, in...); });
  }

  /// The key held by value in a `key_buffer<max_size>`: no allocation, and usable in constant
  /// expressions (`static_assert(K::encode_buffer(42)->view() == "N#0042")`).
  static constexpr result<key_buffer<max_size>> encode_buffer(typename Cs::input_type... in) {
    key_buffer<max_size> buffer;
    const result<char*> end = write_leading(buffer.data(), in...);
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
    if (key.empty()) return error{error_code::empty_key, {}, 0};
    values out;
    error err{};
    std::size_t pos = 0;
    if (!read_literal(key, pos, literal(0), err)) return err;
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (read_field<I>(key, pos, out, err) && ...);
    }
    (std::index_sequence_for<Cs...>{});
    if (!ok) return err;
    if (pos != key.size()) return error{error_code::extra_component, {}, pos};
    return out;
  }

  /// True when `decode(key)` would succeed.
  static constexpr bool matches(std::string_view key) { return decode(key).has_value(); }

  /// The begins_with prefix selecting exactly the keys whose first values are `leading...`
  /// (fewer values than fields, in template order): `prefix("1")` is `"PROJECT#1#TASK#"`, which
  /// never matches project `10`. Throws `key_error` on an invalid value.
  template <class... Leading>
  static constexpr std::string prefix(const Leading&... leading) {
    return try_prefix(leading...).value();
  }

  /// `prefix` without exceptions.
  template <class... Leading>
  static constexpr result<std::string> try_prefix(const Leading&... leading) {
    check_leading<Leading...>();
    return to_string_result([&](char* out) { return write_leading(out, leading...); });
  }

  /// `prefix` into a caller buffer of `max_size` bytes; no allocation.
  template <class... Leading>
  static constexpr result<char*> prefix_to(char* out, const Leading&... leading) {
    check_leading<Leading...>();
    return write_leading(out, leading...);
  }

 private:
  template <class... Leading>
  static constexpr void check_leading() {
    static_assert(sizeof...(Leading) < field_count,
                  "keyplate: prefix takes fewer values than the layout has fields (use encode "
                  "for a whole key)");
    static_assert(
        []<std::size_t... I>(std::index_sequence<I...>) {
          return (std::convertible_to<const Leading&, typename codec_at<I>::input_type> && ...);
        }(std::index_sequence_for<Leading...>{}),
        "keyplate: prefix values must match the layout's leading fields, in template "
        "order");
  }

  // Writes literal 0, then each given value followed by its literal. With every value this is
  // the key; with the first k it is the exact prefix for those k values.
  template <class... In>
  static constexpr result<char*> write_leading(char* out, const In&... in) {
    out = write_literal(out, literal(0));
    error err{};
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (write_field<I>(out, err, in) && ...);
    }
    (std::index_sequence_for<In...>{});
    if (!ok) return err;
    return out;
  }

  template <std::size_t I, class In>
  static constexpr bool write_field(char*& out, error& err, const In& in) {
    const result<char*> written = codec_at<I>::encode(out, in);
    if (!written) {
      err = written.error();
      err.field = facts::field_names[I];
      return false;
    }
    out = write_literal(*written, literal(I + 1));
    return true;
  }

  template <std::size_t I>
  static constexpr bool read_field(std::string_view key, std::size_t& pos, values& out,
                                   error& err) {
    using C = codec_at<I>;
    std::string_view text;
    if (!field_text(key, pos, fixed_width<C>, C::min_size, text, err)) {
      err.field = facts::field_names[I];
      return false;
    }
    auto value = C::decode(text);
    if (!value) {
      err = value.error();
      err.field = facts::field_names[I];
      err.offset += pos;
      return false;
    }
    out.template get<I>() = std::move(*value);
    pos += text.size();
    return read_literal(key, pos, literal(I + 1), err);
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
