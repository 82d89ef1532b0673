// keyplate: `key<"TEMPLATE", Codecs...>`, one composite-key layout and its static API. The work
// is done along the data path in detail/: the template is parsed (template_parser.hpp) and
// checked (template_checks.hpp), its facts computed (layout.hpp), keys written
// (key_writer.hpp) and read (key_reader.hpp), prefixes and ranges built (key_ranges.hpp,
// range_bounds.hpp) and families (key_family.hpp); codecs are reached only through the
// concept in codec.hpp.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>

#include "codec.hpp"
#include "codecs/string.hpp"  // default_codec
#include "detail/arguments.hpp"
#include "detail/config.hpp"
#include "detail/key_family.hpp"
#include "detail/key_ranges.hpp"
#include "detail/key_reader.hpp"
#include "detail/key_writer.hpp"
#include "detail/layout.hpp"
#include "fixed_string.hpp"
#include "key_buffer.hpp"
#include "query.hpp"
#include "result.hpp"
#include "values.hpp"

namespace keyplate {

/// Everything a layout offers, for the template `Pattern` and one (checked) codec per field.
/// `key<...>` derives from it, so `key<"A#{x}">` and `key<"A#{x}", string<>>` share one
/// `key_layout` and one `values` type. Use it through `key`.
template <fixed_string Pattern, class... Cs>
struct key_layout : detail::layout_facts<Pattern, Cs...> {
 private:
  using facts = detail::layout_facts<Pattern, Cs...>;
  using writer = detail::key_writer<facts, Cs...>;
  using reader = detail::key_reader<facts, Cs...>;
  using ranges = detail::key_ranges<facts, Cs...>;
  using family_of = detail::key_family<facts, Cs...>;

  template <class... In>
  static constexpr bool whole_key = detail::check_whole_key<std::tuple<Cs...>, In...>();

 public:
  using facts::field_count;
  using facts::max_size;

  /// The codec of field `I`.
  template <std::size_t I>
  using codec_at = std::tuple_element_t<I, std::tuple<Cs...>>;
  /// The decoded value type of every field, in template order.
  using value_tuple = std::tuple<typename Cs::value_type...>;
  /// The decoded values of one key.
  using values = keyplate::values<key_layout>;
  /// The values of one key as `decode_view` reads them: views into the key where a codec
  /// offers one (`escaped_view` for strings), the decoded value elsewhere.
  using view_values = keyplate::values<key_layout, std::tuple<view_type_t<Cs>...>>;

  /// The template text, e.g. `"PROJECT#{projectId}#TASK#{taskId}"`.
  static constexpr std::string_view pattern = Pattern.view();
  /// True when byte order of keys equals the order of their value tuples.
  static constexpr bool order_preserving = (true && ... && Cs::order_preserving);
  /// Every key fits DynamoDB's limits for a sort key (1024 bytes) / partition key (2048 bytes).
  static constexpr bool fits_dynamodb_sort_key = max_size <= 1024;
  static constexpr bool fits_dynamodb_partition_key = max_size <= 2048;

  /// Writes the key at `out` (room for `max_size` bytes); no allocation. One value per field,
  /// in template order. Returns the end, or the first invalid value (its field, and the offset
  /// inside that value).
  ///
  /// **Example**: `char buf[K::max_size]; auto end = K::encode_to(buf, project, task);`
  template <class... In>
  KEYPLATE_HOT_PATH static constexpr result<char*> encode_to(char* out, const In&... in) {
    if constexpr (!whole_key<In...>) {
      return out;  // reported by whole_key
    } else {
      return writer::template write<field_count>(out, in...);
    }
  }

  /// The key as a string, or the first invalid value. Never throws (except `std::bad_alloc`).
  template <class... In>
  static constexpr result<std::string> try_encode(const In&... in) {
    return writer::to_string([&](char* out) { return encode_to(out, in...); });
  }

  /// The key held by value in a `key_buffer<max_size>`: no allocation, and usable in constant
  /// expressions (`static_assert(K::encode_buffer(42)->view() == "N#0042")`).
  template <class... In>
  static constexpr result<key_buffer<max_size>> encode_buffer(const In&... in) {
    key_buffer<max_size> buffer;
    const result<char*> end = encode_to(buffer.data(), in...);
    if (!end) return end.error();
    buffer.set_end(*end);
    return buffer;
  }

  /// The key as a string; throws `key_error` on an invalid value.
  ///
  /// **Example**: `std::string sk = TaskKey::encode(project, task);`
  template <class... In>
  KEYPLATE_FLATTEN static constexpr std::string encode(const In&... in) {
    return writer::to_string_or_throw([&](char* out) { return encode_to(out, in...); });
  }

  /// Strictly decodes `key`: only exactly what `encode` writes is accepted, so an accepted key
  /// re-encodes to itself. Errors carry the byte offset and field of the first problem.
  ///
  /// **Example**: `if (auto v = TaskKey::decode(sk)) use(v->get<"taskId">());`
  KEYPLATE_FLATTEN static constexpr result<values> decode(std::string_view key) {
    return reader::template decode<values, false>(key);
  }

  /// `decode` without copying text out of `key`: string fields come back as `escaped_view`s
  /// into `key` (which must outlive the result), so nothing is allocated. Checks exactly what
  /// `decode` checks.
  KEYPLATE_FLATTEN static constexpr result<view_values> decode_view(std::string_view key) {
    return reader::template decode<view_values, true>(key);
  }

  /// True when `decode(key)` would succeed. Allocates nothing.
  static constexpr bool matches(std::string_view key) { return decode_view(key).has_value(); }

  /// The `begins_with` condition selecting exactly the keys whose first values are
  /// `leading...` (fewer values than fields, in template order): `prefix("1")` is
  /// `begins_with "PROJECT#1#TASK#"`, which never matches project `10`. The last argument may
  /// be `kp::partial(text)`, a leading part of the next value:
  /// `OrderKey::prefix(kp::partial("2026-10"))`. Throws `key_error`. For a layout starting
  /// with a field, `prefix()` is `sort_operator::any`: every key, no sort-key condition.
  ///
  /// **Example**: `ddb::query(pk, TaskKey::prefix(project));  TaskKey::prefix(project).text();`
  template <class... Leading>
  static constexpr key_condition prefix(const Leading&... leading) {
    return try_prefix(leading...).value();
  }

  /// `prefix` without exceptions.
  template <class... Leading>
  static constexpr result<key_condition> try_prefix(const Leading&... leading) {
    if constexpr (sizeof...(Leading) == 0) {
      // No values: the text before the first field, a constant.
      return key_condition::begins_with(std::string(facts::literal(0)));
    } else {
      result<std::string> text =
          writer::to_string([&](char* out) { return prefix_to(out, leading...); });
      if (!text) return text.error();
      return key_condition::begins_with(std::move(*text));
    }
  }

  /// The text of `prefix` into a caller buffer of `max_size` bytes; no allocation.
  template <class... Leading>
  KEYPLATE_HOT_PATH static constexpr result<char*> prefix_to(char* out, const Leading&... leading) {
    return ranges::prefix_to(out, leading...);
  }

  /// Exact bounds for `sk BETWEEN lower AND upper`: the keys whose first values are `leading...`
  /// and whose next value satisfies the condition (`kp::greater`, `at_least`, `less`, `at_most`,
  /// `between`), whatever fields follow. A condition nothing satisfies gives a range that
  /// selects nothing. Throws `key_error` on invalid values or `between(low, high)` with
  /// `low > high`.
  ///
  /// **Example**: `OrderKey::range(kp::between(2026y / 10 / 1d, 2026y / 10 / 31d))`.
  template <class... Args>
  static constexpr key_condition range(const Args&... args) {
    return try_range(args...).value();
  }

  /// `range` without exceptions.
  template <class... Args>
  static constexpr result<key_condition> try_range(const Args&... args) {
    return ranges::range(args...);
  }

  /// The condition selecting exactly this key and every key of a layout extending this one with
  /// these values (`kp::extends`): a project and all its tasks. A BETWEEN when the key ends with
  /// a variable-width field (so project `1` never selects project `10`), else a begins_with.
  /// Throws `key_error` on an invalid value. The BETWEEN's upper bound is the key and `$`, so it
  /// can be one byte longer than `max_size`: a layout whose `max_size` is exactly DynamoDB's
  /// limit needs a byte of headroom for its family queries.
  ///
  /// **Example**: `ddb::query(pk, ProjectSk::family(project));`
  template <class... In>
  static constexpr key_condition family(const In&... in) {
    return try_family(in...).value();
  }

  /// `family` without exceptions.
  template <class... In>
  static constexpr result<key_condition> try_family(const In&... in) {
    result<std::string> key = try_encode(in...);
    if (!key) return key.error();
    return family_of::of(std::move(*key));
  }

  /// `sk = encode(in...)`: the one key with these values. Throws `key_error`.
  ///
  /// **Example**: `ddb::query(pk, TaskKey::exact(project, task));`
  template <class... In>
  static constexpr key_condition exact(const In&... in) {
    return try_exact(in...).value();
  }

  /// `exact` without exceptions.
  template <class... In>
  static constexpr result<key_condition> try_exact(const In&... in) {
    result<std::string> key = try_encode(in...);
    if (!key) return key.error();
    return key_condition::equals(std::move(*key));
  }
};

namespace detail {
template <fixed_string Pattern, class CodecList>
struct layout_of;
template <fixed_string Pattern, class... Cs>
struct layout_of<Pattern, type_list<Cs...>> {
  using type = key_layout<Pattern, Cs...>;
};
}  // namespace detail

/// A composite-key layout: the template text and one codec per field (none: every field is
/// `default_codec`, `string<>`). All facts are `static constexpr`; all operations are static
/// functions (see `key_layout`).
///
/// **Example**:
/// ```
/// using TaskKey = keyplate::key<"PROJECT#{projectId}#TASK#{taskId}", keyplate::ulid,
///                               keyplate::ulid>;
/// static_assert(TaskKey::max_size == 66 && TaskKey::order_preserving);
/// std::string sk = TaskKey::encode(project, task);
/// ```
template <fixed_string Pattern, class... Codecs>
struct key
    : detail::layout_of<
          Pattern, typename detail::resolve_codecs<Pattern, default_codec, Codecs...>::type>::type {
};

}  // namespace keyplate
