// The base table's index, which every recipe of docs/cookbook.md and the walkthrough of
// docs/schema.md key their items on. Included by the recipe headers next to this file.
#pragma once

#include <keyplate/keyplate.hpp>
#include <keyplate/schema.hpp>

namespace kp = keyplate;

using Primary = kp::index<"pk", "sk">;
