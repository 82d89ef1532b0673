// keyplate: turning a bad key template into one readable compile error that says what is wrong
// and where: the message names the problem, and the diagnostic shows the byte offset and the
// template with ` >>> ` inserted at that byte.
#pragma once

#include <cstddef>

#include "../fixed_string.hpp"
#include "template_parser.hpp"

namespace keyplate {

/// The text of a key template with ` >>> ` inserted before the byte a compile error is about.
/// It appears only in diagnostics: `template_error_at_byte<25, template_text<..>{"PROJECT#{p}
/// #TASK# >>> {t"}>` (g++ prints the text, clang the offset).
template <std::size_t N>
struct template_text {
  char text[N + 1]{};
};

/// Always false: the condition of the static_asserts that report a template problem, so that
/// the compiler prints the offset (`Byte`) and the marked template next to the message.
template <std::size_t Byte, auto Marked>
inline constexpr bool template_error_at_byte = false;

namespace detail {

inline constexpr char error_marker[] = " >>> ";
inline constexpr std::size_t error_marker_size = sizeof(error_marker) - 1;

template <fixed_string Pattern, std::size_t Byte>
constexpr template_text<Pattern.size() + error_marker_size> marked_template() {
  template_text<Pattern.size() + error_marker_size> out{};
  std::size_t j = 0;
  for (std::size_t i = 0; i <= Pattern.size(); ++i) {
    if (i == Byte) {
      for (std::size_t k = 0; k != error_marker_size; ++k) out.text[j++] = error_marker[k];
    }
    if (i < Pattern.size()) out.text[j++] = Pattern.data[i];
  }
  return out;
}

// One static_assert per problem; only the one for `Problem` is instantiated.
template <fixed_string Pattern, template_problem Problem, std::size_t Byte>
constexpr bool report_template_problem() {
  constexpr auto marked = marked_template<Pattern, Byte>();
  if constexpr (Problem == template_problem::empty_template) {
    static_assert(template_error_at_byte<Byte, marked>, "keyplate: the key template is empty");
  } else if constexpr (Problem == template_problem::unbalanced_brace) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: unbalanced brace in the key template ('{' without '}' or '}' "
                  "without '{')");
  } else if constexpr (Problem == template_problem::empty_field_name) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: empty field name '{}' in the key template");
  } else if constexpr (Problem == template_problem::invalid_field_name) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: invalid field name in the key template (use letters, digits and "
                  "'_', not starting with a digit)");
  } else if constexpr (Problem == template_problem::duplicate_field_name) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: duplicate field name in the key template");
  } else if constexpr (Problem == template_problem::reserved_literal_byte) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: literal text of the key template must not contain '$' (range "
                  "sentinel) or '%' (escape)");
  } else if constexpr (Problem == template_problem::invalid_literal_utf8) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: literal text of the key template is not valid UTF-8");
  } else if constexpr (Problem == template_problem::unseparated_field) {
    static_assert(template_error_at_byte<Byte, marked>,
                  "keyplate: a variable-width field must be followed by '#' or end the template");
  }
  return Problem == template_problem::none;
}

// The parsed template; a problem is reported once, where the template is first used.
template <fixed_string Pattern>
struct checked_template {
  static constexpr auto parsed = parse_template<Pattern.size() / 3 + 1>(Pattern.view());
  static constexpr template_problem problem = parsed.problem;
  static constexpr bool ok =
      report_template_problem<Pattern, parsed.problem, parsed.problem_offset>();
  static constexpr std::size_t field_count = parsed.field_count;
};

}  // namespace detail
}  // namespace keyplate
