// expect: keyplate: the entity uses an index the schema does not list
// expect-also: schema_error<.*"Order".*"gsi1pk"
// single-error
// Must not compile: Order has keys on the status index, which the schema leaves out.
#include "schema_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Shop = kp::schema<kp::indexes<Primary>, Order>;
#else
using Shop = kp::schema<kp::indexes<Primary, ByStatus>, Order>;
#endif
inline constexpr bool checked = Shop::valid;  // instantiates every check
