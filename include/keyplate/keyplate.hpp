// keyplate: typed, compile-time checked composite keys. This umbrella header only includes.
//
// Every public name of the per-key layer: <keyplate/core.hpp> (keys, tables of keys, queries,
// results and the codecs that need no <chrono>) and the date and time codecs `date` and
// `timestamp<D>`. A translation unit that uses neither can include <keyplate/core.hpp>, which
// adds a little over half as much compile time (<chrono> is the difference).
//
// The add-ons are separate headers, included on their own: <keyplate/dynamodb.hpp> (DynamoDB
// query requests), <keyplate/describe.hpp> (a layout or table described in Markdown),
// <keyplate/fmt.hpp> ({fmt} formatters) and <keyplate/schema.hpp> (entities and schemas).
#pragma once

#include "codecs/date.hpp"
#include "codecs/timestamp.hpp"
#include "core.hpp"
