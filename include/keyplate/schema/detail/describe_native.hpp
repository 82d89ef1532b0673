// keyplate: the text `describe<Schema>()` writes for a native index (native_index.hpp), whose
// key is the items' own attributes: the attributes with their types, an entity's cell of the
// matrix, its access pattern (every partition attribute by value, then leading sort attributes,
// the last by any condition its type takes) and the sizes of its attributes' values. The facts
// are gathered by describe_facts.hpp; describe.hpp writes the rest and calls these (templates of
// an unused parameter, as describe.hpp's, compiled only where describe is called).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "describe_facts.hpp"

namespace keyplate::detail {

template <class = void>
std::string index_label(const described_index& i) {
  return i.name.empty() ? std::string("table") : "`" + std::string(i.name) + "`";
}

template <class = void>
std::string code_list(const std::vector<std::string_view>& names) {
  std::string text;
  for (std::size_t i = 0; i != names.size(); ++i) {
    text += (i == 0 ? "`" : ", `") + std::string(names[i]) + "`";
  }
  return text;
}

template <class = void>
std::vector<std::string_view> attribute_names(const std::vector<described_attribute>& a) {
  std::vector<std::string_view> names;
  names.reserve(a.size());
  for (const described_attribute& x : a) names.push_back(x.name);
  return names;
}

// "`tenantId` N, `region` S": the attributes in key order with their types; "none".
template <class = void>
std::string typed_attributes(const std::vector<described_attribute>& a) {
  std::string text;
  for (std::size_t i = 0; i != a.size(); ++i) {
    text += (i == 0 ? "`" : ", `") + std::string(a[i].name) + "` " + std::string(a[i].type);
  }
  return a.empty() ? std::string("none") : text;
}

// The sentence after the index table naming the native indexes; "" when there is none.
template <class = void>
std::string native_index_note(const std::vector<described_index>& indexes) {
  std::vector<std::string_view> names;
  for (const described_index& i : indexes) {
    if (i.native) names.push_back(i.name);
  }
  if (names.empty()) return {};
  return "\nKeyed on the items' own attributes, not on templates (native " +
         std::string(names.size() == 1 ? "index): " : "indexes): ") + code_list(names) + ".\n";
}

// An entity's cell of the matrix on a native index.
template <class = void>
std::string native_cell(const std::optional<described_native_keys>& k) {
  if (!k) return "-";
  return k->optional.empty() ? "own attributes" : "own attributes (sparse)";
}

// Entity `entity`'s access pattern on native index `i`: the partition attributes, each by value,
// then for each number of leading sort attributes what the last may be, as keyplate takes it and
// as the key condition writes it (`begins_with` only on an `S` attribute).
template <class = void>
void append_native_access_pattern(std::string& out, std::string_view entity,
                                  const described_index& i) {
  out += "\n### " + std::string(entity) + " on " + index_label(i) + "\n\n";
  const bool one = i.partition_attributes.size() == 1;
  out += (one ? "Partition attribute " : "Partition attributes ") +
         code_list(attribute_names(i.partition_attributes)) + (one ? ": give it" : ": give each") +
         ", by value (=).\n";
  if (i.sort_attributes.empty()) {
    out += "The index has no sort key: the query returns the whole partition.\n";
    return;
  }
  const std::vector<std::string_view> sort = attribute_names(i.sort_attributes);
  if (sort.size() > 1) {
    out += "Sort attributes " + code_list(sort) +
           ": give leading ones in this order, each by value (=) but the last.\n";
  }
  out +=
      "\n| sort attributes given | the last may be | key condition on the last |\n"
      "|---|---|---|\n| none | | none: the whole partition |\n";
  for (std::size_t given = 1; given <= sort.size(); ++given) {
    const bool text = i.sort_attributes[given - 1].type == "S";
    out += "| " + code_list({sort.begin(), sort.begin() + static_cast<std::ptrdiff_t>(given)}) +
           " | value, " + (text ? "`partial`, " : "") +
           "`greater`, `at_least`, `less`, `at_most`, `between` | =, " +
           (text ? "begins_with, " : "") + ">, >=, <, <=, BETWEEN |\n";
  }
}

// "`tenantId` <= 20, `region` <= 8": the most bytes of each attribute's value, flagged when it
// is over DynamoDB's limit for a key value (`limit`).
template <class = void>
std::string native_sizes(const std::vector<described_attribute>& a,
                         const std::vector<std::size_t>& max_sizes, std::size_t first,
                         std::size_t limit) {
  std::string text;
  for (std::size_t i = 0; i != a.size(); ++i) {
    const std::size_t max = max_sizes[first + i];
    text += (i == 0 ? "`" : ", `") + std::string(a[i].name) + "` <= " + std::to_string(max) +
            (max <= limit ? "" : " (over " + std::to_string(limit) + ")");
  }
  return a.empty() ? std::string("none") : text;
}

// Entity `entity`'s row of the sizes table on native index `i`.
template <class = void>
std::string native_sizes_row(std::string_view entity, const described_index& i,
                             const described_native_keys& k) {
  return "| " + std::string(entity) + " | " + index_label(i) + " | " +
         native_sizes(i.partition_attributes, k.max_sizes, 0, 2048) + " | " +
         native_sizes(i.sort_attributes, k.max_sizes, i.partition_attributes.size(), 1024) + " |\n";
}

// The sentence after the sizes table when a native index is described; "" otherwise.
template <class = void>
std::string native_sizes_note(const std::vector<described_index>& indexes) {
  for (const described_index& i : indexes) {
    if (i.native) {
      return "\nOn a native index each attribute is a key value of its own: `<=` gives the most "
             "bytes of its value (a number's decimal digits).\n";
    }
  }
  return {};
}

// The line of a native index's partitions, which the entities `members` (joined) share.
template <class = void>
std::string native_collection(const described_index& i, const std::string& members) {
  std::string args;
  for (const described_attribute& a : i.partition_attributes) {
    args += (args.empty() ? "" : ", ") + std::string(a.name);
  }
  return "- " + code_list(attribute_names(i.partition_attributes)) + ": " + members +
         " (`query<...>(" + args + ")` on the schema)\n";
}

}  // namespace keyplate::detail
