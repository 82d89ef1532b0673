// keyplate: `kp::bytes`, raw bytes: a data attribute of this type is DynamoDB's `B` (a set of
// them, `BS`), carried as base64 in DynamoDB JSON.
#pragma once

#include <compare>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>

namespace keyplate {

/// Raw bytes, any values (a `B` attribute). Ordered byte-wise, as DynamoDB orders binary.
///
/// **Example**: `kp::bytes digest(std::string_view("\x01\x02", 2));`
class bytes {
 public:
  bytes() = default;
  /// A copy of `data`.
  explicit bytes(std::string_view data) : data_(data) {}
  explicit bytes(std::string&& data) noexcept : data_(std::move(data)) {}

  /// The bytes, as characters.
  std::string_view view() const noexcept { return data_; }
  const std::string& str() const noexcept { return data_; }
  std::size_t size() const noexcept { return data_.size(); }
  bool empty() const noexcept { return data_.empty(); }

  friend bool operator==(const bytes&, const bytes&) = default;
  // std::string compares bytes as unsigned values (char_traits<char>), as DynamoDB orders
  // binary.
  friend std::strong_ordering operator<=>(const bytes&, const bytes&) = default;

 private:
  std::string data_;
};

}  // namespace keyplate
