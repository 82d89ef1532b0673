// keyplate: DynamoDB JSON values and items read with simdjson's on-demand API, in one pass over
// the text: what a value may hold is value_rules.hpp's (shared with `parse_item` on nlohmann);
// this header walks the text. Every value is read in full, also one the caller does not keep
// (`skip`), so text that is not JSON is never accepted. Part of
// `<keyplate/dynamodb_simdjson.hpp>`.
#pragma once

#include <simdjson.h>

#include <algorithm>
#include <cstddef>
#include <locale>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../attribute_value.hpp"
#include "../item.hpp"
#include "value_rules.hpp"

namespace keyplate::dynamodb::detail_simdjson {

namespace od = simdjson::ondemand;

// The double nearest to JSON number `text` (what strtod gives in the "C" locale), or nothing
// when its magnitude is beyond a double's range; blanks after the number are ignored.
inline std::optional<double> read_double(std::string_view text) {
  std::istringstream in{std::string(text)};
  in.imbue(std::locale::classic());
  double value = 0;
  if (!(in >> value)) return std::nullopt;
  return value;
}

// Reading recurses as deep as the nesting: lists and maps to `detail_read::max_depth`, other
// JSON to simdjson's own bound (its parser's `max_depth`, 1024 by default).
// NOLINTBEGIN(misc-no-recursion)
// Reads values; on the first problem it keeps its code and the path of the offending value,
// relative to the value it was given (`[2].qty` inside a value, `lines[2].qty` inside an item).
// The path is built only then, each level putting its part in front as the failure returns:
// reading builds no path.
class value_reader {
 public:
  std::string path;
  error_code code = error_code::none;

  // `error_code::none` -> `true`; otherwise records `c` and returns `false`.
  bool done(error_code c) {
    if (c == error_code::none) return true;
    code = c;
    return false;
  }
  bool fail(error_code c) { return done(c); }
  // Puts `part` in front of the path of a failure: returns false.
  bool within(std::string_view part) {
    path.insert(0, part);
    return false;
  }
  bool within_index(std::size_t i) {
    std::string part;
    detail_read::append_index(part, i);
    return within(part);
  }

  // The value of simdjson result `r` into `out`: a value of another JSON type is
  // `malformed_item` (a JSON value of the wrong shape), any other error `malformed_json` (not
  // JSON text: broken, truncated, too deep).
  // (`r` is taken by value: simdjson's results give their value once, as rvalues.)
  template <class R, class T>
  bool get(R r, T& out) {
    const simdjson::error_code e = std::move(r).get(out);
    if (e == simdjson::SUCCESS) return true;
    return fail(e == simdjson::INCORRECT_TYPE ? error_code::malformed_item
                                              : error_code::malformed_json);
  }

  // An attribute value (`{"S": "..."}`, `{"L": [...]}`, ...) into `out`, with `depth` lists
  // and maps around it.
  bool read(od::value v, attribute_value& out, std::size_t depth) {
    od::object typed;
    if (!get(v.get_object(), typed)) return false;
    std::size_t members = 0;
    for (auto member : typed) {
      od::field f;
      std::string_view name;
      if (!get(std::move(member), f) || !get(f.unescaped_key(), name)) return false;
      if (++members != 1) return fail(error_code::malformed_item);
      const std::optional<attribute_kind> kind = detail_read::kind_named(name);
      if (!kind) return fail(error_code::malformed_item);
      if (!payload(*kind, f.value(), out, depth)) return false;
    }
    return members == 1 || fail(error_code::malformed_item);
  }

  // The members of an item (`{"pk": {"S": "..."}, ...}`) into `out`, in name order; a name
  // given twice is `malformed_item`. `scratch` carries the size of the item before, so the
  // attributes' vector is allocated once.
  struct item_scratch {
    std::vector<item::value_type> entries;
    std::size_t expected = 8;
  };
  bool read_item(od::value v, item& out, item_scratch& scratch) {
    od::object members;
    if (!get(v.get_object(), members)) return false;
    std::vector<item::value_type>& entries = scratch.entries;
    entries.clear();
    entries.reserve(scratch.expected);
    for (auto member : members) {
      od::field f;
      std::string_view name;
      if (!get(std::move(member), f) || !get(f.unescaped_key(), name)) return false;
      if (const error_code c = name_problem(name); c != error_code::none) return fail(c);
      entries.emplace_back(std::piecewise_construct, std::forward_as_tuple(name),
                           std::forward_as_tuple());
      if (!read(f.value(), entries.back().second, 0)) return within(entries.back().first);
    }
    // Items written in name order (as keyplate writes them) need no sort, and the vector
    // becomes the item as it is.
    const auto by_name = [](const item::value_type& a, const item::value_type& b) {
      return a.first < b.first;
    };
    if (!std::is_sorted(entries.begin(), entries.end(), by_name)) {
      std::sort(entries.begin(), entries.end(), by_name);
    }
    const auto twice = std::adjacent_find(
        entries.begin(), entries.end(),
        [](const item::value_type& a, const item::value_type& b) { return a.first == b.first; });
    if (twice != entries.end()) {
      fail(error_code::malformed_item);
      return within(twice->first);
    }
    scratch.expected = entries.size();
    keyplate::detail::item_builder::adopt(out, std::move(entries));
    entries = {};
    return true;
  }

  // A JSON number into `out`: simdjson checks its syntax, and its value is read from its text
  // (simdjson 3.0.1 reads a number of many digits wrongly: a 70-digit 0.5666...6333 as about
  // 1E-50, a 5.77E327 of 50 digits as finite). A number beyond a double's range is
  // `malformed_json`, as nlohmann has it.
  bool number(od::value v, double& out) {
    const std::string_view text = v.raw_json_token();
    double checked = 0;
    if (!get(v.get_double(), checked)) return false;
    const std::optional<double> value = read_double(text);
    if (!value) return fail(error_code::malformed_json);
    out = *value;
    return true;
  }

  // Reads `v` in full and keeps nothing: a value of a response this reader does not use. Any
  // problem here is text that is not JSON (`nul`, `[1,]`).
  bool skip(od::value v) { return skip_value(v) || fail(error_code::malformed_json); }

 private:
  bool skip_value(od::value v) {
    od::json_type type{};
    if (!get(v.type(), type)) return false;
    switch (type) {
      case od::json_type::object: {
        od::object members;
        if (!get(v.get_object(), members)) return false;
        for (auto member : members) {
          od::field f;
          std::string_view name;
          if (!get(std::move(member), f) || !get(f.unescaped_key(), name) ||
              !skip_value(f.value())) {
            return false;
          }
        }
        return true;
      }
      case od::json_type::array: {
        od::array elements;
        if (!get(v.get_array(), elements)) return false;
        for (auto element : elements) {
          od::value e;
          if (!get(element, e) || !skip_value(e)) return false;
        }
        return true;
      }
      case od::json_type::string: {
        std::string_view text;
        return get(v.get_string(), text);
      }
      case od::json_type::number: {
        double value = 0;
        return number(v, value);
      }
      case od::json_type::boolean: {
        bool b = false;
        return get(v.get_bool(), b);
      }
      case od::json_type::null: {
        bool null = false;
        return get(v.is_null(), null) && null;
      }
    }
    return false;
  }

  bool payload(attribute_kind kind, od::value v, attribute_value& out, std::size_t depth) {
    if (detail_read::has_text_payload(kind)) {
      std::string_view text;
      return get(v.get_string(), text) && done(detail_read::scalar(kind, text, out));
    }
    if (detail_read::has_boolean_payload(kind)) {
      bool b = false;
      return get(v.get_bool(), b) && done(detail_read::boolean(kind, b, out));
    }
    if (detail_read::is_set(kind)) return read_set(kind, v, out);
    if (depth >= detail_read::max_depth) return fail(error_code::too_deep);
    return kind == attribute_kind::L ? read_list(v, out, depth + 1) : read_map(v, out, depth + 1);
  }

  bool read_list(od::value v, attribute_value& out, std::size_t depth) {
    od::array elements;
    if (!get(v.get_array(), elements)) return false;
    attribute_list list;
    for (auto element : elements) {
      od::value e;
      if (!get(element, e)) return within_index(list.size());
      list.emplace_back();
      if (!read(e, list.back(), depth)) return within_index(list.size() - 1);
    }
    out = attribute_value::list(std::move(list));
    return true;
  }

  bool read_map(od::value v, attribute_value& out, std::size_t depth) {
    od::object members;
    if (!get(v.get_object(), members)) return false;
    attribute_map map;
    for (auto member : members) {
      od::field f;
      std::string_view name;
      if (!get(std::move(member), f) || !get(f.unescaped_key(), name)) return false;
      if (const error_code c = name_problem(name); c != error_code::none) {
        fail(c);
        return within(".");  // the path ends where the name would be
      }
      const auto [slot, fresh] = map.try_emplace(std::string(name));
      if (!fresh) fail(error_code::malformed_item);  // a member named twice
      if (!fresh || !read(f.value(), slot->second, depth)) return within("." + slot->first);
    }
    out = attribute_value::map(std::move(map));
    return true;
  }

  bool read_set(attribute_kind kind, od::value v, attribute_value& out) {
    od::array elements;
    if (!get(v.get_array(), elements)) return false;
    detail_read::set_reader set(kind, 0);
    std::size_t i = 0;
    for (auto element : elements) {
      std::string_view text;
      if (!get(element.get_string(), text) || !done(set.add(text))) return within_index(i);
      ++i;
    }
    return done(set.finish(out));
  }
};
// NOLINTEND(misc-no-recursion)

}  // namespace keyplate::dynamodb::detail_simdjson
