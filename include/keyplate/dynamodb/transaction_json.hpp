// keyplate: the responses of transactions (part of the `<keyplate/dynamodb_json.hpp>` add-on, on
// nlohmann::json): `cancellation_reasons` maps the `CancellationReasons` of a
// `TransactionCanceledException` back to the transaction's actions, by position, with each
// action's entity; `transact_get_items` reads the items of a TransactGetItems response.
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../error.hpp"
#include "../result.hpp"
#include "item.hpp"
#include "item_json.hpp"
#include "transaction.hpp"

namespace keyplate::dynamodb {

/// The reasons of a `TransactionCanceledException` for `t`'s actions, one per action in order:
/// `response` is the error's body (`{"__type": ..., "CancellationReasons": [...]}`; with
/// boto3, `error.response`). `malformed_item` (field `CancellationReasons`) when it has no
/// such list of objects with a string `Code`, or not one per action; an `Item` that is not a
/// DynamoDB item is `parse_item`'s error.
///
/// **Example**: `for (const auto& r : *ddb::cancellation_reasons(t, body)) if (r.failed()) ...`
inline result<std::vector<cancellation_reason>> cancellation_reasons(
    const transaction_parts& t, const nlohmann::json& response) {
  const error malformed = detail::error_at(error_code::malformed_item, "CancellationReasons");
  const auto list = response.is_object() ? response.find("CancellationReasons") : response.end();
  if (list == response.end() || !list->is_array() || list->size() != t.actions.size()) {
    return malformed;
  }
  std::vector<cancellation_reason> out;
  out.reserve(t.actions.size());
  for (std::size_t i = 0; i != t.actions.size(); ++i) {
    const nlohmann::json& r = (*list)[i];
    const auto code = r.is_object() ? r.find("Code") : r.end();
    if (code == r.end() || !code->is_string()) return malformed;
    cancellation_reason reason{i, t.actions[i].origin().entity, code->get<std::string>(), {}, {}};
    if (const auto m = r.find("Message"); m != r.end()) {
      if (!m->is_string()) return malformed;
      reason.message = m->get<std::string>();
    }
    if (const auto it = r.find("Item"); it != r.end()) {
      parse_result parsed = parse_item(*it);
      if (!parsed) return parsed.error();
      reason.item = std::move(*parsed);
    }
    out.push_back(std::move(reason));
  }
  return out;
}

/// The same from the response's text; `malformed_item` when it is not JSON.
inline result<std::vector<cancellation_reason>> cancellation_reasons(const transaction_parts& t,
                                                                     std::string_view response) {
  const nlohmann::json j = nlohmann::json::parse(response, nullptr, false);
  if (j.is_discarded()) return detail::error_at(error_code::malformed_item, "CancellationReasons");
  return cancellation_reasons(t, j);
}
/// The same from text given as a C string or a `std::string` (which nlohmann::json would
/// also take, as a JSON string).
inline result<std::vector<cancellation_reason>> cancellation_reasons(const transaction_parts& t,
                                                                     const char* response) {
  return cancellation_reasons(t, std::string_view(response));
}
inline result<std::vector<cancellation_reason>> cancellation_reasons(const transaction_parts& t,
                                                                     const std::string& response) {
  return cancellation_reasons(t, std::string_view(response));
}

/// The items of a TransactGetItems response (`{"Responses": [{"Item": {...}}, {}, ...]}`), in
/// the order of the gets: the item, or `std::nullopt` where none exists. `malformed_item`
/// (field `Responses`) when there is no such list of objects; an `Item` that is not a DynamoDB
/// item is `parse_item`'s error. `kp::transact_get_parts::read` takes the result.
inline result<std::vector<std::optional<item>>> transact_get_items(const nlohmann::json& response) {
  const error malformed = detail::error_at(error_code::malformed_item, "Responses");
  const auto list = response.is_object() ? response.find("Responses") : response.end();
  if (list == response.end() || !list->is_array()) return malformed;
  std::vector<std::optional<item>> out;
  out.reserve(list->size());
  for (const nlohmann::json& r : *list) {
    if (!r.is_object()) return malformed;
    const auto it = r.find("Item");
    if (it == r.end()) {
      out.emplace_back();
      continue;
    }
    parse_result parsed = parse_item(*it);
    if (!parsed) return parsed.error();
    out.emplace_back(std::move(*parsed));
  }
  return out;
}
/// The same from the response's text; `malformed_item` when it is not JSON.
inline result<std::vector<std::optional<item>>> transact_get_items(std::string_view response) {
  const nlohmann::json j = nlohmann::json::parse(response, nullptr, false);
  if (j.is_discarded()) return detail::error_at(error_code::malformed_item, "Responses");
  return transact_get_items(j);
}
/// The same from text given as a C string or a `std::string`.
inline result<std::vector<std::optional<item>>> transact_get_items(const char* response) {
  return transact_get_items(std::string_view(response));
}
inline result<std::vector<std::optional<item>>> transact_get_items(const std::string& response) {
  return transact_get_items(std::string_view(response));
}

}  // namespace keyplate::dynamodb
