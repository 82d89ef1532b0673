// expect: keyplate: the first index of a schema is the base table
// Must not compile: the schema lists gsi1 before the table.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Shop = kp::schema<kp::indexes<ByStatus, Primary>, Order>;
#else
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order>;
#endif
inline constexpr std::size_t entities = Shop::entity_count;  // any use runs the checks
