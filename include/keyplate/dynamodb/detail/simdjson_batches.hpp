// keyplate: the batch and transaction responses read with simdjson's on-demand API, into the
// plain data both readers fill: BatchGetItem's (`Responses`, `UnprocessedKeys`), BatchWriteItem's
// (`UnprocessedItems`), TransactGetItems' (`Responses`) and a cancelled transaction's
// `CancellationReasons`. Each member the response may hold besides (`ConsumedCapacity`,
// `ItemCollectionMetrics`, a message) is read in full and dropped; a member given twice is
// `malformed_response`. Part of `<keyplate/dynamodb_simdjson.hpp>`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../../result.hpp"
#include "../batch.hpp"
#include "../item.hpp"
#include "../transaction.hpp"
#include "simdjson_responses.hpp"

namespace keyplate::dynamodb::detail_simdjson {

// `walk`'s error as a reader's result, or `out`.
template <class T>
path_result<T> outcome(const keyplate::error& e, response_walk& walk, T out) {
  if (e.code != error_code::none) return {e, std::move(walk.values.path)};
  return path_result<T>(std::move(out));
}

// The items of the array `v` into `out`, each placed at `at[position]`.
inline bool item_list(response_walk& walk, od::value v, std::string_view at,
                      std::vector<item>& out) {
  return walk.array(v, at, [&](od::value e, std::size_t position) {
    return walk.item_at(e, {at, position}, out.emplace_back());
  });
}

// A new entry of `tables` for `table`; `malformed_response` at `at` when it names a table twice.
template <class Table>
Table* table_entry(response_walk& walk, std::vector<Table>& tables, std::string_view table,
                   const std::string& at) {
  for (const Table& t : tables) {
    if (t.table == table) {
      walk.shape_error(at);
      return nullptr;
    }
  }
  Table& t = tables.emplace_back();
  t.table.assign(table);
  return &t;
}

// One table's member of `Responses` or `UnprocessedKeys` (whose `Keys` holds the list).
inline bool table_list(response_walk& walk, std::string_view member, std::string_view table,
                       od::value v, bool keys, std::vector<table_items>& out) {
  std::string at(member);
  detail_read::append_member(at, table);
  table_items* found = table_entry(walk, out, table, at);
  if (found == nullptr) return false;
  table_items& t = *found;
  if (!keys) return item_list(walk, v, at, t.items);
  const std::string keys_at = at + ".Keys";
  bool seen = false;
  const bool read = walk.object(v, at, [&](std::string_view name, od::value m) {
    if (name != "Keys") return walk.values.skip(m);
    return walk.once(seen, keys_at) && item_list(walk, m, keys_at, t.items);
  });
  return read && (seen || walk.shape_error(keys_at));
}

inline path_result<batch_get_response> batch_get(std::string_view text) {
  response_walk walk;
  batch_get_response out;
  bool responses = false, unprocessed = false;
  const keyplate::error e = walk.read(text, [&](std::string_view name, od::value v) {
    const bool keys = name == "UnprocessedKeys";
    if (!keys && name != "Responses") return walk.values.skip(v);
    if (!walk.once(keys ? unprocessed : responses, name)) return false;
    return walk.object(v, name, [&](std::string_view table, od::value list) {
      return table_list(walk, name, table, list, keys, keys ? out.unprocessed_keys : out.responses);
    });
  });
  return outcome(e, walk, std::move(out));
}

// One element of a table's `UnprocessedItems`: `{"PutRequest": {"Item": ...}}` or
// `{"DeleteRequest": {"Key": ...}}`, and nothing else.
inline bool write_request(response_walk& walk, od::value v, std::string_view at,
                          std::size_t position, std::vector<unprocessed_write>& out) {
  std::string place(at);
  detail_read::append_index(place, position);
  unprocessed_write& w = out.emplace_back();
  std::size_t requests = 0;
  const bool read = walk.object(v, place, [&](std::string_view name, od::value body) {
    w.put = name == "PutRequest";
    if ((!w.put && name != "DeleteRequest") || ++requests != 1) return walk.shape_error(place);
    const std::string_view value = w.put ? "Item" : "Key";
    const std::string_view then = w.put ? "PutRequest.Item" : "DeleteRequest.Key";
    bool seen = false;
    const bool body_read = walk.object(body, place, [&](std::string_view member, od::value m) {
      if (member != value) return walk.values.skip(m);
      if (seen) return walk.shape_error(place);
      seen = true;
      return walk.item_at(m, {at, position, then}, w.value);
    });
    return body_read && (seen || walk.shape_error(place));
  });
  return read && (requests == 1 || walk.shape_error(place));
}

inline path_result<batch_write_response> batch_write(std::string_view text) {
  response_walk walk;
  batch_write_response out;
  bool seen = false;
  const keyplate::error e = walk.read(text, [&](std::string_view name, od::value v) {
    if (name != "UnprocessedItems") return walk.values.skip(v);
    if (!walk.once(seen, name)) return false;
    return walk.object(v, name, [&](std::string_view table, od::value list) {
      std::string at(name);
      detail_read::append_member(at, table);
      table_writes* t = table_entry(walk, out.unprocessed_items, table, at);
      return t != nullptr && walk.array(list, at, [&](od::value w, std::size_t position) {
        return write_request(walk, w, at, position, t->writes);
      });
    });
  });
  return outcome(e, walk, std::move(out));
}

inline path_result<std::vector<std::optional<item>>> transact_get(std::string_view text) {
  response_walk walk;
  std::vector<std::optional<item>> out;
  bool seen = false;
  const keyplate::error e = walk.read(text, [&](std::string_view name, od::value v) {
    if (name != "Responses") return walk.values.skip(v);
    if (!walk.once(seen, name)) return false;
    return walk.array(v, name, [&](od::value r, std::size_t position) {
      std::optional<item>& found = out.emplace_back();
      std::string at(name);
      detail_read::append_index(at, position);
      return walk.object(r, at, [&](std::string_view member, od::value m) {
        if (member != "Item") return walk.values.skip(m);
        if (found) return walk.shape_error(at + ".Item");
        return walk.item_at(m, {name, position, "Item"}, found.emplace());
      });
    });
  });
  if (e.code == error_code::none && !seen) {
    return keyplate::error{error_code::malformed_response, "Responses", keyplate::error::no_offset};
  }
  return outcome(e, walk, std::move(out));
}

inline path_result<std::vector<cancellation_reason>> cancellation_reasons(
    const transaction_parts& t, std::string_view text) {
  constexpr std::string_view list = "CancellationReasons";
  response_walk walk;
  std::vector<cancellation_reason> out;
  bool seen = false;
  const keyplate::error e = walk.read(text, [&](std::string_view name, od::value v) {
    if (name != list) return walk.values.skip(v);
    if (!walk.once(seen, name)) return false;
    return walk.array(v, list, [&](od::value r, std::size_t position) {
      if (position == t.actions.size()) return walk.shape_error(list);
      cancellation_reason& reason = out.emplace_back();
      reason.position = position;
      reason.entity = t.actions[position].origin().entity;
      std::string at(list);
      detail_read::append_index(at, position);
      bool code = false, message = false;
      const bool read = walk.object(r, at, [&](std::string_view member, od::value m) {
        if (member == "Code") {
          return walk.once(code, at + ".Code") && walk.string(m, at + ".Code", reason.code);
        }
        if (member == "Message") {
          return walk.once(message, at + ".Message") &&
                 walk.string(m, at + ".Message", reason.message);
        }
        if (member != "Item") return walk.values.skip(m);
        if (reason.item) return walk.shape_error(at + ".Item");
        return walk.item_at(m, {list, position, "Item"}, reason.item.emplace());
      });
      return read && (code || walk.shape_error(at + ".Code"));
    });
  });
  if (e.code == error_code::none && (!seen || out.size() != t.actions.size())) {
    return keyplate::error{error_code::malformed_response, list, keyplate::error::no_offset};
  }
  return outcome(e, walk, std::move(out));
}

}  // namespace keyplate::dynamodb::detail_simdjson
