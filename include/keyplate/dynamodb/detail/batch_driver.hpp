// keyplate: what `batch_writer` and `batch_getter` share (part of the nlohmann add-on): the
// table, the queue of inputs, and the response as plain data (`Response`, which either reader
// fills), as text or as nlohmann::json, throwing or not. The derived class's `parse_response`
// reads nlohmann::json into a `Response`; its `settle` says what a `Response` means.
#pragma once

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../../error.hpp"
#include "../../result.hpp"
#include "batch_queue.hpp"

namespace keyplate::dynamodb::detail_batch {

template <class Derived, class Input, class Response>
class batch_driver {
 public:
  /// Reads DynamoDB's response to the outstanding request, as plain data (the simdjson
  /// reader's, or one made by hand): what it returned unprocessed waits again; the rest is done.
  /// A response that does not answer that request is `malformed_item` and changes nothing.
  error try_on_response(Response response) {
    return static_cast<Derived&>(*this).settle(std::move(response));
  }
  /// The same from nlohmann::json (read by the add-on: `ddb::parse_batch_get_response`, ...).
  error try_on_response(const nlohmann::json& response) {
    result<Response> r = static_cast<Derived&>(*this).parse_response(response);
    if (!r) return r.error();
    return try_on_response(std::move(*r));
  }
  /// The same from the response's text (`std::string_view`, `std::string`, a C string).
  template <class Text>
  requires std::is_convertible_v<const Text&, std::string_view> error
  try_on_response(const Text& text) {
    const nlohmann::json j = nlohmann::json::parse(std::string_view(text), nullptr, false);
    if (j.is_discarded())
      return keyplate::detail::error_at(error_code::malformed_item, Derived::response_field);
    return try_on_response(j);
  }
  /// `try_on_response`, throwing `key_error`.
  template <class Any>
  void on_response(Any&& response) {
    if (const error e = try_on_response(std::forward<Any>(response)); e.code != error_code::none) {
      throw key_error(e);
    }
  }

  /// Whether every input was sent and none is waiting to be sent again.
  bool done() const noexcept { return queue_.pending() == 0; }
  /// The inputs not yet done: waiting, or in the outstanding request.
  std::size_t pending() const noexcept { return queue_.pending(); }
  /// How many responses in a row returned something unprocessed: the attempt to give
  /// `ddb::backoff` before sending the next request (0: send it now).
  unsigned attempt() const noexcept { return queue_.attempt(); }
  /// The table every request names.
  const std::string& table() const noexcept { return table_; }

 protected:
  explicit batch_driver(std::string table) : table_(std::move(table)) {}

  // The positions in the outstanding request of `returned` (what a response names, each read
  // from its DynamoDB JSON), matched by `answers(returned[k], input)`; false when one answers no
  // input, or one already answered.
  template <class Returned, class Answers>
  bool positions_of(const std::vector<Returned>& returned, Answers answers,
                    std::vector<std::size_t>& positions) const {
    const auto& out = queue_.outstanding();
    for (const Returned& r : returned) {
      std::size_t i = 0;
      while (i != out.size() &&
             (!answers(r, out[i]) ||
              std::find(positions.begin(), positions.end(), i) != positions.end())) {
        ++i;
      }
      if (i == out.size()) return false;
      positions.push_back(i);
    }
    return true;
  }

  std::string table_;
  batch_queue<Input> queue_;
};

}  // namespace keyplate::dynamodb::detail_batch
