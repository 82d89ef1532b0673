// keyplate: `describe<K>()`, a readable Markdown account of a layout or a table: its fields and
// codecs, sizes, and every query it supports, all from compile-time facts. The functions that
// write the text are templates of an unused parameter (`template <class = void>`): a translation
// unit that includes this header but never calls describe does not compile their bodies.
#pragma once

#include <concepts>
#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "detail/describe_codec.hpp"
#include "detail/describe_layout.hpp"
#include "table.hpp"

namespace keyplate {

namespace detail {

template <class T>
inline constexpr bool is_table = false;
template <class... Keys>
inline constexpr bool is_table<table<Keys...>> = true;

// A `schema<...>`: described by schema/describe.hpp (which <keyplate/schema.hpp> includes).
template <class T>
concept describable_schema = requires {
  typename T::index_list;
  { T::entity_count } -> std::convertible_to<std::size_t>;
};
template <class Schema>
void append_described_schema(std::string& out);

template <class T>
concept describable_layout = requires {
  { T::pattern } -> std::convertible_to<std::string_view>;
  {T::field_names};
  { T::literal(0) } -> std::convertible_to<std::string_view>;
};

// What `describe` knows of a table: its layouts and the relations between them.
struct described_table {
  std::vector<described_layout> layouts;
  std::vector<std::vector<bool>> neighbours;  // table::neighbours
  std::vector<std::vector<bool>> extended;    // [a][b]: layout b extends layout a
};

template <class... Keys>
described_table describe_table_facts(std::type_identity<table<Keys...>>) {
  constexpr std::size_t n = sizeof...(Keys);
  using list = std::tuple<Keys...>;
  described_table t{{describe_facts<Keys>()...},
                    std::vector<std::vector<bool>>(n, std::vector<bool>(n)),
                    std::vector<std::vector<bool>>(n, std::vector<bool>(n))};
  [&]<std::size_t... P>(std::index_sequence<P...>) {
    ((t.neighbours[P / n][P % n] = table<Keys...>::neighbours[P / n][P % n],
      t.extended[P / n][P % n] =
          extends<std::tuple_element_t<P % n, list>, std::tuple_element_t<P / n, list>>),
     ...);
  }
  (std::make_index_sequence<n * n>{});
  return t;
}

// Length of the longest common start of two templates in which every field is the same field:
// same name and same codec. Never ends inside a field or inside a UTF-8 sequence.
template <class = void>
std::size_t shared_length(const described_layout& a, const described_layout& b) {
  const std::string_view x = a.pattern, y = b.pattern;
  std::size_t i = 0, field = 0;
  while (i != x.size() && i != y.size() && x[i] == y[i]) {
    if (x[i] != '{') {
      ++i;
      continue;
    }
    const std::size_t end = x.find('}', i) + 1;
    if (x.substr(i, end - i) != y.substr(i, end - i) ||
        a.fields[field].identity != b.fields[field].identity) {
      break;
    }
    i = end;
    ++field;
  }
  while (i != 0 && i != x.size() && (static_cast<unsigned char>(x[i]) & 0xC0) == 0x80) --i;
  return i;
}

// "a and b" or "a, b and c".
template <class = void>
std::string join(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t i = 0; i != items.size(); ++i) {
    if (i != 0) text += i + 1 == items.size() ? " and " : ", ";
    text += items[i];
  }
  return text;
}

// Adds `word` to `words` unless it is there already.
template <class = void>
void add_word(std::vector<std::string>& words, std::string word) {
  for (const std::string& w : words) {
    if (w == word) return;
  }
  words.push_back(std::move(word));
}

// One shared prefix: the layouts that begin with it, what a begins_with on its literal start
// selects (once per literal start: `said` holds those already written), and which family query
// selects a layout with the layouts extending it.
template <class = void>
void append_shared_prefix(std::string& out, const described_table& t, std::size_t first,
                          std::size_t length, std::vector<std::string_view>& said) {
  const described_layout& owner = t.layouts[first];
  const std::string_view shared = owner.pattern.substr(0, length);
  std::vector<std::string> numbers, words;
  std::vector<std::size_t> members;
  for (std::size_t x = 0; x != t.layouts.size(); ++x) {
    if (x != first && shared_length(t.layouts[x], owner) < length) continue;
    members.push_back(x);
    numbers.push_back(std::to_string(x));
    add_word(words, entity_word(t.layouts[x]));
  }
  out += "- `" + std::string(shared) + "`: layouts " + join(numbers) + ".";
  const std::string_view lead = shared.substr(0, shared.find('{'));
  bool new_lead = !lead.empty();
  for (const std::string_view s : said) new_lead = new_lead && s != lead;
  if (new_lead) {
    said.push_back(lead);
    out += " begins_with `" + std::string(lead) + "` selects every " + join(words) + ".";
  }
  for (const std::size_t parent : members) {
    if (t.layouts[parent].pattern != shared) continue;
    std::vector<std::string> children;
    for (const std::size_t child : members) {
      if (t.extended[parent][child]) add_word(children, entity_word(t.layouts[child]));
    }
    if (children.empty()) continue;
    out += " " + call("family", t.layouts[parent], t.layouts[parent].fields.size()) +
           " of layout " + std::to_string(parent) + " selects one " +
           entity_word(t.layouts[parent]) + " and its " + join(children) + " keys.";
  }
  out += '\n';
}

template <class = void>
void append_table(std::string& out, const described_table& t) {
  const std::size_t n = t.layouts.size();
  out += "## Table of " + std::to_string(n) + (n == 1 ? " layout" : " layouts") + "\n\n";
  out += "| # | layout | bytes | entity |\n|---|---|---|---|\n";
  for (std::size_t i = 0; i != n; ++i) {
    const described_layout& k = t.layouts[i];
    out += "| " + std::to_string(i) + " | `" + std::string(k.pattern) + "` | " +
           size_text(k.min_size, k.max_size) + " | " + entity_word(k) + " |\n";
  }
  std::string pairs;
  for (std::size_t a = 0; a != n; ++a) {
    for (std::size_t b = 0; b != n; ++b) {
      if (!t.neighbours[a][b]) continue;
      pairs += "- " + std::to_string(a) + " `" + std::string(t.layouts[a].pattern) + "` -> " +
               std::to_string(b) + " `" + std::string(t.layouts[b].pattern) + "`\n";
    }
  }
  out += pairs.empty() ? "\nNo neighbours: prefix and range queries of a layout return only its "
                         "own keys.\n"
                       : "\nNeighbours: prefix and range queries of the first layout can also "
                         "return keys of the second (decode results with the table):\n\n" +
                             pairs;
  // Each distinct shared start once, by the first pair that has it.
  std::string shared;
  std::vector<std::pair<std::size_t, std::size_t>> seen;  // (layout, length)
  std::vector<std::string_view> said;
  for (std::size_t a = 0; a != n; ++a) {
    for (std::size_t b = a + 1; b != n; ++b) {
      const std::size_t length = shared_length(t.layouts[a], t.layouts[b]);
      if (length == 0) continue;
      bool known = false;
      for (const auto& [layout, size] : seen) {
        known =
            known || (size == length && shared_length(t.layouts[a], t.layouts[layout]) >= length);
      }
      if (known) continue;
      seen.emplace_back(a, length);
      append_shared_prefix(shared, t, a, length, said);
    }
  }
  out += shared.empty() ? "\nNo shared prefixes.\n" : "\nShared prefixes:\n\n" + shared;
  for (const described_layout& k : t.layouts) {
    out += '\n';
    append_layout(out, k, "###");
  }
}

}  // namespace detail

/// A Markdown description of a layout (`key<...>`), a table (`table<...>`) or a schema
/// (`schema<...>`, with <keyplate/schema.hpp>), from its
/// compile-time facts. For a layout: the template; a table of its fields (codec, width in
/// bytes, alphabet, whether `kp::partial` and ranges work on it); `min_size`/`max_size`,
/// `order_preserving`, whether it fits a DynamoDB sort / partition key; every query (each
/// `prefix` level with the `begins_with` text it writes and what it selects, `encode`,
/// `family`); and, for each field, the range conditions that compile. For a table: its layouts,
/// the `neighbours` pairs, the prefixes layouts share, then each layout as above. Keys are named
/// by the last word of the literal text that a `#` or the end follows (`TASK`), else `key`.
/// For a schema: its indexes; the entity x index matrix of key templates (sparse ones marked,
/// with the optional fields they need); each entity's fields (codec, required, attribute type);
/// every access pattern (entity and index, the partition fields, then for each number of
/// leading sort fields the conditions the last may take and the key condition written); key
/// sizes against DynamoDB's limits; and per index the partitions several entities share and the
/// `neighbours` pairs. A native index (`kp::native_index`) shows its attributes with their
/// types instead of templates, and its access patterns by attribute.
///
/// **Example**:
/// ```
/// using TaskKey = kp::key<"PROJECT#{projectId}#TASK#{taskId}", kp::ulid, kp::ulid>;
/// std::puts(kp::describe<TaskKey>().c_str());
/// // ... | `prefix(projectId)` | begins_with `PROJECT#{projectId}#TASK#` | every TASK of one
/// // projectId | ...
/// std::puts(kp::describe<kp::table<ProjectKey, TaskKey>>().c_str());
/// ```
template <class T>
std::string describe() {
  std::string out;
  if constexpr (detail::is_table<T>) {
    detail::append_table(out, detail::describe_table_facts(std::type_identity<T>{}));
  } else if constexpr (detail::describable_schema<T>) {
    detail::append_described_schema<T>(out);
  } else {
    constexpr bool is_layout = detail::describable_layout<T>;
    static_assert(is_layout,
                  "keyplate: describe<T> takes a layout (keyplate::key<...>), a "
                  "keyplate::table<...> or a keyplate::schema<...>");
    if constexpr (is_layout) detail::append_layout(out, detail::describe_facts<T>(), "##");
  }
  return out;
}

}  // namespace keyplate
