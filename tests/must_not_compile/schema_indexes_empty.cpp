// expect: keyplate: a schema's first argument is kp::indexes<...>, the table first
// expect-also: schema_error<.*"schema".*"indexes"
// single-error
// Must not compile: a schema whose index list is empty (it has no base table).
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Shop = kp::schema<kp::indexes<>, Order>;
#else
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order>;
#endif
inline constexpr std::size_t size = sizeof(Shop);  // instantiates the schema
