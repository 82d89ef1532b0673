// keyplate: what a query asks for (a partial last value, a condition on the next field) and
// what it gets back (a key range for BETWEEN, or a begins_with prefix).
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

/// Inclusive bounds for `sk BETWEEN :lower AND :upper`; `lower <= upper` always.
///
/// **Example**: `auto r = OrderKey::range(kp::between(d1, d2)); r.contains(sk);`
struct key_range {
  std::string lower;
  std::string upper;

  /// True when `lower <= key <= upper` in unsigned byte order, as DynamoDB's BETWEEN decides.
  constexpr bool contains(std::string_view key) const noexcept {
    return !key_less(key, lower) && !key_less(upper, key);
  }
  friend bool operator==(const key_range&, const key_range&) = default;
};

/// A sort-key condition DynamoDB evaluates: `begins_with(sk, prefix)` or
/// `sk BETWEEN lower AND upper`. Family queries return one, since which form is exact depends on
/// the layout.
///
/// **Example**: `auto q = ProjectKey::family(p); if (q.is_range()) use(q.range());`
class key_condition {
 public:
  /// `begins_with(sk, prefix)`.
  static key_condition begins_with(std::string prefix) {
    key_condition c;
    c.range_.lower = std::move(prefix);
    return c;
  }
  /// `sk BETWEEN range.lower AND range.upper`.
  static key_condition between(key_range range) {
    key_condition c;
    c.range_ = std::move(range);
    c.is_range_ = true;
    return c;
  }

  bool is_range() const noexcept { return is_range_; }
  /// The begins_with prefix; only meaningful when `!is_range()`.
  const std::string& prefix() const noexcept { return range_.lower; }
  /// The BETWEEN bounds; only meaningful when `is_range()`.
  const key_range& range() const noexcept { return range_; }

  /// True when DynamoDB would select `key` under this condition.
  bool selects(std::string_view key) const noexcept {
    return is_range_ ? range_.contains(key) : key.substr(0, range_.lower.size()) == range_.lower;
  }
  friend bool operator==(const key_condition&, const key_condition&) = default;

 private:
  key_range range_;
  bool is_range_ = false;
};

}  // namespace keyplate
