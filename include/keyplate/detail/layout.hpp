// keyplate: the compile-time facts of a layout (template text + codecs), and the checks that
// turn a bad template into a readable compile error.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>

#include "../codec.hpp"
#include "../codecs/string.hpp"
#include "fixed_string.hpp"
#include "template_parser.hpp"

namespace keyplate::detail {

template <class... Ts>
struct type_list {};

// The parsed template, with one static_assert per problem so the message names it.
template <fixed_string Pattern>
struct checked_template {
  static constexpr auto parsed = parse_template<Pattern.size() / 3 + 1>(Pattern.view());
  static constexpr template_problem problem = parsed.problem;

  static_assert(problem != template_problem::empty_template, "keyplate: the key template is empty");
  static_assert(problem != template_problem::unbalanced_brace,
                "keyplate: unbalanced brace in the key template ('{' without '}' or '}' without "
                "'{')");
  static_assert(problem != template_problem::empty_field_name,
                "keyplate: empty field name '{}' in the key template");
  static_assert(problem != template_problem::invalid_field_name,
                "keyplate: invalid field name in the key template (use letters, digits and '_', "
                "not starting with a digit)");
  static_assert(problem != template_problem::duplicate_field_name,
                "keyplate: duplicate field name in the key template");
  static_assert(problem != template_problem::reserved_literal_byte,
                "keyplate: literal text of the key template must not contain '$' (range "
                "sentinel) or '%' (escape)");
  static_assert(problem != template_problem::invalid_literal_utf8,
                "keyplate: literal text of the key template is not valid UTF-8");

  static constexpr std::size_t field_count = parsed.field_count;
};

template <std::size_t N, class T, class... Ts>
struct repeat : repeat<N - 1, T, T, Ts...> {};
template <class T, class... Ts>
struct repeat<0, T, Ts...> {
  using type = type_list<Ts...>;
};

// The codecs of a layout: as given, or `string<>` for every field when none are given.
template <fixed_string Pattern, class... Codecs>
struct resolve_codecs {
  static constexpr std::size_t fields = checked_template<Pattern>::field_count;
  static_assert(sizeof...(Codecs) == 0 || sizeof...(Codecs) == fields,
                "keyplate: wrong number of codecs: give one per field, in template order, or "
                "none (every field is then string<>)");
  static_assert((codec<Codecs> && ...),
                "keyplate: every field type must model keyplate::codec (see codec.hpp)");
  using type = std::conditional_t<sizeof...(Codecs) == 0, typename repeat<fields, string<>>::type,
                                  type_list<Codecs...>>;
};

// Facts of a layout whose template parsed cleanly.
template <fixed_string Pattern, class... Cs>
struct layout_facts {
  static constexpr auto& parsed = checked_template<Pattern>::parsed;
  /// Number of `{fields}` in the template.
  static constexpr std::size_t field_count = sizeof...(Cs);

  /// Literal text number `i` (0 to field_count): for `"PROJECT#{p}#TASK#{t}"`, `PROJECT#`,
  /// `#TASK#` and the empty text after `{t}`.
  static constexpr std::string_view literal(std::size_t i) noexcept {
    return Pattern.view().substr(parsed.literals[i].begin, parsed.literals[i].size);
  }
  /// The field names in template order: `{"p", "t"}`.
  static constexpr std::array<std::string_view, sizeof...(Cs)> field_names = [] {
    std::array<std::string_view, sizeof...(Cs)> names{};
    for (std::size_t i = 0; i != names.size(); ++i) {
      names[i] = Pattern.view().substr(parsed.names[i].begin, parsed.names[i].size);
    }
    return names;
  }();
  static constexpr std::size_t literal_bytes = [] {
    std::size_t total = 0;
    for (std::size_t i = 0; i <= sizeof...(Cs); ++i) total += parsed.literals[i].size;
    return total;
  }();
  /// Length of the shortest and of the longest possible key, in bytes (both exact).
  static constexpr std::size_t min_size = literal_bytes + (std::size_t{0} + ... + Cs::min_size);
  static constexpr std::size_t max_size = literal_bytes + (std::size_t{0} + ... + Cs::max_size);

  // A variable-width field must end at a `#` or at the end of the key, or decode could not
  // tell where it stops and prefixes would not be exact.
  static constexpr bool separators_ok = [] {
    constexpr bool fixed[] = {fixed_width<Cs>..., true};
    for (std::size_t i = 0; i != sizeof...(Cs); ++i) {
      if (fixed[i]) continue;
      const std::string_view next = literal(i + 1);
      const bool ends_key = i + 1 == sizeof...(Cs) && next.empty();
      if (!ends_key && (next.empty() || next[0] != '#')) return false;
    }
    return true;
  }();
  static_assert(separators_ok,
                "keyplate: a variable-width field must be followed by '#' or end the template");
  static_assert(checked_template<Pattern>::problem != template_problem::none || min_size >= 1,
                "keyplate: this layout can encode to an empty key (DynamoDB keys need at least "
                "one byte): add literal text or use a codec that never writes nothing");

  // Offset of the first `#` in the literal after field `i`, or npos.
  static constexpr std::size_t separator_after(std::size_t i) noexcept {
    const std::string_view text = literal(i + 1);
    for (std::size_t k = 0; k != text.size(); ++k) {
      if (text[k] == '#') return k;
    }
    return npos;
  }

  /// Position of the field called `name`, or `field_count` when there is none.
  static constexpr std::size_t index_of(std::string_view name) noexcept {
    for (std::size_t i = 0; i != field_names.size(); ++i) {
      if (same_text(field_names[i], name)) return i;
    }
    return field_names.size();
  }
};

}  // namespace keyplate::detail
