// expect: keyplate: a native index has no key layouts or key texts
// expect-also: schema_error<.*"Order".*"gsi3"
// single-error
// Must not compile: Entity::layout and Entity::key are for indexes keyed by templates.
#include "native_shop.hpp"

#ifndef KEYPLATE_MNC_CONTROL
using Layout = nat::Order::layout<nat::ByRegion>;
#else
using Layout = nat::Order::layout<nat::Primary>;
#endif
inline constexpr std::size_t size = sizeof(Layout);
