// keyplate: `template_fields<Pattern>`, the field names a key template uses, in template order.
#pragma once

#include <cstddef>
#include <string_view>

#include "../../detail/template_checks.hpp"
#include "../../fixed_string.hpp"

namespace keyplate::detail {

// The field names of a template, in template order (none when the template is malformed:
// `kp::key` reports that).
template <fixed_string Pattern>
struct template_fields {
  using checked = checked_template<Pattern>;
  static constexpr std::size_t count =
      checked::problem == template_problem::none ? checked::field_count : 0;
  static constexpr std::string_view name(std::size_t i) noexcept {
    return Pattern.view().substr(checked::parsed.names[i].begin, checked::parsed.names[i].size);
  }
  static constexpr bool uses(std::string_view field) noexcept {
    for (std::size_t i = 0; i != count; ++i) {
      if (name(i) == field) return true;
    }
    return false;
  }
  // Field `i`'s name as a template argument, for diagnostics.
  template <std::size_t I>
  static constexpr auto name_text() noexcept {
    constexpr std::string_view text = name(I);
    char chars[text.size() + 1]{};
    for (std::size_t k = 0; k != text.size(); ++k) chars[k] = text[k];
    return fixed_string<text.size()>(chars);
  }
};

}  // namespace keyplate::detail
