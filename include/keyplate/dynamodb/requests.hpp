// keyplate: the write requests of the schema layer as plain data, for any SDK: `put_parts`
// (PutItem), `key_parts` (GetItem), `delete_parts` (DeleteItem), `update_parts` (UpdateItem) and
// `check_parts` (a transaction's ConditionCheck), each without `TableName`, and each with the
// `request_origin` that built it. Transactions of them: transaction.hpp.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "item.hpp"

namespace keyplate::dynamodb {

/// `Entity::put(v, ddb::replace)`: overwrite an item that exists instead of failing.
struct replace_t {
  explicit constexpr replace_t() = default;
};
inline constexpr replace_t replace{};

/// What a write's response holds (`ReturnValues`): nothing (`none`, the default), the item as it
/// was (`all_old`), as it is after the write (`all_new`), or only the attributes an update
/// changed, before or after it (`updated_old`, `updated_new`). PutItem and DeleteItem take
/// `none` and `all_old` only.
enum class return_values : unsigned char { none, all_old, all_new, updated_old, updated_new };

/// DynamoDB's spelling of `r`: `NONE`, `ALL_OLD`, `ALL_NEW`, `UPDATED_OLD`, `UPDATED_NEW`.
///
/// **Example**: `to_string(return_values::updated_new) == "UPDATED_NEW"`
constexpr std::string_view to_string(return_values r) noexcept {
  constexpr std::string_view texts[] = {"NONE", "ALL_OLD", "ALL_NEW", "UPDATED_OLD", "UPDATED_NEW"};
  return texts[static_cast<unsigned char>(r)];
}

/// `return_values` `R` as a constant of its own type, so that `kp::returning(ddb::all_new)` is
/// checked against the write at compile time.
///
/// **Example**: `ddb::all_new.value == ddb::return_values::all_new`
template <return_values R>
struct return_values_constant {
  static constexpr return_values value = R;
  explicit constexpr return_values_constant() = default;
};
inline constexpr return_values_constant<return_values::all_old> all_old{};
inline constexpr return_values_constant<return_values::all_new> all_new{};
inline constexpr return_values_constant<return_values::updated_old> updated_old{};
inline constexpr return_values_constant<return_values::updated_new> updated_new{};

/// Which entity built a request, and the names of its table's key attributes: static text
/// (an entity's name, an index's attribute names), empty in a request built by hand. A
/// transaction uses it to find the item a put writes (`same_item_twice`) and to name the entity
/// of each action.
struct request_origin {
  std::string_view entity;         ///< `Order`
  std::string_view partition_key;  ///< the table's partition key attribute, `pk`
  std::string_view sort_key;       ///< the table's sort key attribute; empty: none

  friend bool operator==(const request_origin&, const request_origin&) = default;
};

/// The attributes of `it` that `origin` names as its table's key: a put's primary key (empty
/// when `origin` names none, as in a request built by hand).
///
/// **Example**: `key_attributes(p.item, p.origin)` is `{"pk": ..., "sk": ...}`
inline item key_attributes(const item& it, const request_origin& origin) {
  item key;
  for (const std::string_view name : {origin.partition_key, origin.sort_key}) {
    if (name.empty()) continue;
    if (const attribute_value* v = it.find(name)) key.set(name, *v);
  }
  return key;
}

/// A PutItem request: the `Item`, and unless it replaces, `ConditionExpression`
/// `attribute_not_exists(#pk)` with `#pk` naming the table's partition key, so that a put never
/// overwrites. An entity with a version attribute adds its check (`#version`, `:version`).
struct put_parts {
  dynamodb::item item;
  std::string condition_expression;                                    ///< empty: none
  std::map<std::string, std::string> expression_attribute_names;       ///< `#placeholder` -> name
  std::map<std::string, attribute_value> expression_attribute_values;  ///< empty: none
  return_values returned = return_values::none;  ///< `ReturnValues` (`kp::returning`)
  bool old_item_on_failure = false;  ///< `ReturnValuesOnConditionCheckFailure` `ALL_OLD`
  request_origin origin;             ///< the entity that built it

  friend bool operator==(const put_parts&, const put_parts&) = default;
};

/// A GetItem request: the item's primary `Key`.
struct key_parts {
  dynamodb::item key;

  friend bool operator==(const key_parts&, const key_parts&) = default;
};

/// An UpdateItem request. Placeholders are `#pk` for the table's partition key, `#aN` /
/// `:aN` for the other attributes (N numbers the entity's attributes in name order), and
/// `#version`, `:version`, `:next` for a version attribute, so they never collide and reserved
/// words are safe.
struct update_parts {
  dynamodb::item key;
  std::string
      update_expression;  ///< `SET #a1 = :a1, ... REMOVE #a2, ... ADD #a3 :a3, ... DELETE ...`
  std::string condition_expression;  ///< `attribute_exists(#pk)` and `#aN = :aN` per known field
  std::map<std::string, std::string> expression_attribute_names;
  std::map<std::string, attribute_value> expression_attribute_values;  ///< typed (`S`, `N`...)
  return_values returned = return_values::none;  ///< `ReturnValues` (`kp::returning`)
  bool old_item_on_failure = false;  ///< `ReturnValuesOnConditionCheckFailure` `ALL_OLD`
  request_origin origin;             ///< the entity that built it

  friend bool operator==(const update_parts&, const update_parts&) = default;
};

/// A DeleteItem request, alone or in a transaction: the `Key`, and its `ConditionExpression`
/// when it has one (in a `move`, `attribute_exists(#pk)`: the item must exist; with a version
/// attribute, the version check `#version = :version`).
struct delete_parts {
  dynamodb::item key;
  std::string condition_expression;  ///< empty: none
  std::map<std::string, std::string> expression_attribute_names;
  std::map<std::string, attribute_value> expression_attribute_values;
  return_values returned = return_values::none;  ///< `ReturnValues` (`kp::returning`)
  bool old_item_on_failure = false;  ///< `ReturnValuesOnConditionCheckFailure` `ALL_OLD`
  request_origin origin;             ///< the entity that built it

  friend bool operator==(const delete_parts&, const delete_parts&) = default;
};

/// A transaction's ConditionCheck (`Entity::check`): the `Key` of an item and the condition it
/// must meet for the transaction to commit; it writes nothing.
struct check_parts {
  dynamodb::item key;
  std::string condition_expression;
  std::map<std::string, std::string> expression_attribute_names;
  std::map<std::string, attribute_value> expression_attribute_values;  ///< empty: none
  bool old_item_on_failure = false;  ///< `ReturnValuesOnConditionCheckFailure` `ALL_OLD`
  request_origin origin;             ///< the entity that built it

  friend bool operator==(const check_parts&, const check_parts&) = default;
};

}  // namespace keyplate::dynamodb
