// keyplate: parsing a key template (`"PROJECT#{projectId}#TASK#{taskId}"`) at compile time.
#pragma once

#include <cstddef>
#include <string_view>

#include "text.hpp"
#include "utf8.hpp"

namespace keyplate::detail {

// What can be wrong with a template text (`unseparated_field` depends on the codecs: the layout
// finds it).
enum class template_problem {
  none,
  empty_template,
  unbalanced_brace,
  empty_field_name,
  invalid_field_name,
  duplicate_field_name,
  reserved_literal_byte,
  invalid_literal_utf8,
  unseparated_field,
};

// A template is `literal_0 {field_0} literal_1 ... {field_n-1} literal_n`; every literal may be
// empty. Spans are offsets into the template text. `Capacity` bounds the number of fields.
template <std::size_t Capacity>
struct parsed_template {
  struct span {
    std::size_t begin = 0;
    std::size_t size = 0;
  };
  template_problem problem = template_problem::none;
  std::size_t problem_offset = 0;
  std::size_t field_count = 0;
  span literals[Capacity + 1]{};
  span names[Capacity + 1]{};
};

constexpr bool is_name_start(char c) noexcept {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
constexpr bool is_name_char(char c) noexcept {
  return is_name_start(c) || (c >= '0' && c <= '9');
}

// Plain index loops on purpose: `string_view::find` over template-argument data breaks under
// g++ -fsanitize=undefined in constant expressions (GCC PR 71962).
template <std::size_t Capacity>
constexpr parsed_template<Capacity> parse_template(std::string_view text) noexcept {
  parsed_template<Capacity> out;
  const auto fail = [&](template_problem problem, std::size_t offset) {
    out.problem = problem;
    out.problem_offset = offset;
    return out;
  };
  if (text.empty()) return fail(template_problem::empty_template, 0);

  std::size_t i = 0;
  std::size_t literal_begin = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '}') return fail(template_problem::unbalanced_brace, i);
    if (c == '$' || c == '%') return fail(template_problem::reserved_literal_byte, i);
    if (c != '{') {
      const std::size_t length = utf8_sequence_length(text, i);
      if (length == 0) return fail(template_problem::invalid_literal_utf8, i);
      i += length;
      continue;
    }
    // A placeholder: `{name}`.
    std::size_t close = i + 1;
    while (close < text.size() && text[close] != '}') {
      if (text[close] == '{') return fail(template_problem::unbalanced_brace, close);
      ++close;
    }
    if (close == text.size()) return fail(template_problem::unbalanced_brace, i);
    const std::string_view name = text.substr(i + 1, close - i - 1);
    if (name.empty()) return fail(template_problem::empty_field_name, i);
    if (!is_name_start(name[0])) return fail(template_problem::invalid_field_name, i + 1);
    for (std::size_t k = 1; k != name.size(); ++k) {
      if (!is_name_char(name[k])) return fail(template_problem::invalid_field_name, i + 1 + k);
    }
    for (std::size_t f = 0; f != out.field_count; ++f) {
      const auto other = text.substr(out.names[f].begin, out.names[f].size);
      if (same_text(other, name)) return fail(template_problem::duplicate_field_name, i + 1);
    }
    out.literals[out.field_count] = {literal_begin, i - literal_begin};
    out.names[out.field_count] = {i + 1, name.size()};
    ++out.field_count;
    i = close + 1;
    literal_begin = i;
  }
  out.literals[out.field_count] = {literal_begin, text.size() - literal_begin};
  return out;
}

}  // namespace keyplate::detail
