// keyplate: `describe<Shop>()` for a schema: the entity x index matrix of key templates, every
// access pattern with the fields it needs and the conditions that compile, key sizes against
// DynamoDB's limits, item collections and neighbours per index. The facts are gathered into
// plain structs once per schema (detail/describe_facts.hpp); functions shared by all schemas write
// the text, with a native index's parts in detail/describe_native.hpp. They are templates of an
// unused parameter (`template <class = void>`), so that every translation unit that includes
// <keyplate/schema.hpp> but never calls describe does not compile their bodies.
#pragma once

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "../codec.hpp"
#include "../describe.hpp"
#include "../detail/describe_layout.hpp"
#include "../table.hpp"
#include "detail/describe_facts.hpp"
#include "detail/describe_native.hpp"
#include "schema.hpp"

namespace keyplate::detail {

template <class = void>
std::string templates_cell(const described_keys& k) {
  std::string text = "`";
  text += k.partition.pattern;
  text += '`';
  if (k.sort) {
    text += " / `";
    text += k.sort->pattern;
    text += '`';
  }
  if (k.sparse) text += " (sparse)";
  return text;
}

// The fields of a sparse index's templates that are optional: without one, no keys are written.
template <class = void>
std::vector<std::string_view> optional_key_fields(const described_entity& e,
                                                  const described_keys& k) {
  std::vector<std::string_view> out;
  for (const described_entity_field& f : e.fields) {
    if (!f.optional) continue;
    bool used = false;
    for (const described_field& p : k.partition.fields) used = used || p.name == f.field.name;
    if (k.sort) {
      for (const described_field& p : k.sort->fields) used = used || p.name == f.field.name;
    }
    if (used) out.push_back(f.field.name);
  }
  return out;
}

template <class = void>
void append_index_table(std::string& out, const described_schema& s) {
  out += "| index | partition key | sort key |\n|---|---|---|\n";
  for (const described_index& i : s.indexes) {
    if (i.native) {
      out += "| " + index_label(i) + " | " + typed_attributes(i.partition_attributes) + " | " +
             typed_attributes(i.sort_attributes) + " |\n";
      continue;
    }
    out += "| " + index_label(i) + " | `" + std::string(i.partition_attribute) + "` | " +
           (i.sort_attribute.empty() ? std::string("none")
                                     : "`" + std::string(i.sort_attribute) + "`") +
           " |\n";
  }
  out += native_index_note(s.indexes);
}

template <class = void>
void append_matrix(std::string& out, const described_schema& s) {
  out += "\n## Key templates (partition / sort)\n\n| entity |";
  std::string rule = "|---|";
  for (const described_index& i : s.indexes) {
    out += " " + index_label(i) + " |";
    rule += "---|";
  }
  out += "\n" + rule + "\n";
  for (const described_entity& e : s.entities) {
    out += "| " + std::string(e.name) + " |";
    for (std::size_t x = 0; x != e.keys.size(); ++x) {
      const std::optional<described_keys>& k = e.keys[x];
      out += ' ';
      out += s.indexes[x].native ? native_cell(e.natives[x])
             : k                 ? templates_cell(*k)
                                 : std::string("-");
      out += " |";
    }
    out += '\n';
  }
  bool any_sparse = false;
  for (const described_entity& e : s.entities) {
    for (std::size_t x = 0; x != e.keys.size(); ++x) {
      const std::optional<described_keys>& keys = e.keys[x];
      const std::optional<described_native_keys>& native = e.natives[x];
      const bool sparse = (keys && keys->sparse) || (native && !native->optional.empty());
      if (!sparse) continue;
      if (!any_sparse)
        out += "\nSparse: an item has these keys only when its fields have values.\n\n";
      any_sparse = true;
      out += "- " + std::string(e.name) + " on " + index_label(s.indexes[x]) + ": needs " +
             code_list(keys ? optional_key_fields(e, *keys) : native->optional) + "\n";
    }
  }
}

template <class = void>
void append_fields(std::string& out, const described_entity& e) {
  out += "\n### " + std::string(e.name) + "\n\n";
  out += "| field | codec | required | attribute |\n|---|---|---|---|\n";
  for (const described_entity_field& f : e.fields) {
    out += "| `" + std::string(f.field.name) + "` | " + codec_cell(f.field) + " | " +
           (!f.computed.empty() ? "computed: " + f.computed
            : f.optional        ? "no"
                                : "yes") +
           " | `" + f.attribute + "` |\n";
  }
}

// What the last sort field given may be: a value, `kp::partial`, range conditions.
template <class = void>
std::string last_field_conditions(const described_layout& sort, std::size_t given) {
  const described_field& f = sort.fields[given - 1];
  std::string text = "value";
  if (f.partial) text += ", `partial`";
  const std::string ranges = range_conditions(sort, given - 1);
  if (ranges.rfind("none", 0) != 0) text += ", " + ranges;
  return text;
}

template <class = void>
std::string field_names_of(const described_layout& k, std::size_t n) {
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i != n; ++i) names.push_back(k.fields[i].name);
  return names.empty() ? std::string("none") : code_list(names);
}

template <class = void>
void append_access_patterns(std::string& out, const described_schema& s,
                            const described_entity& e) {
  for (std::size_t x = 0; x != s.indexes.size(); ++x) {
    if (e.natives[x]) append_native_access_pattern(out, e.name, s.indexes[x]);
    const std::optional<described_keys>& keys = e.keys[x];
    if (!keys) continue;
    const described_keys& k = *keys;
    const std::size_t partition_fields = k.partition.fields.size();
    out += "\n### " + std::string(e.name) + " on " + index_label(s.indexes[x]) + "\n\n";
    // A shard field of the partition is not given: scatter queries every shard.
    std::vector<std::string_view> given, computed;
    for (std::size_t i = 0; i != partition_fields; ++i) {
      const std::string_view name = k.partition.fields[i].name;
      const bool is_computed = std::any_of(e.fields.begin(), e.fields.end(), [&](const auto& f) {
        return f.field.name == name && !f.computed.empty();
      });
      (is_computed ? computed : given).push_back(name);
    }
    out += "Partition `" + std::string(k.partition.pattern) + "`: give " +
           (given.empty() ? std::string("none") : code_list(given));
    out += computed.empty() ? std::string(".\n")
                            : "; " + code_list(computed) +
                                  " is computed: `scatter` gives the query of every shard.\n";
    if (!k.sort) {
      out += "The index has no sort key: the query returns the whole partition.\n";
      continue;
    }
    const described_layout& sort = *k.sort;
    out += "\n| sort fields given | the last may be | key condition for values |\n|---|---|---|\n";
    std::string none = "begins_with `" + std::string(sort.literals[0]) + "`";
    if (sort.fields.empty()) none = "= `" + std::string(sort.pattern) + "`";
    if (sort.literals[0].empty()) none = "none: the whole partition";
    out += "| none | | " + none + " |\n";
    for (std::size_t given = 1; given <= sort.fields.size(); ++given) {
      const bool all = given == sort.fields.size();
      out += "| " + field_names_of(sort, given) + " | " + last_field_conditions(sort, given) +
             " | " +
             (all ? "= `" + std::string(sort.pattern) + "`"
                  : "begins_with `" + lead_template(sort, given) + "`") +
             " |\n";
    }
  }
}

template <class = void>
void append_sizes(std::string& out, const described_schema& s) {
  out += "\n## Key sizes in bytes (DynamoDB: partition key 2048, sort key 1024)\n\n";
  out += "| entity | index | partition key | sort key |\n|---|---|---|---|\n";
  for (const described_entity& e : s.entities) {
    for (std::size_t x = 0; x != s.indexes.size(); ++x) {
      if (const std::optional<described_native_keys>& n = e.natives[x]; n.has_value()) {
        out += native_sizes_row(e.name, s.indexes[x], *n);
      }
      const std::optional<described_keys>& keys = e.keys[x];
      if (!keys) continue;
      const described_keys& k = *keys;
      out += "| " + std::string(e.name) + " | " + index_label(s.indexes[x]) + " | " +
             size_text(k.partition.min_size, k.partition.max_size) +
             (k.partition.max_size <= 2048 ? "" : " (over 2048)") + " | " +
             (k.sort ? size_text(k.sort->min_size, k.sort->max_size) +
                           (k.sort->max_size <= 1024 ? "" : " (over 1024)")
                     : std::string("none")) +
             " |\n";
    }
  }
  out += native_sizes_note(s.indexes);
}

// Each index: the item collections (entities that can share a partition) and the neighbours.
template <class = void>
void append_collections(std::string& out, const described_schema& s) {
  out += "\n## Item collections and neighbours\n";
  const std::size_t n = s.entities.size();
  for (std::size_t x = 0; x != s.indexes.size(); ++x) {
    out += "\n### " + index_label(s.indexes[x]) + "\n\n";
    std::vector<bool> done(n);
    std::string collections;
    for (std::size_t a = 0; a != n; ++a) {
      const std::optional<described_keys>& keys = s.entities[a].keys[x];
      if ((!keys && !s.entities[a].natives[x]) || done[a]) continue;
      std::vector<std::string_view> members{s.entities[a].name};
      for (std::size_t b = a + 1; b != n; ++b) {
        if (s.share_partition[x][a][b]) {
          members.push_back(s.entities[b].name);
          done[b] = true;
        }
      }
      if (members.size() < 2) continue;
      if (!keys) {
        collections += native_collection(s.indexes[x], join({members.begin(), members.end()}));
        continue;
      }
      const described_layout& p = keys->partition;
      collections += "- `" + std::string(p.pattern) +
                     "`: " + join({members.begin(), members.end()}) + " (`query<...>(" +
                     field_list(p, p.fields.size(), false) + ")` on the schema)\n";
    }
    out += collections.empty() ? "No two entities share a partition.\n"
                               : "Partitions that hold several entities:\n\n" + collections;
    std::string pairs;
    for (std::size_t a = 0; a != n; ++a) {
      for (std::size_t b = 0; b != n; ++b) {
        if (s.neighbours[x][a][b]) {
          pairs += "- " + std::string(s.entities[a].name) + " -> " +
                   std::string(s.entities[b].name) + "\n";
        }
      }
    }
    out += pairs.empty() ? "\nNo neighbours: each entity's queries return only its own items.\n"
                         : "\nNeighbours: queries of the first entity can also return items of "
                           "the second (read results with `identify`):\n\n" +
                               pairs;
  }
}

template <class = void>
void append_schema(std::string& out, const described_schema& s) {
  const std::size_t e = s.entities.size(), i = s.indexes.size();
  out += "## Schema of " + std::to_string(e) + (e == 1 ? " entity" : " entities") + " on " +
         std::to_string(i) + (i == 1 ? " index" : " indexes") + "\n\n";
  append_index_table(out, s);
  out += "\nNo two entities can write the same primary key (checked at compile time).\n";
  append_matrix(out, s);
  out += "\n## Fields\n";
  for (const described_entity& entity : s.entities) append_fields(out, entity);
  out += "\n## Access patterns\n";
  for (const described_entity& entity : s.entities) append_access_patterns(out, s, entity);
  append_sizes(out, s);
  append_collections(out, s);
}

template <class Schema>
void append_described_schema(std::string& out) {
  append_schema(out,
                describe_schema_facts<Schema>(std::type_identity<typename Schema::index_list>{},
                                              std::make_index_sequence<Schema::entity_count>{}));
}

}  // namespace keyplate::detail
