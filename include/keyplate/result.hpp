// keyplate: `result<T>`, a value or an `error` (error.hpp: the codes, their messages and
// `key_error`, the exception the throwing conveniences raise).
#pragma once

#include <string>
#include <type_traits>
#include <utility>

// std::construct_at and std::destroy_at (result<T> switches the member of its union in constant
// expressions), without the rest of <memory>: with g++ 12 -O2, <memory> alone adds about 0.25 s
// to a translation unit that already has <string>, <optional> and <tuple>, as much as the rest
// of keyplate's lean end. Each standard library declares them in a header of its own; any other
// falls back to <memory>, and so do Clang modules (`-fmodules`), where naming libc++'s private
// header is an error.
#if defined(__has_feature)
#if __has_feature(modules)
#define KEYPLATE_DETAIL_STD_MODULES 1
#endif
#endif
#if defined(KEYPLATE_DETAIL_STD_MODULES)
#include <memory>
#elif __has_include(<bits/stl_construct.h>)
#include <bits/stl_construct.h>  // libstdc++
#elif __has_include(<__memory/construct_at.h>)
#include <__memory/construct_at.h>  // libc++
#else
#include <memory>
#endif

#include "detail/config.hpp"
#include "error.hpp"

namespace keyplate {

/// A value or an error, in the style of `std::expected`.
///
/// **Example**: `if (auto r = K::try_encode(x)) use(*r); else log(r.error().message());`
template <class T>
class result {
 public:
  constexpr result(T value) : value_(std::move(value)), has_value_(true) {}
  constexpr result(keyplate::error e) : error_(e), has_value_(false) {}
  /// A value constructed in place from `args`.
  template <class... Args>
  constexpr explicit result(std::in_place_t, Args&&... args)
      : value_(std::forward<Args>(args)...), has_value_(true) {}

  // The value and the error share storage (a result is returned on every hot path, so it
  // stays small and a success writes no error). Copies, moves and destruction are trivial
  // whenever T's are.
  constexpr result(const result& other) requires std::is_trivially_copy_constructible_v<T>
  = default;
  constexpr result(const result& other) : has_value_(other.has_value_) {
    if (has_value_) {
      std::construct_at(&value_, other.value_);
    } else {
      std::construct_at(&error_, other.error_);
    }
  }
  constexpr result(result&& other) noexcept requires std::is_trivially_move_constructible_v<T>
  = default;
  constexpr result(result&& other) noexcept(std::is_nothrow_move_constructible_v<T>)
      : has_value_(other.has_value_) {
    if (has_value_) {
      std::construct_at(&value_, std::move(other.value_));
    } else {
      std::construct_at(&error_, other.error_);
    }
  }
  constexpr result& operator=(const result& other) requires std::is_trivially_copy_assignable_v<T>
  = default;
  constexpr result& operator=(const result& other) {
    if (this != &other) assign(other);
    return *this;
  }
  constexpr result& operator=(
      result&& other) noexcept requires std::is_trivially_move_assignable_v<T>
  = default;
  constexpr result& operator=(result&& other) noexcept(std::is_nothrow_move_constructible_v<T>) {
    if (this != &other) assign(std::move(other));
    return *this;
  }
  /// Replaces the value, if any, with the error `e` (no temporary result is made).
  ///
  /// **Example**: `if (!ok) decoded = kp::codec_error(kp::error_code::extra_component, pos);`
  constexpr result& operator=(keyplate::error e) noexcept {
    if (has_value_) std::destroy_at(&value_);
    std::construct_at(&error_, e);
    has_value_ = false;
    return *this;
  }
  constexpr ~result() requires std::is_trivially_destructible_v<T>
  = default;
  constexpr ~result() {
    if (has_value_) std::destroy_at(&value_);
  }

  constexpr bool has_value() const noexcept { return has_value_; }
  constexpr explicit operator bool() const noexcept { return has_value(); }

  constexpr T& operator*() & noexcept { return value_; }
  constexpr const T& operator*() const& noexcept { return value_; }
  constexpr T&& operator*() && noexcept { return std::move(value_); }
  constexpr T* operator->() noexcept { return &value_; }
  constexpr const T* operator->() const noexcept { return &value_; }

  /// The value; throws `key_error` (aborts under `-fno-exceptions`) when there is none.
  constexpr T& value() & {
    if (!has_value()) detail::throw_key_error(error_);
    return value_;
  }
  constexpr const T& value() const& {
    if (!has_value()) detail::throw_key_error(error_);
    return value_;
  }
  constexpr T&& value() && {
    if (!has_value()) detail::throw_key_error(error_);
    return std::move(value_);
  }

  /// The error; `error{}` (`error_code::none`) when there is a value.
  constexpr keyplate::error error() const noexcept {
    return has_value_ ? keyplate::error{} : error_;
  }

 private:
  template <class Other>
  constexpr void assign(Other&& other) {
    if (has_value_) std::destroy_at(&value_);
    // An error until the new value is in place, so a throwing copy leaves a valid result.
    std::construct_at(&error_, other.has_value_ ? keyplate::error{} : other.error_);
    has_value_ = false;
    if (other.has_value_) {
      std::construct_at(&value_, std::forward<Other>(other).value_);
      has_value_ = true;
    }
  }

  union {
    T value_;
    keyplate::error error_;
  };
  bool has_value_;
};

/// A `result<T>` whose error may name a path built at run time (`lines[2].qty`, the value at
/// fault inside an attribute), which it keeps: what `ddb::parse_item` and `Entity::decode_item`
/// return. `error().field` and `path()` view text this result owns: read them while it lives.
/// (Copied into a plain `result<T>`, the error keeps its code and names at most the attribute.)
template <class T>
class path_result : public result<T> {
 public:
  path_result(T value) : result<T>(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// An error whose `field` views static storage (or is empty).
  path_result(keyplate::error e) : result<T>(e) {}  // NOLINT(google-explicit-constructor)
  /// An error at `path`; `e.field`, when set, is what a plain `result<T>` keeps of it.
  path_result(keyplate::error e, std::string path) : result<T>(e), path_(std::move(path)) {}

  /// The error, its `field` the path when there is one.
  keyplate::error error() const noexcept {
    keyplate::error e = result<T>::error();
    if (!path_.empty()) e.field = path_;
    return e;
  }
  /// The path of the offending value; empty when there is a value or the error names no path.
  const std::string& path() const noexcept { return path_; }

  /// The value; throws `key_error` naming the path in its message when there is none.
  T& value() & {
    if (!this->has_value()) fail();
    return **this;
  }
  const T& value() const& {
    if (!this->has_value()) fail();
    return **this;
  }
  T&& value() && {
    if (!this->has_value()) fail();
    return std::move(**this);
  }

 private:
  [[noreturn]] void fail() const {
    if (path_.empty()) detail::throw_key_error(result<T>::error());
    detail::throw_key_error(result<T>::error(), path_);
  }

  std::string path_;
};

}  // namespace keyplate
