// keyplate: the queue behind `batch_writer` and `batch_getter`: inputs in the order they were
// added, taken into requests of a bounded count and size with no key twice, and given back when
// DynamoDB returns them unprocessed. One request is outstanding at a time. Standard library only.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <utility>
#include <vector>

#include "../item.hpp"

namespace keyplate::dynamodb::detail_batch {

template <class Input>
class batch_queue {
 public:
  /// One input: what is sent, the primary key it is known by, its size in the request.
  struct entry {
    std::size_t number;  // its position among every input added: the order of its key's writes
    Input input;
    item key;
    std::size_t size;
  };

  void push(Input input, item key, std::size_t size) {
    waiting_.push_back(entry{added_++, std::move(input), std::move(key), size});
  }

  /// The outstanding request: made of the first waiting inputs, at most `count` of them and
  /// `bytes` together, stopping at the first that does not fit. An input whose key is already in
  /// the request waits, and so does every later input with that key, so that a key's inputs are
  /// sent in the order they were added. The same request again until `settle`.
  const std::vector<entry>& take(std::size_t count, std::size_t bytes) {
    if (!outstanding_.empty()) return outstanding_;
    outstanding_.reserve(count);    // `keys` points into it
    std::vector<const item*> keys;  // the keys in the request or held back
    std::size_t used = 0;
    for (auto it = waiting_.begin(); it != waiting_.end() && outstanding_.size() < count;) {
      const bool repeated =
          std::any_of(keys.begin(), keys.end(), [&](const item* k) { return *k == it->key; });
      if (repeated) {
        ++it;
        continue;
      }
      if (used + it->size > bytes) break;
      used += it->size;
      outstanding_.push_back(std::move(*it));
      keys.push_back(&outstanding_.back().key);
      it = waiting_.erase(it);
    }
    return outstanding_;
  }

  /// Ends the outstanding request: the inputs `unprocessed` names (positions in it) wait again,
  /// ahead of every input added after them.
  void settle(const std::vector<std::size_t>& unprocessed) {
    for (const std::size_t i : unprocessed) {
      entry& e = outstanding_[i];
      const auto at =
          std::upper_bound(waiting_.begin(), waiting_.end(), e.number,
                           [](std::size_t number, const entry& w) { return number < w.number; });
      waiting_.insert(at, std::move(e));
    }
    outstanding_.clear();
    attempt_ = unprocessed.empty() ? 0 : attempt_ + 1;
  }

  const std::vector<entry>& outstanding() const noexcept { return outstanding_; }
  /// How many responses in a row returned inputs unprocessed.
  unsigned attempt() const noexcept { return attempt_; }
  /// The inputs not yet sent, or sent and returned, or outstanding.
  std::size_t pending() const noexcept { return waiting_.size() + outstanding_.size(); }

 private:
  std::deque<entry> waiting_;  // by `number`
  std::vector<entry> outstanding_;
  std::size_t added_ = 0;
  unsigned attempt_ = 0;
};

}  // namespace keyplate::dynamodb::detail_batch
