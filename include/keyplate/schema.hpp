// keyplate: the schema layer: entities (fields declared once, key templates per index), the
// items and queries built from them. Plain data: it never talks to a database. This umbrella
// only includes: the per-key layer (<keyplate/keyplate.hpp>: every codec, `kp::date` and
// `kp::timestamp` too, which fields use), the public headers of schema/ and the DynamoDB plain
// data of dynamodb/, but schema/native_index.hpp, which a TU declaring a native index includes
// beside it (so that the others do not compile its queries and cursors).
#pragma once

#include "dynamodb/attribute_value.hpp"
#include "dynamodb/item.hpp"
#include "dynamodb/item_size.hpp"
#include "dynamodb/merge_sorted.hpp"
#include "dynamodb/requests.hpp"
#include "dynamodb/scan.hpp"
#include "dynamodb/table_definition.hpp"
#include "dynamodb/transaction.hpp"
#include "keyplate.hpp"
#include "schema/arguments.hpp"
#include "schema/bytes.hpp"
#include "schema/conditions.hpp"
#include "schema/describe.hpp"
#include "schema/diagnostics.hpp"
#include "schema/entity.hpp"
#include "schema/entity_variant.hpp"
#include "schema/fields.hpp"
#include "schema/get_parts.hpp"
#include "schema/index.hpp"
#include "schema/keys.hpp"
#include "schema/mappings.hpp"
#include "schema/number.hpp"
#include "schema/query_options.hpp"
#include "schema/returning.hpp"
#include "schema/scan_options.hpp"
#include "schema/scan_parts.hpp"
#include "schema/schema.hpp"
#include "schema/transact_get.hpp"
#include "schema/transaction.hpp"
#include "schema/ttl.hpp"
#include "schema/update_operators.hpp"
#include "schema/values.hpp"
#include "schema/version.hpp"
