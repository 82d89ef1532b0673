// expect: keyplate: every index after the first needs a name .its IndexName.
// expect-also: schema_error<.*"schema".*"gsi1pk"
// single-error
// Must not compile: the status index is declared without its IndexName.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Shop = kp::schema<kp::indexes<Primary, kp::index<"gsi1pk", "gsi1sk">>, Order>;
#else
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order>;
#endif
inline constexpr bool checked = Shop::valid;  // instantiates every check
