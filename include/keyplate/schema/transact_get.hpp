// keyplate: `kp::transact_get(gets...)`, a TransactGetItems of items of any entities (the parts of
// `Entity::get`), and its response decoded by position into each entity's values.
#pragma once

#include <cstddef>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "../dynamodb/item.hpp"
#include "../dynamodb/transaction.hpp"
#include "../error.hpp"
#include "../result.hpp"
#include "diagnostics.hpp"
#include "get_parts.hpp"

namespace keyplate {

/// A TransactGetItems of one item of each of `Entities`, in order (`dynamodb::transact_get_request`
/// holds the keys; `to_json` writes its body), and `read`, which decodes the response.
template <class... Entities>
struct transact_get_parts : dynamodb::transact_get_request {
  /// What `read` gives: per get, in order, its entity's values, or `std::nullopt` where the
  /// item does not exist.
  using values_type = std::tuple<std::optional<typename Entities::values>...>;

  /// The response's items (`ddb::transact_get_items(response)`, in
  /// `<keyplate/dynamodb_json.hpp>`: per get, the item or `std::nullopt`) decoded by position.
  /// `malformed_item` (field `Responses`) when there is not one per get or an item's key is
  /// not the key asked for; `decode_item`'s error for an item its entity does not read.
  template <class Items = std::vector<std::optional<dynamodb::item>>>
  requires std::is_same_v<Items, std::vector<std::optional<dynamodb::item>>> result<values_type>
  read(const Items& items)
  const {
    if (items.size() != sizeof...(Entities) || keys.size() != sizeof...(Entities)) {
      return malformed();
    }
    values_type out;
    error e;
    const auto one = [&]<std::size_t I>(std::integral_constant<std::size_t, I>) {
      using E = std::tuple_element_t<I, std::tuple<Entities...>>;
      if (!items[I]) return true;
      for (const auto& [name, value] : keys[I]) {
        const dynamodb::attribute_value* v = items[I]->find(name);
        if (v == nullptr || !(*v == value)) {
          e = malformed();
          return false;
        }
      }
      auto decoded = E::decode_item(*items[I]);
      if (!decoded) {
        // (The plain result's error, naming the attribute: its path is text `decoded` owns.)
        e = static_cast<const result<typename E::values>&>(decoded).error();
        return false;
      }
      std::get<I>(out) = std::move(*decoded);
      return true;
    };
    const bool ok = [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (one(std::integral_constant<std::size_t, I>{}) && ...);
    }
    (std::index_sequence_for<Entities...>{});
    if (!ok) return e;
    return out;
  }
  /// The same from `ddb::transact_get_items`' result: its error, or the items decoded. (Both
  /// are templates, so that a program that reads no transaction compiles none of it.)
  template <class Items>
  requires std::is_same_v<Items, std::vector<std::optional<dynamodb::item>>> result<values_type>
  read(const result<Items>& items)
  const {
    if (!items) return items.error();
    return read(*items);
  }

 private:
  static constexpr error malformed() noexcept {
    return detail::error_at(error_code::malformed_item, "Responses");
  }
};

namespace detail {
template <class T>
inline constexpr bool is_get_parts = false;
template <class Entity>
inline constexpr bool is_get_parts<get_parts<Entity>> = true;

// A transact_get's arguments: parts of `Entity::get`.
template <class... Args>
constexpr bool transact_get_args_ok() {
  if constexpr (!(is_get_parts<Args> && ...)) {
    return report<schema_problem::transact_get_argument, "transact_get",
                  dependent_text<"arguments", Args...>>();
  } else {
    return true;
  }
}
// 1 to 100 gets. Checked on the count alone, so that the diagnostic for 101 gets does not print
// their types again (the check of a must-not-compile case reads all of it).
template <std::size_t Count>
constexpr bool transact_get_count_ok() {
  if constexpr (Count == 0 || Count > dynamodb::max_transaction_actions) {
    return report<schema_problem::transact_get_count, "transact_get",
                  dependent_text<"gets", std::integral_constant<std::size_t, Count>>>();
  } else {
    return true;
  }
}
}  // namespace detail

/// A TransactGetItems of the items `gets` name (the parts of `Entity::get`), in order: DynamoDB
/// reads them all at one point in time, none changed by a transaction halfway. Does not compile
/// with anything else, or with no get or more than 100.
///
/// **Example**:
/// ```cpp
/// const auto both = kp::transact_get(Customer::get(kp::arg<"customerId">(42)),
///                                    Order::get(kp::arg<"customerId">(42), ...));
/// const auto [customer, order] = both.read(ddb::transact_get_items(body)).value();
/// ```
template <class... Args>
auto transact_get(const Args&... gets) {
  if constexpr (!detail::transact_get_args_ok<Args...>() ||
                !detail::transact_get_count_ok<sizeof...(Args)>()) {
    return transact_get_parts<>{};
  } else {
    transact_get_parts<typename Args::entity_type...> parts;
    parts.keys.reserve(sizeof...(Args));
    (parts.keys.push_back(gets.key), ...);
    return parts;
  }
}

}  // namespace keyplate
