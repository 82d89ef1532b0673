// keyplate: the compile-time facts of a layout (template text + codecs): literals, field names,
// sizes, and the checks that need both the template and its codecs.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "../codec.hpp"
#include "../fixed_string.hpp"
#include "codec_checks.hpp"
#include "template_checks.hpp"
#include "text.hpp"

namespace keyplate::detail {

template <class... Ts>
struct type_list {};

template <std::size_t N, class T, class... Ts>
struct repeat : repeat<N - 1, T, T, Ts...> {};
template <class T, class... Ts>
struct repeat<0, T, Ts...> {
  using type = type_list<Ts...>;
};

// The codecs of a layout: as given (each checked; one that fails becomes `failed_codec` after
// its message), or `Default` for every field when none are given.
template <fixed_string Pattern, class Default, class... Codecs>
struct resolve_codecs {
  using parsed = checked_template<Pattern>;
  static constexpr std::size_t fields = parsed::field_count;
  static constexpr bool count_ok =
      !parsed::ok || sizeof...(Codecs) == 0 || sizeof...(Codecs) == fields;
  static_assert(count_ok,
                "keyplate: wrong number of codecs: give one per field, in template order, or "
                "none (every field is then string<>)");
  using type = std::conditional_t<sizeof...(Codecs) == 0 || !count_ok,
                                  typename repeat<fields, Default>::type,
                                  type_list<typename checked_codec<Codecs>::type...>>;
};

// Facts of a layout: `Cs` are its (checked) codecs, one per field.
template <fixed_string Pattern, class... Cs>
struct layout_facts {
  using parsed_template = checked_template<Pattern>;
  static constexpr auto& parsed = parsed_template::parsed;
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
  // tell where it stops and prefixes would not be exact. The offset of the first literal that
  // breaks the rule, or npos.
  static constexpr std::size_t unseparated_at = [] {
    constexpr bool fixed[] = {fixed_width<Cs>..., true};
    for (std::size_t i = 0; i != sizeof...(Cs); ++i) {
      if (fixed[i]) continue;
      const std::string_view next = literal(i + 1);
      const bool ends_key = i + 1 == sizeof...(Cs) && next.empty();
      if (!ends_key && (next.empty() || next[0] != '#')) return parsed.literals[i + 1].begin;
    }
    return npos;
  }();
  static constexpr bool separators_ok = [] {
    if constexpr (parsed_template::ok && unseparated_at != npos) {
      return report_template_problem<Pattern, template_problem::unseparated_field,
                                     unseparated_at>();
    } else {
      return true;
    }
  }();
  static_assert(!parsed_template::ok || !separators_ok || min_size >= 1,
                "keyplate: this layout can encode to an empty key (DynamoDB keys need at least "
                "one byte): add literal text or use a codec that never writes nothing");

  // Offset of the first `#` in the literal after field `i`, or npos.
  static constexpr std::size_t separator_after(std::size_t i) noexcept {
    return find_char(literal(i + 1), '#');
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
