// keyplate: `get_parts<Entity>`, what `Entity::get` returns: the `Key` of a GetItem
// (`dynamodb::key_parts`, which it converts to) with the entity whose item it reads, so that
// `kp::transact_get` decodes each item it returns as its entity.
#pragma once

#include "../dynamodb/requests.hpp"

namespace keyplate {

/// The GetItem of one item of `Entity`: its primary `Key`, and the entity as a type.
///
/// **Example**: `const ddb::key_parts k = Order::get(kp::arg<"customerId">(42), ...);`
template <class Entity>
struct get_parts : dynamodb::key_parts {
  using entity_type = Entity;  ///< whose item it reads
};

}  // namespace keyplate
