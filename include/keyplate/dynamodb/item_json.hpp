// keyplate: `dynamodb::item` and `dynamodb::attribute_value` in DynamoDB JSON, on
// nlohmann::json (part of the `<keyplate/dynamodb_json.hpp>` add-on): `to_json` for both, and
// `parse_item`, which reads every DynamoDB type and rejects only what DynamoDB rejects, naming
// the path of the offending value (`lines[2].qty`).
#pragma once

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../detail/base64.hpp"
#include "../result.hpp"
#include "attribute_value.hpp"
#include "detail/value_rules.hpp"
#include "item.hpp"

namespace keyplate::dynamodb {

// A value holds values: writing, reading and comparing one recurse, as deep as the nesting
// (which parse_item bounds at 32 levels, as DynamoDB does).
// NOLINTBEGIN(misc-no-recursion)

/// A value in DynamoDB JSON: `{"S": "..."}`, `{"N": "42"}`, `{"B": "<base64>"}`,
/// `{"BOOL": true}`, `{"NULL": true}`, `{"L": [...]}`, `{"M": {...}}`, `{"SS": [...]}`,
/// `{"NS": [...]}`, `{"BS": ["<base64>", ...]}`. Writes what it holds, unchecked.
inline void to_json(nlohmann::json& j, const attribute_value& v) {
  const std::string type(to_string(v.type()));
  const auto texts = [](const attribute_set& set, bool bytes) {
    nlohmann::json out = nlohmann::json::array();
    for (const std::string& e : set) out.push_back(bytes ? detail::base64::encode(e) : e);
    return out;
  };
  switch (v.type()) {
    case attribute_kind::BOOL:
      j = nlohmann::json{{type, v.text == "true"}};
      return;
    case attribute_kind::null:
      j = nlohmann::json{{type, true}};
      return;
    case attribute_kind::B:
      j = nlohmann::json{{type, detail::base64::encode(v.text)}};
      return;
    case attribute_kind::L: {
      nlohmann::json list = nlohmann::json::array();
      for (const attribute_value& e : *v.as_list()) to_json(list.emplace_back(), e);
      j = nlohmann::json{{type, std::move(list)}};
      return;
    }
    case attribute_kind::M: {
      nlohmann::json map = nlohmann::json::object();
      for (const auto& [name, e] : *v.as_map()) to_json(map[name], e);
      j = nlohmann::json{{type, std::move(map)}};
      return;
    }
    case attribute_kind::SS:
    case attribute_kind::NS:
    case attribute_kind::BS:
      j = nlohmann::json{{type, texts(v.type() == attribute_kind::SS   ? *v.as_string_set()
                                      : v.type() == attribute_kind::NS ? *v.as_number_set()
                                                                       : *v.as_binary_set(),
                                      v.type() == attribute_kind::BS)}};
      return;
    case attribute_kind::S:
    case attribute_kind::N:
      break;
  }
  j = nlohmann::json{{type, v.text}};
}

// NOLINTEND(misc-no-recursion)

/// An item in DynamoDB JSON: `{"pk": {"S": "CUSTOMER#42"}, "orderId": {"N": "100"}}`.
inline void to_json(nlohmann::json& j, const item& it) {
  j = nlohmann::json::object();
  for (const auto& [name, value] : it) to_json(j[name], value);
}

/// What `parse_item` returns: a `kp::path_result<item>`, whose error names the path of the
/// offending value (`lines[2].qty`).
using parse_result = path_result<item>;

namespace detail_json {
// Reading recurses as deep as the nesting, which `detail_read::max_depth` bounds.
// NOLINTBEGIN(misc-no-recursion)
// Reads values in DynamoDB JSON, keeping the path of the value it reads and, on the first
// problem, its code (the path then names the offending value). What a value may hold is
// detail/value_rules.hpp's, shared with the simdjson reader.
struct item_reader {
  std::string path;
  error_code code = error_code::none;

  bool fail(error_code c) {
    code = c;
    return false;
  }

  // `j` into `out`, with `depth` lists and maps around it.
  bool read(const nlohmann::json& j, attribute_value& out, std::size_t depth) {
    if (!j.is_object() || j.size() != 1) return fail(error_code::malformed_item);
    const auto typed = j.begin();
    const std::optional<attribute_kind> kind = detail_read::kind_named(typed.key());
    const nlohmann::json& payload = *typed;
    if (!kind) return fail(error_code::malformed_item);
    if (detail_read::has_text_payload(*kind)) {
      if (!payload.is_string()) return fail(error_code::malformed_item);
      return done(detail_read::scalar(*kind, payload.get_ref<const std::string&>(), out));
    }
    if (detail_read::has_boolean_payload(*kind)) {
      if (!payload.is_boolean()) return fail(error_code::malformed_item);
      return done(detail_read::boolean(*kind, payload.get<bool>(), out));
    }
    if (detail_read::is_set(*kind)) return read_set(*kind, payload, out);
    if (depth >= detail_read::max_depth) return fail(error_code::too_deep);
    return *kind == attribute_kind::L ? read_list(payload, out, depth + 1)
                                      : read_map(payload, out, depth + 1);
  }

  bool done(error_code c) { return c == error_code::none || fail(c); }

  bool read_list(const nlohmann::json& payload, attribute_value& out, std::size_t depth) {
    if (!payload.is_array()) return fail(error_code::malformed_item);
    attribute_list list(payload.size());
    const std::size_t at = path.size();
    for (std::size_t i = 0; i < list.size(); ++i) {
      detail_read::append_index(path, i);
      if (!read(payload[i], list[i], depth)) return false;
      path.resize(at);
    }
    out = attribute_value::list(std::move(list));
    return true;
  }

  bool read_map(const nlohmann::json& payload, attribute_value& out, std::size_t depth) {
    if (!payload.is_object()) return fail(error_code::malformed_item);
    attribute_map map;
    const std::size_t at = path.size();
    for (auto member = payload.begin(); member != payload.end(); ++member) {
      if (const error_code c = name_problem(member.key()); c != error_code::none) {
        path += '.';  // the path ends where the name would be
        return fail(c);
      }
      detail_read::append_member(path, member.key());
      if (!read(member.value(), map[member.key()], depth)) return false;
      path.resize(at);
    }
    out = attribute_value::map(std::move(map));
    return true;
  }

  bool read_set(attribute_kind kind, const nlohmann::json& payload, attribute_value& out) {
    if (!payload.is_array()) return fail(error_code::malformed_item);
    detail_read::set_reader set(kind, payload.size());
    const std::size_t at = path.size();
    for (std::size_t i = 0; i < payload.size(); ++i) {
      detail_read::append_index(path, i);
      if (!payload[i].is_string()) return fail(error_code::malformed_item);
      if (!done(set.add(payload[i].get_ref<const std::string&>()))) return false;
      path.resize(at);
    }
    return done(set.finish(out));
  }
};
// NOLINTEND(misc-no-recursion)
}  // namespace detail_json

/// An item from DynamoDB JSON, without exceptions (except `std::bad_alloc`). Reads every
/// DynamoDB type and rejects only what DynamoDB rejects, with the path of the offending value
/// (`lines[2].qty`, `tags[0]`; empty for the whole item) in `error().field`:
/// `malformed_item` (not an object of attributes, each exactly one known type with a payload
/// of its shape; a `NULL` that is not `true`), `invalid_number`, `invalid_base64`, `empty_set`,
/// `duplicate_in_set` (numbers compared by value, bytes after decoding), `empty_name` or
/// `long_name` (an attribute or map member named "", or with 64 KB or more: `name_problem`) or
/// `too_deep` (lists and maps nested more than 32 levels: a top-level `L` or `M` is level 1).
inline parse_result parse_item(const nlohmann::json& j) {
  if (!j.is_object()) return parse_result(keyplate::error{error_code::malformed_item, {}, 0});
  detail_json::item_reader reader;
  item it;
  it.reserve(j.size());
  for (auto entry = j.begin(); entry != j.end(); ++entry) {
    if (const error_code c = name_problem(entry.key()); c != error_code::none) {
      return parse_result(keyplate::error{c, {}, 0}, std::string());
    }
    reader.path = entry.key();
    attribute_value value;
    if (!reader.read(entry.value(), value, 0)) {
      return parse_result(keyplate::error{reader.code, {}, 0}, std::move(reader.path));
    }
    it.set(entry.key(), std::move(value));
  }
  return it;
}

/// `parse_item`, throwing `key_error` (naming the path in its message): what
/// `j.get<ddb::item>()` calls.
inline void from_json(const nlohmann::json& j, item& it) {
  it = parse_item(j).value();
}

}  // namespace keyplate::dynamodb
