// keyplate: what the schema layer knows of native indexes before <keyplate/schema/native_index.hpp>
// is included: the template's name, `is_native_index`, and the declarations of the steps that
// header brings (a native index's queries and its cursors' validation). Every TU pays for these
// few lines; only a TU that declares a native index pays for the rest.
#pragma once

#include "../../dynamodb.hpp"
#include "../../dynamodb/item.hpp"
#include "../../fixed_string.hpp"
#include "../../result.hpp"

namespace keyplate {

// Declared here, defined (with its default `Sort`) in native_index.hpp.
template <fixed_string Name, class Partition, class Sort>
struct native_index;

namespace detail {

/// Whether `Index` is a `kp::native_index`.
template <class Index>
inline constexpr bool is_native_index = false;
template <fixed_string Name, class P, class S>
inline constexpr bool is_native_index<native_index<Name, P, S>> = true;

// `Entity::query<NativeIndex>`'s step (native_queries.hpp).
template <class Facts>
struct native_queries;

namespace cursor {
// Whether `key` ends a page of query `q` on native index `Index` (native_cursor.hpp).
template <class Table, class Index, class... Es>
result<dynamodb::item> validate_native(const dynamodb::query_parts& q, const dynamodb::item& key);
}  // namespace cursor

}  // namespace detail
}  // namespace keyplate
