// keyplate: DynamoDB's response bodies read with simdjson's on-demand API: GetItem's (`Item`)
// and a Query's or Scan's (`Items`, `Count`, `ScannedCount`, `LastEvaluatedKey`,
// `ConsumedCapacity`), and the objects, arrays and strings the batch and transaction responses
// are made of (simdjson_batches.hpp). Each item goes to a caller's function as soon as it is read,
// so a page becomes typed values without a second walk. Members a reader does not use are read in
// full and dropped. Part of `<keyplate/dynamodb_simdjson.hpp>`.
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

// Where an item is in a response: `Item`, `LastEvaluatedKey`, `Items` and its position, or
// deeper (`UnprocessedItems.shop[2]` and `PutRequest.Item`). Its text is made only for an error.
struct item_place {
  static constexpr std::size_t none = static_cast<std::size_t>(-1);

  std::string_view member;
  std::size_t index;      // `none`: no position
  std::string_view then;  // what follows the position, if anything

  item_place(std::string_view m, std::size_t i = none, std::string_view t = {})
      : member(m), index(i), then(t) {}

  std::string text() const {
    std::string out(member);
    if (index != none) detail_read::append_index(out, index);
    if (!then.empty()) detail_read::append_member(out, then);
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
    if (!each_member(top, member)) return failure(&doc, text);
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
    return object(v, "ConsumedCapacity", [&](std::string_view name, od::value m) {
      if (name != "CapacityUnits") return values.skip(m);
      double units = 0;
      if (out || !values.number(m, units)) return shape_error("ConsumedCapacity.CapacityUnits");
      out = units;
      return true;
    });
  }

  // Each member of the object `v` to `each(name, value)`, which returns false on an error it
  // recorded in `values`; `malformed_response` at `at` when `v` is not an object.
  template <class Each>
  bool object(od::value v, std::string_view at, Each&& each) {
    od::object members;
    if (!values.get(v.get_object(), members)) return shape_error(at);
    return each_member(members, each);
  }

  // Each element of the array `v` to `each(value, position)`, which returns false on an error
  // it recorded in `values`; `malformed_response` at `at` when `v` is not an array.
  template <class Each>
  bool array(od::value v, std::string_view at, Each&& each) {
    od::array elements;
    if (!values.get(v.get_array(), elements)) return shape_error(at);
    std::size_t position = 0;
    for (auto element : elements) {
      od::value e;
      if (!values.get(element, e)) {
        values.path = at;
        return false;
      }
      if (!each(e, position++)) return false;
    }
    return true;
  }

  // A string (a cancellation reason's `Code`) into `out`; `malformed_response` at `at` unless
  // a string.
  bool string(od::value v, std::string_view at, std::string& out) {
    std::string_view text;
    if (!values.get(v.get_string(), text)) return shape_error(at);
    out.assign(text);
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
    return array(v, "Items", [&](od::value e, std::size_t position) {
      const item_place place{"Items", position};
      item it;
      return item_at(e, place, it) && each(std::move(it), place);
    });
  }

  // A member of the right JSON but the wrong shape for DynamoDB's response: records
  // `malformed_response` at `name`, unless the text itself is broken there.
  bool shape_error(std::string_view name) {
    if (values.code == error_code::malformed_json) return false;
    values.path = name;
    return values.fail(error_code::malformed_response);
  }

 private:
  value_reader::item_scratch scratch_;

  template <class Each>
  bool each_member(od::object& members, Each& each) {
    for (auto entry : members) {
      od::field f;
      std::string_view name;
      if (!values.get(std::move(entry), f) || !values.get(f.unescaped_key(), name) ||
          !each(name, f.value())) {
        return false;
      }
    }
    return true;
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
