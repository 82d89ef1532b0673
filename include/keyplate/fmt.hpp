// keyplate: {fmt} formatters for decoded values, errors and query results. Optional: include it
// only where {fmt} is available (the rest of keyplate needs only the standard library).
#pragma once

#include <fmt/format.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "escaped_view.hpp"
#include "query.hpp"
#include "result.hpp"
#include "values.hpp"

namespace keyplate::detail {
// One field as `name: value`. Text is shown decoded and quoted (`"a#b"`, never `a%23b`), numbers
// as numbers, and other values (dates, timestamps) in their canonical key text.
template <std::size_t I, class Layout, class Values, class Out>
Out format_field(Out out, const Values& values) {
  using codec = typename Layout::template codec_at<I>;
  const auto& value = values.template get<I>();
  if constexpr (I > 0) out = fmt::format_to(out, ", ");
  out = fmt::format_to(out, "{}: ", Layout::field_names[I]);
  using value_type = std::decay_t<decltype(value)>;
  if constexpr (std::is_convertible_v<const value_type&, std::string_view>) {
    return fmt::format_to(out, "{:?}", std::string_view(value));
  } else if constexpr (std::is_same_v<value_type, escaped_view>) {
    return fmt::format_to(out, "{:?}", value.str());
  } else if constexpr (std::is_arithmetic_v<value_type>) {
    return fmt::format_to(out, "{}", value);
  } else {
    char text[codec::max_size > 0 ? codec::max_size : 1];
    const result<char*> end = codec::encode(text, value);
    if (!end) return fmt::format_to(out, "<{}>", end.error().message());
    return fmt::format_to(out, "{}", fmt::string_view(text, static_cast<std::size_t>(*end - text)));
  }
}
}  // namespace keyplate::detail

/// `{projectId: "01HV...", taskId: "x#y"}`.
template <class Layout, class Tuple>
struct fmt::formatter<keyplate::values<Layout, Tuple>> {
  constexpr auto parse(format_parse_context& ctx) { return ctx.begin(); }
  template <class FormatContext>
  auto format(const keyplate::values<Layout, Tuple>& values, FormatContext& ctx) const {
    auto out = fmt::format_to(ctx.out(), "{{");
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      ((out = keyplate::detail::format_field<I, Layout>(out, values)), ...);
    }
    (std::make_index_sequence<std::tuple_size_v<Tuple>>{});
    return fmt::format_to(out, "}}");
  }
};

/// The error's `message()`: `invalid escape at byte 9 (field 'p')`.
template <>
struct fmt::formatter<keyplate::error> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const keyplate::error& e, FormatContext& ctx) const {
    return fmt::formatter<fmt::string_view>::format(e.message(), ctx);
  }
};

/// `begins_with "PROJECT#1#TASK#"`, `between ["ORDER#2026-10-01", "ORDER#2026-10-31$"]`,
/// `= "PROJECT#1"` or `any`.
template <>
struct fmt::formatter<keyplate::key_condition> {
  constexpr auto parse(format_parse_context& ctx) { return ctx.begin(); }
  template <class FormatContext>
  auto format(const keyplate::key_condition& condition, FormatContext& ctx) const {
    switch (condition.op()) {
      case keyplate::sort_operator::between:
        return fmt::format_to(ctx.out(), "between [{:?}, {:?}]", condition.lower(),
                              condition.upper());
      case keyplate::sort_operator::begins_with:
        return fmt::format_to(ctx.out(), "begins_with {:?}", condition.text());
      case keyplate::sort_operator::equals:
        return fmt::format_to(ctx.out(), "= {:?}", condition.text());
      case keyplate::sort_operator::any:
        break;
    }
    return fmt::format_to(ctx.out(), "any");
  }
};
