// expect: keyplate: query takes kp::arg<"field">\(value\) arguments and the options
// expect-also: schema_error<.*"schema".*"query"
// single-error
// Must not compile: an item collection asked for by a bare value (which field would it be?).
#include "schema_shop.hpp"

using Shop = kp::schema<kp::indexes<Primary, ByStatus, ByOwner>, Order, Task>;

#ifndef KEYPLATE_MNC_CONTROL
const auto collection = Shop::query<Primary>(42);
#else
const auto collection = Shop::query<Primary>(kp::arg<"customerId">(42));
#endif
