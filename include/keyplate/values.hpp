// keyplate: the decoded values of one key, by position or by field name.
#pragma once

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

#include "detail/for_overwrite.hpp"
#include "fixed_string.hpp"

namespace keyplate {

/// The values of one key of layout `Layout`, one per field, in template order. Reach them with
/// `get<I>()`, `get<"name">()` or structured bindings; compare with `==`.
///
/// **Example**:
/// ```
/// auto v = TaskKey::decode(sk).value();
/// auto [project, task] = v;  v.get<"taskId">() == v.get<1>();
/// ```
template <class Layout, class Tuple = typename Layout::value_tuple>
class values;

template <class Layout, class... Vs>
class values<Layout, std::tuple<Vs...>> {
 public:
  /// Default-constructed values.
  constexpr values() = default;
  /// Fields that decoding overwrites before anyone reads them: those that can skip their
  /// initial fill (`fixed_text`) do, the others are value-initialised.
  constexpr explicit values(detail::for_overwrite_t) : fields_(initial_value<Vs>()...) {}

  /// One value per field, in template order.
  constexpr explicit values(Vs... fields) requires(sizeof...(Vs) > 0)
      : fields_(std::move(fields)...) {}

  /// The value of field `I` (0-based, template order).
  template <std::size_t I>
  constexpr auto& get() & noexcept {
    return std::get<I>(fields_);
  }
  template <std::size_t I>
  constexpr const auto& get() const& noexcept {
    return std::get<I>(fields_);
  }
  template <std::size_t I>
  constexpr auto&& get() && noexcept {
    return std::get<I>(std::move(fields_));
  }

  /// The value of the field named `Name`; an unknown name does not compile.
  template <fixed_string Name>
  constexpr auto& get() & noexcept {
    return get<index_of<Name>()>();
  }
  template <fixed_string Name>
  constexpr const auto& get() const& noexcept {
    return get<index_of<Name>()>();
  }
  template <fixed_string Name>
  constexpr auto&& get() && noexcept {
    return std::move(*this).template get<index_of<Name>()>();
  }

  /// All values as a `std::tuple`.
  constexpr const std::tuple<Vs...>& as_tuple() const noexcept { return fields_; }

  friend constexpr bool operator==(const values&, const values&) = default;

 private:
  template <fixed_string Name>
  static constexpr std::size_t index_of() {
    constexpr std::size_t index = Layout::index_of(Name.view());
    constexpr bool known_name = index < sizeof...(Vs);
    static_assert(known_name, "keyplate: the layout has no field of this name");
    return known_name ? index : 0;  // 0 after the error: nothing else to report
  }

  template <class V>
  static constexpr auto initial_value() {
    if constexpr (std::is_constructible_v<V, detail::for_overwrite_t>) {
      return detail::for_overwrite;
    } else {
      return V{};
    }
  }

  std::tuple<Vs...> fields_;
};

}  // namespace keyplate

template <class Layout, class Tuple>
struct std::tuple_size<keyplate::values<Layout, Tuple>> : std::tuple_size<Tuple> {};

template <std::size_t I, class Layout, class Tuple>
struct std::tuple_element<I, keyplate::values<Layout, Tuple>> : std::tuple_element<I, Tuple> {};
