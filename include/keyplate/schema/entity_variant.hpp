// keyplate: `entity_variant<Entities...>`, one item's values when the entity is known only at
// run time (what `Schema::identify` returns): which entity, and that entity's values.
#pragma once

#include <algorithm>
#include <cstddef>
#include <new>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

namespace keyplate {

/// The values of one item of one of `Entities` (each an `entity`, or any type with a nested
/// `values` type): `index()` tells which, `get<E>()`, `get_if<E>()` and `visit(f)` read them.
///
/// It behaves like `std::variant<typename Entities::values...>` that is never empty, with
/// alternatives named by entity. It exists because a schema's variant has an alternative per
/// entity, and libstdc++'s `std::variant` instantiates a recursive dispatch table for each of
/// its special members: with 20 entities that alone more than doubled the compile time of a
/// translation unit that calls `identify` (tools/compile_time). Here each operation is one flat
/// table of functions, one per alternative.
///
/// **Example**:
/// ```
/// const auto read = Shop::identify(item).value();
/// if (const Order::values* o = read.get_if<Order>()) ship(o->get<"orderId">());
/// read.visit([](const auto& v) { log(decltype(v)::entity_type::name); });
/// ```
template <class... Entities>
class entity_variant {
  static_assert(sizeof...(Entities) > 0 && sizeof...(Entities) < 256,
                "keyplate: entity_variant: between 1 and 255 entities");
  static_assert((std::is_nothrow_move_constructible_v<typename Entities::values> && ...),
                "keyplate: entity_variant: every entity's values must move without throwing");

  template <class E>
  static constexpr std::size_t position() noexcept {
    std::size_t i = 0;
    std::size_t found = sizeof...(Entities);
    ((std::is_same_v<E, Entities> ? (found = i, ++i) : ++i), ...);
    return found;
  }
  template <class V>
  static constexpr std::size_t position_of_values() noexcept {
    std::size_t i = 0;
    std::size_t found = sizeof...(Entities);
    ((std::is_same_v<V, typename Entities::values> ? (found = i, ++i) : ++i), ...);
    return found;
  }

 public:
  /// How many entities it can hold.
  static constexpr std::size_t size = sizeof...(Entities);
  /// The values type of the `I`-th entity.
  template <std::size_t I>
  using values_at =
      typename std::tuple_element_t<I, std::tuple<std::type_identity<Entities>...>>::type::values;

  /// Holds `v`, the values of one of the entities. Implicit, like std::variant's; the
  /// constraint keeps it from taking an entity_variant, so it never hides copy and move.
  // NOLINTBEGIN(google-explicit-constructor,bugprone-forwarding-reference-overload)
  template <class V>
  requires(position_of_values<std::remove_cvref_t<V>>() < size) entity_variant(V&& v)
      : index_(static_cast<unsigned char>(position_of_values<std::remove_cvref_t<V>>())) {
    ::new (static_cast<void*>(storage_)) std::remove_cvref_t<V>(std::forward<V>(v));
  }
  // NOLINTEND(google-explicit-constructor,bugprone-forwarding-reference-overload)

  entity_variant(const entity_variant& other) : index_(other.index_) {
    copiers[index_](storage_, other.storage_);
  }
  entity_variant(entity_variant&& other) noexcept : index_(other.index_) {
    movers[index_](storage_, other.storage_);
  }
  entity_variant& operator=(const entity_variant& other) {
    if (this != &other) *this = entity_variant(other);  // copy first: a throw changes nothing
    return *this;
  }
  entity_variant& operator=(entity_variant&& other) noexcept {
    if (this != &other) {
      destroyers[index_](storage_);
      index_ = other.index_;
      movers[index_](storage_, other.storage_);
    }
    return *this;
  }
  ~entity_variant() { destroyers[index_](storage_); }

  /// The position in `Entities` of the entity whose values it holds.
  [[nodiscard]] std::size_t index() const noexcept { return index_; }

  /// True when it holds the values of entity `E`.
  template <class E>
  [[nodiscard]] bool holds() const noexcept {
    static_assert(position<E>() < size, "keyplate: entity_variant: not one of its entities");
    return index_ == position<E>();
  }

  /// The values of entity `E`; throws `std::bad_variant_access` when it holds another's.
  template <class E>
  [[nodiscard]] const typename E::values& get() const {
    if (!holds<E>()) throw std::bad_variant_access();
    return *as<typename E::values>();
  }
  /// The values of the `I`-th entity; throws `std::bad_variant_access` when it holds another's.
  template <std::size_t I>
  [[nodiscard]] const values_at<I>& get() const {
    if (index_ != I) throw std::bad_variant_access();
    return *as<values_at<I>>();
  }
  /// The values of entity `E`, or nullptr when it holds another's.
  template <class E>
  [[nodiscard]] const typename E::values* get_if() const noexcept {
    return holds<E>() ? as<typename E::values>() : nullptr;
  }

  /// `f(values)` with the values it holds, as `const E::values&`; `f` returns the same type
  /// for every entity.
  template <class F>
  decltype(auto) visit(F&& f) const {
    using R = std::invoke_result_t<F, const values_at<0>&>;
    static_assert(
        (std::is_same_v<R, std::invoke_result_t<F, const typename Entities::values&>> && ...),
        "keyplate: entity_variant::visit: f must return the same type for every entity");
    static constexpr R (*callers[])(
        F&, const unsigned char*) = {&call<R, F, typename Entities::values>...};
    return callers[index_](f, storage_);
  }

  /// Equal when both hold the same entity's values and those are equal.
  friend bool operator==(const entity_variant& a, const entity_variant& b) {
    return a.index_ == b.index_ && equals[a.index_](a.storage_, b.storage_);
  }

 private:
  template <class V>
  const V* as() const noexcept {
    return std::launder(reinterpret_cast<const V*>(storage_));
  }

  template <class V>
  static void destroy(unsigned char* p) noexcept {
    std::launder(reinterpret_cast<V*>(p))->~V();
  }
  template <class V>
  static void copy(unsigned char* to, const unsigned char* from) {
    ::new (static_cast<void*>(to)) V(*std::launder(reinterpret_cast<const V*>(from)));
  }
  template <class V>
  static void move(unsigned char* to, unsigned char* from) noexcept {
    ::new (static_cast<void*>(to)) V(std::move(*std::launder(reinterpret_cast<V*>(from))));
  }
  template <class V>
  static bool equal(const unsigned char* a, const unsigned char* b) {
    return *std::launder(reinterpret_cast<const V*>(a)) ==
           *std::launder(reinterpret_cast<const V*>(b));
  }
  template <class R, class F, class V>
  static R call(F& f, const unsigned char* p) {
    return static_cast<F&&>(f)(*std::launder(reinterpret_cast<const V*>(p)));
  }

  static constexpr void (*destroyers[])(unsigned char*) noexcept = {
      &destroy<typename Entities::values>...};
  static constexpr void (*copiers[])(unsigned char*,
                                     const unsigned char*) = {&copy<typename Entities::values>...};
  static constexpr void (*movers[])(unsigned char*, unsigned char*) noexcept = {
      &move<typename Entities::values>...};
  static constexpr bool (*equals[])(const unsigned char*,
                                    const unsigned char*) = {&equal<typename Entities::values>...};

  alignas(typename Entities::values...) unsigned char storage_[std::max(
      {sizeof(typename Entities::values)...})];
  unsigned char index_;
};

}  // namespace keyplate
