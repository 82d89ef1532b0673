// keyplate: the schema layer: entities (fields declared once, key templates per index), the
// items and queries built from them. Plain data: it never talks to a database. This umbrella
// only includes: the public headers of schema/ and the DynamoDB plain data of dynamodb/.
#pragma once

#include "dynamodb/attribute_value.hpp"
#include "dynamodb/item.hpp"
#include "dynamodb/item_size.hpp"
#include "dynamodb/merge_sorted.hpp"
#include "dynamodb/requests.hpp"
#include "dynamodb/table_definition.hpp"
#include "schema/arguments.hpp"
#include "schema/bytes.hpp"
#include "schema/conditions.hpp"
#include "schema/describe.hpp"
#include "schema/diagnostics.hpp"
#include "schema/entity.hpp"
#include "schema/entity_variant.hpp"
#include "schema/fields.hpp"
#include "schema/index.hpp"
#include "schema/keys.hpp"
#include "schema/mappings.hpp"
#include "schema/number.hpp"
#include "schema/schema.hpp"
#include "schema/ttl.hpp"
#include "schema/update_operators.hpp"
#include "schema/values.hpp"
#include "schema/version.hpp"
