// keyplate: the schema layer: entities (fields declared once, key templates per index), the
// items and queries built from them. Plain data: it never talks to a database.
#pragma once

#include "schema/describe.hpp"
#include "schema/entity.hpp"
#include "schema/entity_variant.hpp"
#include "schema/errors.hpp"
#include "schema/fields.hpp"
#include "schema/index.hpp"
#include "schema/item.hpp"
#include "schema/keys.hpp"
#include "schema/schema.hpp"
#include "schema/table_definition.hpp"
