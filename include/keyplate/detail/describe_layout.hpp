// keyplate: the Markdown text `describe<K>()` writes for one layout. The facts are gathered once
// per layout into plain structs; the text is written by functions shared by all layouts, so each
// layout instantiates only the small gathering step. Those functions are templates of an unused
// parameter (`template <class = void>`), so a translation unit that never calls describe does
// not compile their bodies (the std::string and std::vector code they use).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../codec.hpp"
#include "describe_codec.hpp"

namespace keyplate::detail {

// What `describe` knows of one field.
struct described_field {
  std::string_view name;
  std::string codec;     // `codec_name`
  std::string alphabet;  // `codec_alphabet`
  std::size_t min_size = 0, max_size = 0;
  bool partial = false;            // `partial_codec`
  bool order_preserving = false;   // the codec's `order_preserving`
  bool ordered = false;            // `ordered_codec`: ranges can step through its values
  const void* identity = nullptr;  // same codec type, same address
};

// What `describe` knows of one layout: all compile-time facts, as run-time values.
struct described_layout {
  std::string_view pattern;
  std::vector<std::string_view> literals;  // one more than fields
  std::vector<described_field> fields;
  std::size_t min_size = 0, max_size = 0;
  bool order_preserving = false;
};

template <class C>
described_field describe_field(std::string_view name) {
  return {name,
          std::string(codec_name<C>()),
          codec_alphabet<C>(),
          C::min_size,
          C::max_size,
          partial_codec<C>,
          C::order_preserving,
          ordered_codec<C>,
          &codec_identity<C>};
}

template <class K>
described_layout describe_facts() {
  described_layout layout{K::pattern, {}, {}, K::min_size, K::max_size, K::order_preserving};
  for (std::size_t i = 0; i <= K::field_count; ++i) layout.literals.push_back(K::literal(i));
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (layout.fields.push_back(describe_field<typename K::template codec_at<I>>(K::field_names[I])),
     ...);
  }
  (std::make_index_sequence<K::field_count>{});
  return layout;
}

// "66" for a fixed size, "5..197" for a variable one.
template <class = void>
std::string size_text(std::size_t min, std::size_t max) {
  if (min == max) return std::to_string(min);
  return std::to_string(min) + ".." + std::to_string(max);
}

// The template up to the literal after field `n - 1`: what `prefix` with `n` values writes.
template <class = void>
std::string lead_template(const described_layout& k, std::size_t n) {
  std::string text(k.literals[0]);
  for (std::size_t i = 0; i != n; ++i) {
    text += '{';
    text += k.fields[i].name;
    text += '}';
    text += k.literals[i + 1];
  }
  return text;
}

// The first `n` field names joined as `sep`-separated arguments or as words.
template <class = void>
std::string field_list(const described_layout& k, std::size_t n, bool words) {
  std::string text;
  for (std::size_t i = 0; i != n; ++i) {
    if (i != 0) text += (words && i + 1 == n) ? " and " : ", ";
    text += k.fields[i].name;
  }
  return text;
}

template <class = void>
std::string call(std::string_view function, const described_layout& k, std::size_t n,
                 std::string_view condition = {}) {
  std::string text = "`";
  text += function;
  text += '(';
  text += field_list(k, n, false);
  if (!condition.empty()) {
    if (n != 0) text += ", ";
    text += condition;
  }
  text += ")`";
  return text;
}

// What a key of the layout is called: the last word of its literal text that a `#` or the end
// of the template follows (`TASK` in `PROJECT#{projectId}#TASK#{taskId}`, `LOG` in
// `LOG#{day}T{hour}`), or `key` when there is none.
template <class = void>
std::string entity_word(const described_layout& k) {
  const auto word_byte = [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  };
  for (std::size_t i = k.literals.size(); i-- != 0;) {
    const std::string_view text = k.literals[i];
    for (std::size_t end = text.size(); end != 0; --end) {
      const bool closed = end == text.size() ? i + 1 == k.literals.size() : text[end] == '#';
      if (!closed || !word_byte(text[end - 1])) continue;
      std::size_t begin = end - 1;
      while (begin != 0 && word_byte(text[begin - 1])) --begin;
      return std::string(text.substr(begin, end - begin));
    }
  }
  return "key";
}

template <class = void>
std::string codec_cell(const described_field& f) {
  return f.codec == "custom codec" ? f.codec : "`" + f.codec + "`";
}

// Which conditions `K::range` accepts on field `i`, or why none compiles (the checks of
// `key::try_range`, in its order).
template <class = void>
std::string range_conditions(const described_layout& k, std::size_t i) {
  const described_field& f = k.fields[i];
  if (!f.order_preserving) return "none: " + codec_cell(f) + " is not order-preserving";
  if (!f.ordered) return "none: " + codec_cell(f) + " has no successor, predecessor, greatest";
  if (i + 1 != k.fields.size() && k.literals[i + 1].find('#') == std::string_view::npos) {
    return "none: no `#` between `" + std::string(f.name) + "` and the next field";
  }
  return "`greater`, `at_least`, `less`, `at_most`, `between`";
}

// Appends the description of one layout under a heading made of `marks` (`##`, `###`). Blocks
// are separated by one blank line; the text ends with a single newline.
template <class = void>
void append_layout(std::string& out, const described_layout& k, std::string_view marks) {
  const std::size_t n = k.fields.size();
  const std::string what = entity_word(k);
  out += std::string(marks) + " Layout `" + std::string(k.pattern) + "`\n\n";
  if (n == 0) {
    out += "No fields: one fixed key.\n";
  } else {
    out += "| field | codec | bytes | alphabet | partial | range |\n";
    out += "|---|---|---|---|---|---|\n";
    for (const described_field& f : k.fields) {
      out += "| `" + std::string(f.name) + "` | " + codec_cell(f) + " | " +
             size_text(f.min_size, f.max_size) + " | " + f.alphabet + " | " +
             (f.partial ? "yes" : "no") + " | " + (f.ordered ? "yes" : "no") + " |\n";
    }
  }
  out += "\n- size: " + size_text(k.min_size, k.max_size) + " bytes\n";
  out += std::string("- order-preserving: ") + (k.order_preserving ? "yes" : "no") + '\n';
  out += std::string("- fits a DynamoDB sort key (1024 bytes): ") +
         (k.max_size <= 1024 ? "yes" : "no") +
         "; partition key (2048 bytes): " + (k.max_size <= 2048 ? "yes" : "no") + "\n";

  out += "\n| query | key condition | selects |\n|---|---|---|\n";
  for (std::size_t level = 0; level != n; ++level) {
    const std::string lead = lead_template(k, level);
    out += "| " + call("prefix", k, level) + " | ";
    if (lead.empty()) {
      out += "none (empty prefix) | every " + what + ": query without a sort-key condition |\n";
      continue;
    }
    out += "begins_with `";
    out += lead;
    out += "` | every " + what;
    if (level != 0) out += " of one " + field_list(k, level, true);
    out += " |\n";
  }
  const std::string whole = lead_template(k, n);
  out += "| " + call("encode", k, n) + " | = `" + whole + "` | one " + what + " |\n";
  const bool ends_variable =
      n != 0 && k.literals[n].empty() && k.fields[n - 1].min_size != k.fields[n - 1].max_size;
  out += "| " + call("family", k, n) + " | " +
         (ends_variable ? "BETWEEN `" + whole + "` AND `" + whole + "$`"
                        : "begins_with `" + whole + "`") +
         " | one " + what + " and the keys of layouts extending it |\n";

  if (n == 0) return;
  out += "\n| range query | compared field | conditions that compile |\n|---|---|---|\n";
  for (std::size_t level = 0; level != n; ++level) {
    out += "| " + call("range", k, level, "cond") + " | `" + std::string(k.fields[level].name) +
           "` | " + range_conditions(k, level) + " |\n";
  }
}

}  // namespace keyplate::detail
