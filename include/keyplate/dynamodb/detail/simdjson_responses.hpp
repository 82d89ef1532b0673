// keyplate: DynamoDB's response bodies read with simdjson's on-demand API: GetItem's (`Item`)
// and a Query's or Scan's (`Items`, `Count`, `ScannedCount`, `LastEvaluatedKey`,
// `ConsumedCapacity`). Each item goes to a caller's function as soon as it is read, so a page
// becomes typed values without a second walk. Members a reader does not use are read in full
// and dropped. Part of `<keyplate/dynamodb_simdjson.hpp>`.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../../result.hpp"
#include "../item.hpp"
#include "simdjson_values.hpp"

namespace keyplate::dynamodb::detail_simdjson {

// One thread's parser and the padded copy of the text it reads (simdjson reads a few bytes
// past the end of its input): kept from one response to the next, so a thread that reads
// responses of similar sizes allocates nothing after the first.
struct text_parser {
  od::parser parser;
  std::string padded;

  static text_parser& this_thread() {
    thread_local text_parser p;
    return p;
  }

  // Starts `doc` on a copy of `text`.
  simdjson::error_code iterate(std::string_view text, od::document& doc) {
    padded.assign(text);
    padded.append(simdjson::SIMDJSON_PADDING, '\0');
    return parser.iterate(simdjson::padded_string_view(padded.data(), text.size(), padded.size()))
        .get(doc);
  }
};

// Where an item is in a response: `Item`, `LastEvaluatedKey`, or `Items` and its position. Its
// text is made only for an error.
struct item_place {
  std::string_view member;
  std::size_t index = static_cast<std::size_t>(-1);  // none

  std::string text() const {
    std::string out(member);
    if (index != static_cast<std::size_t>(-1)) detail_read::append_index(out, index);
    return out;
  }
};

// The members of a response as one walk: `read` calls `member(name, value)` for each member
// of the top-level object (which returns false on an error it recorded in `values`), and
// checks that nothing follows the object. Errors carry `values.path` and, for text that is not
// JSON, the offset in the text where reading stopped.
class response_walk {
 public:
  value_reader values;
  // The byte of the error, for an error about a value (one `decode_item` found in a key).
  std::size_t offset = keyplate::error::no_offset;

  // Records `e`, an error reading the item at `place` into typed values: its field (a path in
  // the item) goes after the item's place.
  bool decode_error(const keyplate::error& e, const item_place& place) {
    std::string at = place.text();
    if (!e.field.empty()) detail_read::append_member(at, e.field);
    values.path = std::move(at);
    offset = e.offset;
    return values.fail(e.code);
  }

  template <class Member>
  keyplate::error read(std::string_view text, Member&& member) {
    text_parser& p = text_parser::this_thread();
    od::document doc;
    if (const simdjson::error_code e = p.iterate(text, doc); e != simdjson::SUCCESS) {
      values.fail(error_code::malformed_json);
      return failure(nullptr, text);
    }
    od::object top;
    if (!values.get(doc.get_object(), top)) {
      if (values.code == error_code::malformed_item) values.code = error_code::malformed_response;
      return failure(&doc, text);
    }
    for (auto entry : top) {
      od::field f;
      std::string_view name;
      if (!values.get(std::move(entry), f) || !values.get(f.unescaped_key(), name) ||
          !member(name, f.value())) {
        return failure(&doc, text);
      }
    }
    // Nothing may follow the object: `current_location` is out of bounds at the end of the text.
    const char* rest = nullptr;
    if (doc.current_location().get(rest) == simdjson::SUCCESS) {
      values.fail(error_code::malformed_json);
    }
    return values.code == error_code::none ? keyplate::error{} : failure(&doc, text);
  }

  // A member given twice (`Items`, `Count`, ...): records `malformed_response` at `name`.
  bool once(bool& seen, std::string_view name) {
    if (!seen) return seen = true;
    values.path = name;
    return values.fail(error_code::malformed_response);
  }

  // A count (`Count`, `ScannedCount`) into `out`: `malformed_response` at `name` unless a
  // non-negative integer.
  bool count(od::value v, std::string_view name, std::size_t& out) {
    std::uint64_t n = 0;
    if (!values.get(v.get_uint64(), n)) return shape_error(name);
    out = static_cast<std::size_t>(n);
    return true;
  }

  // `ConsumedCapacity`'s `CapacityUnits` into `out`; the object's other members are read and
  // dropped.
  bool capacity(od::value v, std::optional<double>& out) {
    od::object members;
    if (!values.get(v.get_object(), members)) return shape_error("ConsumedCapacity");
    for (auto entry : members) {
      od::field f;
      std::string_view name;
      if (!values.get(std::move(entry), f) || !values.get(f.unescaped_key(), name)) return false;
      if (name != "CapacityUnits") {
        if (!values.skip(f.value())) return false;
        continue;
      }
      double units = 0;
      if (out || !values.number(f.value(), units)) {
        return shape_error("ConsumedCapacity.CapacityUnits");
      }
      out = units;
    }
    return true;
  }

  // The item at `v` into `out`; an error's path goes under the item's place
  // (`Items[3].lines[2]`).
  bool item_at(od::value v, const item_place& place, item& out) {
    values.path.clear();
    if (values.read_item(v, out, scratch_)) return true;
    // An item that is not an object at all is the response's shape; inside one, the item's.
    if (values.path.empty() && values.code == error_code::malformed_item) {
      values.code = error_code::malformed_response;
    }
    values.path.insert(0, values.path.empty() ? place.text() : place.text() + ".");
    return false;
  }

  // Each element of the array `v` (`Items`) as an item, to `each(item&&, place)`, which returns
  // false on an error it recorded in `values`.
  template <class Each>
  bool items(od::value v, Each&& each) {
    od::array elements;
    if (!values.get(v.get_array(), elements)) return shape_error("Items");
    item_place place{"Items", 0};
    for (auto element : elements) {
      od::value e;
      if (!values.get(element, e)) {
        values.path = "Items";
        return false;
      }
      item it;
      if (!item_at(e, place, it) || !each(std::move(it), place)) return false;
      ++place.index;
    }
    return true;
  }

 private:
  value_reader::item_scratch scratch_;

  // A member of the right JSON but the wrong shape for DynamoDB's response.
  bool shape_error(std::string_view name) {
    if (values.code == error_code::malformed_json) return false;
    values.path = name;
    return values.fail(error_code::malformed_response);
  }
  // The error recorded in `values`: text that is not JSON gives the offset where reading
  // stopped (the end of the text when it ended too soon); any other error names a value.
  keyplate::error failure(od::document* doc, std::string_view text) {
    if (values.code == error_code::none) values.code = error_code::malformed_json;
    if (values.code != error_code::malformed_json) {
      return keyplate::error{values.code, {}, offset};
    }
    const char* at = nullptr;
    if (doc == nullptr || doc->current_location().get(at) != simdjson::SUCCESS) {
      return keyplate::error{values.code, {}, doc == nullptr ? 0 : text.size()};
    }
    return keyplate::error{
        values.code, {}, static_cast<std::size_t>(at - text_parser::this_thread().padded.data())};
  }
};

}  // namespace keyplate::dynamodb::detail_simdjson
