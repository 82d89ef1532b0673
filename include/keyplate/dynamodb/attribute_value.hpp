// keyplate: `dynamodb::attribute_value`, one attribute's value in DynamoDB's whole value model:
// the scalars `S`, `N`, `B`, `BOOL`, `NULL` and the collections `L`, `M`, `SS`, `NS`, `BS`.
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "../codec.hpp"
#include "../detail/config.hpp"
#include "../detail/decimal.hpp"

namespace keyplate::detail {
// Selects attribute_value's constructor that builds a scalar's text in place, from what a
// function returns: how the schema layer writes an item's attributes without moving each
// text once more (an aggregate did not; a constructor taking the text does).
struct text_in_place_t {
  explicit text_in_place_t() = default;
};
inline constexpr text_in_place_t text_in_place{};
}  // namespace keyplate::detail

namespace keyplate::dynamodb {

class attribute_value;
/// The elements of an `L`, in order.
using attribute_list = std::vector<attribute_value>;
/// The members of an `M`, by name (byte-wise order).
using attribute_map = std::map<std::string, attribute_value, std::less<>>;
/// The elements of an `SS` (strings), `NS` (decimal texts) or `BS` (raw bytes); a set's order
/// means nothing (two sets are equal when they hold the same elements).
using attribute_set = std::vector<std::string>;

/// The longest name DynamoDB takes for an attribute or a map's member, in bytes: under 64 KB.
inline constexpr std::size_t max_name_size = 65535;

/// DynamoDB's naming rule for an attribute or a map's member: `error_code::empty_name` for "",
/// `error_code::long_name` for a name over `max_name_size` bytes, `error_code::none` otherwise.
/// Both readers and the mappings of `std::map` apply it.
///
/// **Example**: `ddb::name_problem(std::string(70'000, 'x')) == kp::error_code::long_name`
constexpr error_code name_problem(std::string_view name) noexcept {
  if (name.empty()) return error_code::empty_name;
  return name.size() > max_name_size ? error_code::long_name : error_code::none;
}

/// The tag a visitor of `attribute_value::visit` receives first: `attribute_tag<K>::value` is
/// the value's type `K`.
template <attribute_kind K>
using attribute_tag = std::integral_constant<attribute_kind, K>;

namespace detail_attribute {
struct collections;
// Deletes a collection's storage out of line: destroying it recurses through the values it
// holds, and kept inline it would stop every attribute_value's destructor (a scalar's: one
// string and a null test) from inlining.
struct collections_deleter {
  void operator()(collections* c) const noexcept;
};
}  // namespace detail_attribute

/// One attribute's value. A scalar keeps its text in `text` (`S` the string, `N` the decimal
/// text, `BOOL` `"true"` or `"false"`, `B` the raw bytes, `NULL` nothing), so building a key
/// attribute costs one string; a collection keeps its elements in storage of its own.
///
/// Equality is DynamoDB's: numbers by value (`1.50 == 1.5`), sets whatever their order, maps
/// by name, lists element by element.
///
/// **Example**:
/// ```
/// ddb::attribute_value pk{kp::attribute_kind::S, "CUSTOMER#42"};   // a scalar, as before
/// auto lines = ddb::attribute_value::list({ddb::attribute_value::map(
///     {{"sku", ddb::attribute_value::string("A-1")}, {"qty", ddb::attribute_value::number(2)}})});
/// if (const ddb::attribute_list* l = lines.as_list()) use(l->size());
/// ```
// A value holds values: copying, destroying and comparing one recurse, as deep as the nesting.
// NOLINTBEGIN(misc-no-recursion)
class attribute_value {
 public:
  /// A scalar's text (see the class comment); empty for a collection.
  std::string text;

  /// An empty string (`S ""`).
  attribute_value() = default;
  /// A scalar of type `kind` with text `text` (`{kp::attribute_kind::N, "42"}`); for a
  /// collection type, an empty collection.
  attribute_value(attribute_kind kind, std::string&& text) noexcept
      : text(std::move(text)), type_(kind) {}
  attribute_value(attribute_kind kind, const std::string& text) : text(text), type_(kind) {}
  /// (For keyplate's own use.) A scalar of type `kind` whose text is `make()`, built in place.
  template <class Make>
  attribute_value(detail::text_in_place_t, attribute_kind kind, Make&& make)
      : text(std::forward<Make>(make)()), type_(kind) {}

  attribute_value(const attribute_value& other);
  attribute_value& operator=(const attribute_value& other);
  attribute_value(attribute_value&&) noexcept = default;
  attribute_value& operator=(attribute_value&&) noexcept = default;
  ~attribute_value() = default;

  /// `S`: a string.
  static attribute_value string(std::string s) { return {attribute_kind::S, std::move(s)}; }
  /// `N` from decimal text, kept as written (`parse_item` checks it; this does not).
  static attribute_value number(std::string decimal) {
    return {attribute_kind::N, std::move(decimal)};
  }
  /// `N` from an integer.
  template <std::integral I>
  requires(!std::same_as<I, bool>) static attribute_value number(I n) {
    return {attribute_kind::N, std::to_string(n)};
  }
  /// `BOOL`.
  static attribute_value boolean(bool b) { return {attribute_kind::BOOL, b ? "true" : "false"}; }
  /// `NULL` (DynamoDB's only `NULL` value is `true`).
  static attribute_value null() { return {attribute_kind::null, {}}; }
  /// `B`: raw bytes (DynamoDB JSON writes them in base64).
  static attribute_value binary(std::string bytes) { return {attribute_kind::B, std::move(bytes)}; }
  /// `L`.
  static attribute_value list(attribute_list elements);
  /// `M`.
  static attribute_value map(attribute_map members);
  /// `SS`, `NS` (decimal texts) and `BS` (raw bytes). DynamoDB rejects an empty set and a set
  /// holding an element twice; these do not check (`parse_item` does).
  static attribute_value string_set(attribute_set elements) {
    return set_of(attribute_kind::SS, std::move(elements));
  }
  static attribute_value number_set(attribute_set elements) {
    return set_of(attribute_kind::NS, std::move(elements));
  }
  static attribute_value binary_set(attribute_set elements) {
    return set_of(attribute_kind::BS, std::move(elements));
  }

  /// The value's DynamoDB type, fixed at construction (assign a new value to change it).
  attribute_kind type() const noexcept { return type_; }
  /// Whether this is a `NULL`.
  bool is_null() const noexcept { return type_ == attribute_kind::null; }
  /// The string of an `S`, the decimal text of an `N`, the bytes of a `B`; null for any other
  /// type.
  const std::string* as_string() const noexcept { return scalar(attribute_kind::S); }
  const std::string* as_number() const noexcept { return scalar(attribute_kind::N); }
  const std::string* as_binary() const noexcept { return scalar(attribute_kind::B); }
  /// The value of a `BOOL`; nothing for any other type.
  std::optional<bool> as_bool() const noexcept {
    if (type_ != attribute_kind::BOOL) return std::nullopt;
    return text == "true";
  }
  /// The elements of an `L`, the members of an `M`, the elements of an `SS`, `NS` or `BS`; null
  /// for any other type. The non-const forms let a collection be filled in place.
  const attribute_list* as_list() const noexcept;
  attribute_list* as_list();
  const attribute_map* as_map() const noexcept;
  attribute_map* as_map();
  const attribute_set* as_string_set() const noexcept { return set(attribute_kind::SS); }
  const attribute_set* as_number_set() const noexcept { return set(attribute_kind::NS); }
  const attribute_set* as_binary_set() const noexcept { return set(attribute_kind::BS); }
  attribute_set* as_string_set() { return set(attribute_kind::SS); }
  attribute_set* as_number_set() { return set(attribute_kind::NS); }
  attribute_set* as_binary_set() { return set(attribute_kind::BS); }

  /// Calls `f(attribute_tag<K>{}, payload)` for this value's type `K`, and returns what it
  /// returns. The payload is a `const std::string&` for `S`, `N` and `B`; a `bool` for `BOOL`;
  /// `nullptr` for `NULL`; the `attribute_list`, `attribute_map` or `attribute_set` of a
  /// collection. Every call must return the same type.
  ///
  /// **Example**: `v.visit([](auto tag, const auto& x) { return decltype(tag)::value; })`
  template <class F>
  decltype(auto) visit(F&& f) const;

  friend bool operator==(const attribute_value& a, const attribute_value& b);

 private:
  static attribute_value set_of(attribute_kind kind, attribute_set elements);
  const std::string* scalar(attribute_kind kind) const noexcept {
    return type_ == kind ? &text : nullptr;
  }
  const attribute_set* set(attribute_kind kind) const noexcept;
  attribute_set* set(attribute_kind kind);
  detail_attribute::collections& own();

  attribute_kind type_ = attribute_kind::S;
  // Null for a scalar, and for a collection nobody has filled yet (it reads as empty).
  std::unique_ptr<detail_attribute::collections, detail_attribute::collections_deleter>
      collections_;
};

// NOLINTEND(misc-no-recursion)

}  // namespace keyplate::dynamodb

// The collections' storage and the members that recurse through them (copy, visit, ==).
#include "detail/attribute_value_storage.hpp"
