// keyplate: what a query asks for (a partial last value, a condition on the next field) and
// what it gets back: one sort-key condition (`=`, begins_with or BETWEEN).
#pragma once

#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

namespace keyplate {

/// A leading part of a value, as the last argument of `K::prefix`: for `string<>` a prefix of
/// the value (valid UTF-8), for `date` / `timestamp` / `uint<W>` / `ulid` / `uuid` a leading
/// part of the canonical text.
///
/// **Example**: `OrderKey::prefix(kp::partial("2026-10"))` is `"ORDER#2026-10"`.
struct partial {
  std::string_view text;
  constexpr explicit partial(std::string_view leading) noexcept : text(leading) {}
};

/// Which values of a field a range keeps.
enum class bound_kind { greater, at_least, less, at_most, between };

/// A condition on one field, made by `greater`, `at_least`, `less`, `at_most` or `between`.
template <class T>
struct condition {
  bound_kind kind;
  T first;   ///< the only value, or the low end of `between`
  T second;  ///< the high end of `between` (a copy of `first` otherwise)
};

/// How a condition keeps its value: by value, string literals as `const char*`.
template <class T>
using stored = std::decay_t<const T&>;

/// Values above `x`. **Example**: `K::range(d, kp::greater(42))`.
template <class T>
constexpr condition<stored<T>> greater(const T& x) {
  return {bound_kind::greater, x, x};
}
/// Values at or above `x`.
template <class T>
constexpr condition<stored<T>> at_least(const T& x) {
  return {bound_kind::at_least, x, x};
}
/// Values below `x`.
template <class T>
constexpr condition<stored<T>> less(const T& x) {
  return {bound_kind::less, x, x};
}
/// Values at or below `x`.
template <class T>
constexpr condition<stored<T>> at_most(const T& x) {
  return {bound_kind::at_most, x, x};
}
/// Values from `low` to `high`, both included; `low > high` is an error.
template <class T, class U>
constexpr condition<std::common_type_t<stored<T>, stored<U>>> between(const T& low, const U& high) {
  return {bound_kind::between, low, high};
}

/// Compares keys as DynamoDB does: unsigned bytes (`std::string_view::compare` does exactly that).
constexpr bool key_less(std::string_view a, std::string_view b) noexcept {
  return a.compare(b) < 0;
}

/// The operator of a sort-key condition: `any` (no condition: the whole partition), `=`,
/// `begins_with` or `BETWEEN`.
enum class sort_operator : unsigned char { any, equals, begins_with, between };

/// A condition on a sort key, as DynamoDB evaluates it: what `K::prefix` (`begins_with`),
/// `K::range` (`BETWEEN`), `K::family` (either), `K::exact` (`=`) return, and what
/// `dynamodb::query` and the schema layer take. A default-constructed condition is `any`; so is
/// `begins_with("")` (every key begins with it; DynamoDB rejects an empty operand).
///
/// **Example**:
/// ```
/// kp::key_condition c = OrderKey::range(kp::between(d1, d2));
/// c.op() == kp::sort_operator::between;  c.lower();  c.upper();  c.selects(sk);
/// TaskKey::prefix(p).text();             // "PROJECT#<p>#TASK#"
/// ```
class key_condition {
 public:
  /// `any`: every key.
  constexpr key_condition() = default;

  /// `sk = key`.
  static constexpr key_condition equals(std::string key) {
    return {sort_operator::equals, std::move(key), {}};
  }
  /// `begins_with(sk, prefix)`; `any` when `prefix` is empty.
  static constexpr key_condition begins_with(std::string prefix) {
    if (prefix.empty()) return {};
    return {sort_operator::begins_with, std::move(prefix), {}};
  }
  /// `sk BETWEEN lower AND upper`, both included; `lower <= upper` (unsigned bytes) is the
  /// caller's promise, which every `K::range` keeps.
  static constexpr key_condition between_keys(std::string lower, std::string upper) {
    return {sort_operator::between, std::move(lower), std::move(upper)};
  }

  constexpr sort_operator op() const noexcept { return op_; }
  /// The operand of `=` and `begins_with` (empty for `any`).
  constexpr const std::string& text() const noexcept { return first_; }
  /// BETWEEN's bounds.
  constexpr const std::string& lower() const noexcept { return first_; }
  constexpr const std::string& upper() const noexcept { return second_; }

  /// True when DynamoDB would select `key` under this condition (unsigned byte order).
  constexpr bool selects(std::string_view key) const noexcept {
    switch (op_) {
      case sort_operator::any:
        return true;
      case sort_operator::equals:
        return key == first_;
      case sort_operator::begins_with:
        return key.substr(0, first_.size()) == first_;
      case sort_operator::between:
        return !key_less(key, first_) && !key_less(second_, key);
    }
    return false;
  }

  friend constexpr bool operator==(const key_condition&, const key_condition&) = default;

 private:
  constexpr key_condition(sort_operator op, std::string first, std::string second)
      : op_(op), first_(std::move(first)), second_(std::move(second)) {}

  sort_operator op_ = sort_operator::any;
  std::string first_;
  std::string second_;
};

}  // namespace keyplate
