// expect: keyplate: the entity uses an index the schema does not list
// expect-also: schema_error<.*"Order".*"gsi3"
// single-error
// Must not compile: Order is on the native index, which the schema leaves out.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Shop = kp::schema<kp::indexes<nat::Primary>, nat::Order>;
#else
using Shop = kp::schema<kp::indexes<nat::Primary, nat::ByRegion>, nat::Order>;
#endif
inline constexpr bool checked = Shop::valid;
